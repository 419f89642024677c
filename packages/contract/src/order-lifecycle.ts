import type { TRole } from './roles';

/**
 * The lifecycle of one product line of orders (flights now; hotels and packages next) as data: its operations, the
 * one transition table every operation goes through, and who may run each operation. `defineOrderLifecycle` turns
 * the data into the checks the server's order engine enforces and the web app reads to decide what to offer, so a
 * product line writes its table once and gets both.
 */

export interface TLifecycleTransition<TStatus extends string> {
  from: readonly TStatus[];
  /** The status after the operation; null: the status stays (the operation changes items, money or details). */
  to: TStatus | null;
}

/** Who asks, as the actor rules see it. */
export interface TLifecycleActor {
  role: TRole;
  /** The caller is the agent the order belongs to. */
  isOwner: boolean;
}

export interface TOrderLifecycleDefinition<TStatus extends string, TOperation extends string> {
  /** Every operation, in the order the order page offers them. */
  operations: readonly TOperation[];
  transitions: { readonly [TKey in TOperation]: TLifecycleTransition<TStatus> };
  /** The agency's staff who sell and manage these orders: they may run whatever the table allows. */
  staff: readonly TRole[];
  /** Operations only the system runs (the expiry job). */
  systemOperations?: readonly TOperation[];
  /** Operations for the staff only, whoever owns the order. */
  staffOnly?: readonly TOperation[];
  /** Operations for the staff only while the order is in a status (e.g. a ticketed name change). */
  staffOnlyWhen?: { readonly [TKey in TStatus]?: readonly TOperation[] };
}

/** A product line's lifecycle: its data, and the checks made from it. */
export interface TOrderLifecycle<TStatus extends string, TOperation extends string> extends Required<
  TOrderLifecycleDefinition<TStatus, TOperation>
> {
  /** Whether the operation may start from this status (the actor is checked separately). */
  canTransition(status: TStatus, operation: TOperation): boolean;
  /** Whether this actor may run the operation on an order in this status: the table and the actor rules. */
  mayRun(actor: TLifecycleActor, status: TStatus, operation: TOperation): boolean;
  /** The operations this actor may run now, in the table's order: what the order page offers (and nothing else). */
  allowed(actor: TLifecycleActor, status: TStatus): TOperation[];
  /** Whether the role is one of the line's staff. */
  isStaff(role: TRole): boolean;
  /** Who may create orders of the line: agents for themselves, the staff for the agency or for an agent. */
  mayCreate(role: TRole): boolean;
}

export function defineOrderLifecycle<const TStatus extends string, const TOperation extends string>(
  definition: TOrderLifecycleDefinition<TStatus, TOperation>,
): TOrderLifecycle<TStatus, TOperation> {
  const systemOperations = definition.systemOperations ?? [];
  const staffOnly = definition.staffOnly ?? [];
  const staffOnlyWhen: { readonly [TKey in TStatus]?: readonly TOperation[] } = definition.staffOnlyWhen ?? {};
  const isStaff = (role: TRole) => definition.staff.includes(role);
  const canTransition = (status: TStatus, operation: TOperation) =>
    definition.transitions[operation].from.includes(status);
  const mayRun = (actor: TLifecycleActor, status: TStatus, operation: TOperation) => {
    if (!canTransition(status, operation) || systemOperations.includes(operation)) return false;
    if (isStaff(actor.role)) return true;
    if (actor.role !== 'user' || !actor.isOwner) return false;
    if (staffOnly.includes(operation)) return false;
    return !(staffOnlyWhen[status]?.includes(operation) ?? false);
  };
  return {
    ...definition,
    systemOperations,
    staffOnly,
    staffOnlyWhen,
    canTransition,
    mayRun,
    allowed: (actor, status) => definition.operations.filter((operation) => mayRun(actor, status, operation)),
    isStaff,
    mayCreate: (role) => role === 'user' || isStaff(role),
  };
}
