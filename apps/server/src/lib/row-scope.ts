import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasPermission, type TRole } from '@frs/contract';
import { AppError } from './app-error';

/**
 * "An agent reaches only its own rows", written once (docs/CODE_STYLE.md rule 15). Every query and check of agent-owned
 * data (orders, travellers, balances, notifications' read marks, and later hotel and package orders) goes through
 * these, so that the rule cannot be forgotten in one place: an agent (role `user`) is limited to the rows whose owner
 * is itself, and another agent's row answers 404 like a row that does not exist (ids cannot be probed). The agency's
 * staff reach every agent's rows; which of them may do what is the permissions' business, checked before.
 */

/** Who asks, as far as row scope cares. */
export interface TScopeActor {
  userId: number;
  role: TRole;
}

/** Whether the caller is an agent (a sub-agency), whose reach is its own rows. */
export function isAgent(actor: TScopeActor): boolean {
  return actor.role === 'user';
}

/** The agent whose rows the caller is limited to; null for the staff, who reach every agent's rows. */
export function scopedAgentId(actor: TScopeActor): number | null {
  return isAgent(actor) ? actor.userId : null;
}

/** Whether a row owned by `ownerId` (null: the agency's own) is within the caller's reach. */
export function mayReachRow(actor: TScopeActor, ownerId: number | null): boolean {
  return !isAgent(actor) || ownerId === actor.userId;
}

/** The row if the caller may reach it; otherwise (or without a row) a 404. */
export function reachableRow<TRow>(actor: TScopeActor, row: TRow | undefined, ownerOf: (row: TRow) => number | null) {
  if (row === undefined || !mayReachRow(actor, ownerOf(row))) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** The query condition on a table's owner column: nothing for the staff, `owner = the agent` for an agent. */
export function ownRowsWhere(actor: TScopeActor, ownerColumn: AnyPgColumn): SQL | undefined {
  return isAgent(actor) ? eq(ownerColumn, actor.userId) : undefined;
}

/** The same condition for a statement written in SQL text: `true` for the staff. */
export function ownRowsSql(actor: TScopeActor, ownerColumn: string): SQL {
  return isAgent(actor) ? sql`${sql.raw(ownerColumn)} = ${actor.userId}` : sql`true`;
}

/**
 * The agent a list is filtered by: an agent always itself (whatever it asks), the staff the agent they ask for, or
 * none (every agent's rows and the agency's own).
 */
export function agentFilterOf(actor: TScopeActor, requested: number | undefined): number | undefined {
  return isAgent(actor) ? actor.userId : requested;
}

/**
 * The owner a new row gets: an agent's rows are always its own; the staff write for the agent they name, or for the
 * agency (null).
 */
export function ownerForNewRow(actor: TScopeActor, requested: number | null | undefined): number | null {
  return isAgent(actor) ? actor.userId : (requested ?? null);
}

/**
 * A user's own row (profile, balance history, password) is everyone's to reach; another user's only for the roles
 * that may see agents (`users.readAny`). Anyone else asking for another id gets 404, so that ids cannot be probed.
 */
export function assertUserReachable(actor: TScopeActor, userId: number): void {
  if (userId !== actor.userId && !hasPermission(actor.role, 'users.readAny')) throw new AppError(404, 'NOT_FOUND');
}
