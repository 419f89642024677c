import { todayIsoDate, type TOrderLifecycle, type TOrderStatus } from '@frs/contract';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { isAgent, ownerForNewRow } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';

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

/** How every line's pre-order begins, whatever it holds: see `startNewOrder`. */
export interface TNewOrderStart {
  now: Date;
  /** Today's date (ISO) in the agency's calendar: what sales, releases and travellers' ages are checked against. */
  today: string;
  /** Whose order it is: the agent, or null for the agency's own. */
  agentId: number | null;
  /** The actor is the agency's staff (who may sell what agents may not, such as admin-only classes). */
  staff: boolean;
  /** The people the sale reads with the stock (the creator, and the agent when there is one), for `newHold`. */
  userIds: number[];
}

/**
 * The start of every line's pre-order: the operation's clock, whose order it is (403 when the actor may not create
 * one of the line, 409 for an agent who may not buy), today, and the people to read with the sale.
 */
export async function startNewOrder(
  call: { db: TExecutor; actor: TActor; now?: Date; input: { agentId?: number } },
  lifecycle: Pick<TOrderLifecycle<TOrderStatus, string>, 'mayCreate' | 'isStaff'>,
): Promise<TNewOrderStart> {
  const { db, actor } = call;
  const now = call.now ?? new Date();
  const agentId = await ownerOfNewLineOrder(db, lifecycle, actor, call.input.agentId);
  return {
    now,
    today: todayIsoDate(now),
    agentId,
    staff: lifecycle.isStaff(actor.role),
    userIds: agentId === null ? [actor.userId] : [actor.userId, agentId],
  };
}
