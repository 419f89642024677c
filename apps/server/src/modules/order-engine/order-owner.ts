import type { TOrderLifecycle, TOrderStatus } from '@frs/contract';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { isAgent, ownerForNewRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import type { TPerson } from './order-row';

/**
 * Whose new order it is (row scope), whatever it sells: an agent's own (asking for another agent is a 403); the
 * staff's for an approved agent (`agentId`, who then pays net) or for the agency (null).
 */
export async function ownerOfNewOrder(
  db: TExecutor,
  actor: TActor,
  agentId: number | undefined,
): Promise<number | null> {
  if (isAgent(actor) && agentId !== undefined && agentId !== actor.userId) throw new AppError(403, 'FORBIDDEN');
  const owner = ownerForNewRow(actor, agentId);
  if (owner === null || isAgent(actor)) return owner;
  const [agent] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, owner))
    .limit(1);
  if (!agent) throw fieldErrors({ agentId: 'unknownReference' });
  if (agent.role !== 'user') throw new AppError(409, 'NOT_AN_AGENT', { agentId: 'unknownReference' });
  if (agent.status !== 'approved') throw new AppError(409, 'AGENT_NOT_APPROVED');
  return owner;
}

/** The owner of a new order of a line, once the line's actor rules let the actor create one (403 otherwise). */
export function ownerOfNewLineOrder(
  db: TExecutor,
  lifecycle: Pick<TOrderLifecycle<TOrderStatus, string>, 'mayCreate'>,
  actor: TActor,
  agentId: number | undefined,
): Promise<number | null> {
  if (!lifecycle.mayCreate(actor.role)) throw new AppError(403, 'FORBIDDEN');
  return ownerOfNewOrder(db, actor, agentId);
}

/**
 * The people a new hold names (its agent, null for the agency's own order, and its creator), from those its sale
 * read in the same statement: the owner and creator were checked just before, so a missing one is a bug, not input.
 */
export function partiesOfNewHold(
  people: readonly TPerson[],
  ids: { agentId: number | null; creatorId: number },
): { agent: TPerson | null; creator: TPerson } {
  const person = (id: number) => {
    const found = people.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`user ${id} not found`);
    return found;
  };
  return { agent: ids.agentId === null ? null : person(ids.agentId), creator: person(ids.creatorId) };
}

/** When a hold placed now lapses: the agency's hold time limit (Settings) from now. */
export function holdExpiryFrom(now: Date, limits: { holdMinutes: number }): Date {
  return new Date(now.getTime() + limits.holdMinutes * 60_000);
}
