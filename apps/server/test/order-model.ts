import { and, eq, inArray, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TAdminGroup, TOrderLifecycle, TOrderStatus, TRole } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { balanceEntries, hotelOrderRooms, orders, roomNights, users } from '../src/db/schema';
import type { TActor } from '../src/lib/actor';
import { AppError } from '../src/lib/app-error';
import { orderActorOf } from '../src/modules/order-engine';
import { createUser } from './factories';

type TBalanceEntryKind = (typeof balanceEntries.$inferSelect)['kind'];

/**
 * The shared parts of the model-based order tests (the flight, hotel and package lines): the commands every line
 * draws (the clock moving, an operation on one of the latest orders by some actor), the five actors, the judgement of
 * one operation against the line's lifecycle, and the invariants of money (every agent's ledger) and of rooms (every
 * night's counters) that hold after every step.
 */

/** The clock moves: mostly a few minutes (holds expire), sometimes about two days (bookings expire). */
export const tickArbitrary = fc.record({
  kind: fc.constant('tick' as const),
  minutes: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }) },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 3_000 }) },
  ),
});
export type TTickCommand = { kind: 'tick'; minutes: number };

/** The fields of every operation command; a line adds what its operations need (a pick, a penalty). */
export const operationFields = {
  kind: fc.constant('operation' as const),
  /** Mostly an operation the order's status allows (so that sequences go deep), sometimes any. */
  fitting: fc.integer({ min: 0, max: 3 }).map((value) => value > 0),
  operation: fc.nat(),
  /** 'owner': the order's agent (or a staff member for the agency's own order); else an actor by index. */
  actor: fc.oneof(fc.constant('owner' as const), fc.integer({ min: 0, max: 4 })),
  order: fc.nat(),
};
export type TOperationFields = {
  kind: 'operation';
  fitting: boolean;
  operation: number;
  actor: 'owner' | number;
  order: number;
};

export function actorOf(userId: number, role: TRole): TActor {
  const baseRole = role === 'user' || role === 'Super Admin' || role === 'Viewer' ? role : 'Admin';
  return {
    userId,
    role,
    baseRole,
    adminGroups: baseRole === 'Admin' && role !== 'Admin' ? (role as TAdminGroup) : null,
  };
}

/**
 * The actors of a run, by index: two agents (0, 1; the first with the credit limit), an Admin (2), the line's staff
 * group (3) and a Viewer (4).
 */
export async function createModelActors(
  db: TDatabase,
  options: { balances: readonly [number, number]; credit?: number; staff: TAdminGroup },
): Promise<{ agentIds: number[]; actors: TActor[] }> {
  const agents = [
    await createUser(db, {
      balance: options.balances[0],
      ...(options.credit === undefined ? {} : { creditLimit: options.credit }),
    }),
    await createUser(db, { balance: options.balances[1] }),
  ];
  const admin = await createUser(db, { role: 'Admin' });
  const staff = await createUser(db, { role: 'Admin', adminGroups: options.staff });
  const viewer = await createUser(db, { role: 'Viewer' });
  return {
    agentIds: agents.map((agent) => agent.id),
    actors: [
      actorOf(agents[0]!.id, 'user'),
      actorOf(agents[1]!.id, 'user'),
      actorOf(admin.id, 'Admin'),
      actorOf(staff.id, options.staff),
      actorOf(viewer.id, 'Viewer'),
    ],
  };
}

/** The order's owner among the actors: its agent, or (for the agency's own order) the Admin or the staff member. */
export function ownerOf(actors: readonly TActor[], agentId: number | null, pick: number): TActor {
  return actors.find((candidate) => candidate.userId === agentId) ?? actors[2 + (pick % 2)]!;
}

/** What a test asks of a line's lifecycle (any lifecycle whose operations include the ones the test runs). */
type TLifecycleRules<TOperation extends string> = Pick<
  TOrderLifecycle<TOrderStatus, TOperation>,
  'canTransition' | 'mayRun'
>;

/** The command's operation: mostly one the order's status allows, else any of the line's. */
export function pickOperation<TOperation extends string>(
  command: TOperationFields,
  lifecycle: TLifecycleRules<NoInfer<TOperation>>,
  operations: readonly TOperation[],
  status: TOrderStatus,
): TOperation {
  const fitting = operations.filter((operation) => lifecycle.canTransition(status, operation));
  return command.fitting && fitting.length > 0
    ? fitting[command.operation % fitting.length]!
    : operations[command.operation % operations.length]!;
}

/** Whether the actor may run the operation on the order: it sees the order, and the lifecycle allows it. */
export function mayRunOn<TOperation extends string>(
  lifecycle: TLifecycleRules<NoInfer<TOperation>>,
  actor: TActor,
  order: { agentId: number | null; status: TOrderStatus },
  operation: TOperation,
): boolean {
  const visible = actor.role !== 'user' || order.agentId === actor.userId;
  return visible && lifecycle.mayRun(orderActorOf(actor, order), order.status, operation);
}

/** Runs an operation that may be refused: a refusal is an AppError below 500, anything else fails the test. */
export async function attempt<TResult>(
  operation: string,
  run: () => Promise<TResult>,
): Promise<{ succeeded: true; result: TResult } | { succeeded: false }> {
  try {
    return { succeeded: true, result: await run() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode, `${operation}: ${error.code}`).toBeLessThan(500);
    return { succeeded: false };
  }
}

/** A refused pre-order: an AppError with one of the codes the line expects. */
export function expectRefusedWith(error: unknown, codes: readonly string[]): void {
  if (!(error instanceof AppError)) throw error;
  expect(codes, `${error.code}`).toContain(error.code);
}

/**
 * What one operation did to the order's status: a forbidden operation did not succeed; a successful one moved the
 * status to one of `expected` (null: not checked); a failed one left the status alone (only the expiry job changes
 * a status without an operation, and it runs between steps).
 */
export function expectTransition(outcome: {
  operation: string;
  actor: TActor;
  allowed: boolean;
  succeeded: boolean;
  before: TOrderStatus;
  after: TOrderStatus;
  expected: readonly TOrderStatus[] | null;
}): void {
  const { operation, before, after } = outcome;
  if (!outcome.allowed) expect(outcome.succeeded, `${outcome.actor.role} ${operation} on ${before}`).toBe(false);
  if (outcome.succeeded) {
    if (outcome.expected) expect(outcome.expected, `${operation} from ${before}`).toContain(after);
  } else if (after !== before) {
    expect.fail(`${operation} failed but the status moved from ${before} to ${after}`);
  }
}

/**
 * Every agent's ledger sums to its balance (never below minus the credit limit), and its entries of these kinds
 * (the charges and credits of orders) equal, negated, what its orders say was paid.
 */
export async function expectLedgersMatchOrders(
  db: TDatabase,
  agentIds: readonly number[],
  orderKinds: readonly TBalanceEntryKind[],
): Promise<void> {
  for (const agentId of agentIds) {
    const [user] = await db.select().from(users).where(eq(users.id, agentId));
    const [ledger] = await db
      .select({ total: sum(balanceEntries.amount) })
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, agentId));
    expect(Number(ledger?.total ?? 0)).toBe(user!.balance);
    expect(user!.balance + user!.creditLimit).toBeGreaterThanOrEqual(0);
    const [orderMoney] = await db
      .select({ total: sum(balanceEntries.amount) })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agentId), inArray(balanceEntries.kind, [...orderKinds])));
    const [paid] = await db
      .select({ total: sum(orders.paid) })
      .from(orders)
      .where(eq(orders.agentId, agentId));
    expect(0 - Number(orderMoney?.total ?? 0) || 0, 'the ledger of orders equals what they say was paid').toBe(
      Number(paid?.total ?? 0),
    );
  }
}

/**
 * The money of orders without discounts or fees (hotel and package): a ticketed or refunded order paid its payable
 * and penalties, any other nothing; a live order's payable is its gross (the agency's own) or its net (an agent's).
 */
export async function expectPaidMatchesStatus(db: TDatabase, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  for (const order of await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))) {
    if (order.status === 'ticketed' || order.status === 'refunded') {
      expect(order.paid, `paid of a ${order.status} order`).toBe(order.payable + order.penalties);
    } else {
      expect(order.paid).toBe(0);
    }
    if (order.status !== 'refunded') {
      expect(order.payable).toBe(order.agentId === null ? order.gross : order.net);
    }
  }
}

/**
 * Every night of these room types: held equals the active rooms of the holds on it, sold those of the bookings and
 * ticketed orders, and held + sold stay within the allotment. Returns the nights for the line's own checks.
 */
export async function expectNightsMatchRooms(db: TDatabase, roomIds: readonly number[], orderIds: readonly number[]) {
  const nights = await db
    .select()
    .from(roomNights)
    .where(inArray(roomNights.roomId, [...roomIds]));
  const rooms = orderIds.length
    ? await db
        .select({
          roomId: hotelOrderRooms.roomId,
          checkIn: hotelOrderRooms.checkIn,
          checkOut: hotelOrderRooms.checkOut,
          roomStatus: hotelOrderRooms.status,
          status: orders.status,
        })
        .from(hotelOrderRooms)
        .innerJoin(orders, eq(orders.id, hotelOrderRooms.orderId))
        .where(inArray(hotelOrderRooms.orderId, [...orderIds]))
    : [];
  const taken = (roomId: number, night: string, statuses: TOrderStatus[]) =>
    rooms.filter(
      (room) =>
        room.roomId === roomId &&
        room.roomStatus === 'active' &&
        statuses.includes(room.status) &&
        room.checkIn <= night &&
        night < room.checkOut,
    ).length;
  for (const night of nights) {
    expect(night.held, `held rooms on ${night.night}`).toBe(taken(night.roomId, night.night, ['hold']));
    expect(night.sold, `sold rooms on ${night.night}`).toBe(taken(night.roomId, night.night, ['booked', 'ticketed']));
    expect(night.held + night.sold).toBeLessThanOrEqual(night.allotment);
  }
  return nights;
}
