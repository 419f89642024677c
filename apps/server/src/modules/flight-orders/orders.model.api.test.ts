import { and, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mayRunOrderOperation,
  ORDER_TRANSITIONS,
  ZEditDiscountRequest,
  ZOrderDateRequest,
  ZOrderEditRequest,
  ZPassengerNameRequest,
  ZPreOrderRequest,
  ZRefundRequest,
  ZSplitRequest,
  type TOrderOperation,
  type TOrderStatus,
  type TPassengerType,
  type TRole,
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { balanceEntries, classes, orderPassengers, orders, orderSegments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createUser } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { passengerInput, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestDatabase } from '../../../test/test-app';
import type { TActor } from '../../lib/actor';
import { orderActorOf } from '../order-engine';
import { bookingToTicketing } from './booking-to-ticketing';
import { cancelBooking } from './cancel-booking';
import { cancelPreOrder } from './cancel-pre-order';
import { changeOrderDate } from './change-order-date';
import { editDiscount } from './edit-discount';
import { editOrder } from './edit-order';
import { editPassengerName } from './edit-passenger-name';
import { expireDueOrders } from './flight-order-line';
import { placeOrder } from './place-order';
import { createPreOrder } from './pre-order';
import { refundOrder } from './refund';
import { removePassenger } from './remove-passenger';
import { splitOrder } from './split-order';

/**
 * A model-based test of the order lifecycle (issue 6): random sequences of operations by random actors (two
 * agents, two kinds of staff, a Viewer) on a few small classes, with the clock moving and the expiry job running.
 * After every step: every class's counters match its orders (held = the sitting passengers of holds, sold = of
 * bookings and tickets, sold + held + free = seats), every agent's ledger sums to its balance (never below minus the
 * credit limit) and to what its orders say was paid, every order's payable adds up, and no operation the
 * transition table and the actor rules forbid has succeeded (nor changed the order's status).
 */

let database: TDatabaseHandle;
let setup: TFlightSetup;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await database.close();
});

type TOperation = Exclude<TOrderOperation, 'expireHold' | 'expireBooking'>;
const OPERATIONS: readonly TOperation[] = [
  'cancelPreOrder',
  'book',
  'ticket',
  'bookingToTicketing',
  'cancel',
  'refund',
  'split',
  'removePassenger',
  'editPassengerName',
  'changeOrderDate',
  'editDiscount',
  'edit',
];

type TCommand =
  | { kind: 'preOrder'; actor: number; forAgency: boolean; classIndex: number; types: TPassengerType[] }
  | {
      kind: 'operation';
      /** Mostly an operation the order's status allows (so that sequences go deep), sometimes any. */
      fitting: boolean;
      operation: number;
      /** 'owner': the order's agent (or a staff member for the agency's own order); else an actor by index. */
      actor: number | 'owner';
      order: number;
      pick: number;
      amount: number;
    }
  | { kind: 'tick'; minutes: number };

const typesArbitrary = fc
  .record({
    adults: fc.integer({ min: 1, max: 2 }),
    children: fc.integer({ min: 0, max: 1 }),
    infants: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ adults, children, infants }): TPassengerType[] => [
    ...Array<TPassengerType>(adults).fill('adult'),
    ...Array<TPassengerType>(children).fill('child'),
    ...Array<TPassengerType>(Math.min(infants, adults)).fill('infant'),
  ]);

const commandArbitrary: fc.Arbitrary<TCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('preOrder' as const),
      actor: fc.integer({ min: 0, max: 4 }),
      forAgency: fc.boolean(),
      classIndex: fc.integer({ min: 0, max: 2 }),
      types: typesArbitrary,
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('operation' as const),
      fitting: fc.integer({ min: 0, max: 3 }).map((value) => value > 0),
      operation: fc.nat(),
      actor: fc.oneof(fc.constant('owner' as const), fc.integer({ min: 0, max: 4 })),
      order: fc.nat(),
      pick: fc.nat(),
      amount: fc.integer({ min: 0, max: 3_000_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      minutes: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }) },
        { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 3_000 }) },
      ),
    }),
  },
);

function actorOf(userId: number, role: TRole): TActor {
  const baseRole = role === 'user' || role === 'Super Admin' || role === 'Viewer' ? role : 'Admin';
  return { userId, role, baseRole, adminGroups: baseRole === 'Admin' && role !== 'Admin' ? (role as 'Tickets') : null };
}

/** Picks some of the items by the bits of `pick` (at least one when possible), else `fallback`. */
function someOf<T>(items: readonly T[], pick: number, fallback: T): T[] {
  const chosen = items.filter((_, index) => (pick >> index) & 1);
  if (chosen.length > 0) return chosen;
  return items.length > 0 ? items.slice(0, 1) : [fallback];
}

let keys = 0;

describe('the order lifecycle under random operations by random actors', () => {
  it('keeps seats, ledgers and totals consistent and never lets a forbidden transition through', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          balances: fc.tuple(fc.integer({ min: 0, max: 60_000_000 }), fc.integer({ min: 0, max: 60_000_000 })),
          credit: fc.integer({ min: 0, max: 20_000_000 }),
          commands: fc.array(commandArbitrary, { minLength: 10, maxLength: 30 }),
        }),
        async ({ balances, credit, commands }) => {
          const agentRows = [
            await createUser(db(), { balance: balances[0], creditLimit: credit }),
            await createUser(db(), { balance: balances[1] }),
          ];
          const admin = await createUser(db(), { role: 'Admin' });
          const tickets = await createUser(db(), { role: 'Admin', adminGroups: 'Tickets' });
          const viewer = await createUser(db(), { role: 'Viewer' });
          const actors = [
            actorOf(agentRows[0]!.id, 'user'),
            actorOf(agentRows[1]!.id, 'user'),
            actorOf(admin.id, 'Admin'),
            actorOf(tickets.id, 'Tickets'),
            actorOf(viewer.id, 'Viewer'),
          ];
          // Two flights of one route, each with a small class Y; the first also has a receiving class Z.
          const first = await sellableClass(db(), setup, { seats: 6, daysAhead: 10 });
          const second = await sellableClass(db(), setup, { seats: 4, daysAhead: 11 });
          await db()
            .update(classes)
            .set({ name: 'Y' })
            .where(inArray(classes.id, [first.flightClass.id, second.flightClass.id]));
          const spare = await createClassRow(db(), setup, first.flight.id, { name: 'Z', seats: 3 });
          const classIds = [first.flightClass.id, second.flightClass.id, spare.id];
          const flightOf = new Map([
            [first.flightClass.id, first.flight.id],
            [second.flightClass.id, second.flight.id],
            [spare.id, first.flight.id],
          ]);
          const orderIds: number[] = [];
          let clock = new Date();

          for (const command of commands) {
            if (command.kind === 'tick') {
              clock = new Date(clock.getTime() + command.minutes * 60_000);
              await expireDueOrders(db(), clock);
            } else if (command.kind === 'preOrder') {
              const actor = actors[command.actor]!;
              const agentId = actor.role === 'user' || command.forAgency ? undefined : agentRows[command.actor % 2]!.id;
              try {
                const order = await createPreOrder({
                  db: db(),
                  actor,
                  now: clock,
                  input: ZPreOrderRequest.parse(
                    preOrderBody(
                      [classIds[command.classIndex]!],
                      command.types.map((type) => passengerInput(type)),
                      agentId ? { agentId } : {},
                    ),
                  ),
                });
                expect(actor.role, 'a Viewer cannot pre-order').not.toBe('Viewer');
                orderIds.push(order.id);
              } catch (error) {
                if (!(error instanceof AppError)) throw error;
                expect(['NOT_ENOUGH_SEATS', 'FORBIDDEN', 'SALES_CLOSED']).toContain(error.code);
              }
            } else if (orderIds.length > 0) {
              await runOperation(command, actors, orderIds, flightOf, second.flight.id, clock);
            }
            await checkInvariants(
              classIds,
              agentRows.map((row) => row.id),
              orderIds,
            );
          }
        },
      ),
      // A failure is reported as found: shrinking these long sequences would outlast any CI time limit.
      { numRuns: 20, endOnFailure: true },
    );
  });
});

async function runOperation(
  command: Extract<TCommand, { kind: 'operation' }>,
  actors: TActor[],
  orderIds: number[],
  flightOf: Map<number, number>,
  otherFlightId: number,
  now: Date,
) {
  const spareClassId = [...flightOf.keys()][2]!;
  // Mostly one of the latest orders, so that an order lives through several operations.
  const recent = command.order % 4 !== 0;
  const orderId = recent
    ? orderIds[orderIds.length - 1 - (command.order % Math.min(3, orderIds.length))]!
    : orderIds[command.order % orderIds.length]!;
  const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
  const owner = actors.find((candidate) => candidate.userId === before!.agentId) ?? actors[2 + (command.order % 2)]!;
  const actor = command.actor === 'owner' ? owner : actors[command.actor]!;
  const fitting = OPERATIONS.filter((operation) =>
    (ORDER_TRANSITIONS[operation].from as readonly TOrderStatus[]).includes(before!.status),
  );
  const operation =
    command.fitting && fitting.length > 0
      ? fitting[command.operation % fitting.length]!
      : OPERATIONS[command.operation % OPERATIONS.length]!;
  const passengers = await db()
    .select()
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(orderPassengers.id);
  const segments = await db().select().from(orderSegments).where(eq(orderSegments.orderId, orderId));
  const active = passengers.filter((passenger) => passenger.status === 'active');
  const visible = actor.role !== 'user' || before!.agentId === actor.userId;
  const allowed = visible && mayRunOrderOperation(orderActorOf(actor, before!), before!.status, operation);
  const key = `model-${(keys += 1)}`;
  const call = { db: db(), actor, orderId, now, idempotencyKey: key };
  const target = active[command.pick % Math.max(active.length, 1)] ?? passengers[0]!;
  const run = async () => {
    switch (operation) {
      case 'cancelPreOrder':
        return cancelPreOrder(call);
      case 'book':
      case 'ticket':
        return placeOrder({
          ...call,
          input: { orderId, mode: operation === 'book' ? 'booking' : 'ticketing' },
        });
      case 'bookingToTicketing':
        return bookingToTicketing(call);
      case 'cancel':
        return cancelBooking(call);
      case 'refund':
        return refundOrder({
          ...call,
          input: ZRefundRequest.parse({
            passengerIds:
              command.pick % 3 === 0
                ? []
                : someOf(active, command.pick, passengers[0]!).map((passenger) => passenger.id),
            // Half of the refunds of the first flight send their seats to its class Z.
            receivingClasses:
              command.pick % 2 === 0 && segments[0]!.flightId === flightOf.get(spareClassId)
                ? [{ segmentId: segments[0]!.id, classId: spareClassId }]
                : [],
          }),
        });
      case 'split':
        return splitOrder({
          ...call,
          input: ZSplitRequest.parse({
            passengerIds: someOf(active, command.pick, passengers[0]!).map((passenger) => passenger.id),
          }),
        });
      case 'removePassenger':
        return removePassenger({ ...call, flightId: segments[0]!.flightId, passengerId: target.id });
      case 'editPassengerName':
        return editPassengerName({
          ...call,
          passengerId: target.id,
          input: ZPassengerNameRequest.parse({
            firstName: 'Renamed',
            lastName: 'Passenger',
            chargeFee: command.pick % 2 === 0,
          }),
        });
      case 'changeOrderDate': {
        const segment = segments[0]!;
        const flightId = segment.flightId === otherFlightId ? flightOf.values().next().value! : otherFlightId;
        return changeOrderDate({
          ...call,
          input: ZOrderDateRequest.parse({ changes: [{ segmentId: segment.id, flightId }] }),
        });
      }
      case 'editDiscount':
        return editDiscount({
          ...call,
          input: ZEditDiscountRequest.parse({ discount: command.amount, reason: 'model' }),
        });
      case 'edit':
        return editOrder({
          ...call,
          input: ZOrderEditRequest.parse({ comment: `c${key}` }),
        });
    }
  };
  let succeeded = false;
  try {
    const result = await run();
    succeeded = true;
    if (operation === 'split') orderIds.push((result as { created: { id: number } }).created.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode, `${operation}: ${error.code}`).toBeLessThan(500);
  }
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!allowed) {
    expect(succeeded, `${actor.role} ${operation} on ${before!.status}`).toBe(false);
  }
  if (succeeded) {
    const to = ORDER_TRANSITIONS[operation].to;
    const possible: TOrderStatus[] = operation === 'refund' ? ['refunded', 'ticketed'] : [to ?? before!.status];
    expect(possible, `${operation} from ${before!.status}`).toContain(after!.status);
  } else if (after!.status !== before!.status) {
    // Only the expiry job changes a status without an operation, and it runs between steps.
    expect.fail(`${operation} failed but the status moved from ${before!.status} to ${after!.status}`);
  }
}

async function checkInvariants(classIds: number[], agentIds: number[], orderIds: number[]) {
  const classRows = await db().select().from(classes).where(inArray(classes.id, classIds));
  const taken = await db()
    .select({
      classId: orderSegments.classId,
      status: orders.status,
      seats: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(
      orderPassengers,
      and(
        eq(orderPassengers.orderId, orders.id),
        eq(orderPassengers.status, 'active'),
        ne(orderPassengers.type, 'infant'),
      ),
    )
    .where(inArray(orderSegments.classId, classIds))
    .groupBy(orderSegments.classId, orders.status);
  const seatsOf = (classId: number, statuses: TOrderStatus[]) =>
    taken
      .filter((row) => row.classId === classId && statuses.includes(row.status))
      .reduce((total, row) => total + row.seats, 0);
  let allotment = 0;
  for (const row of classRows) {
    const free = row.seats - row.sold - row.held;
    expect(row.sold + row.held + free).toBe(row.seats);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(row.held, `held of class ${row.name}`).toBe(seatsOf(row.id, ['hold']));
    expect(row.sold, `sold of class ${row.name}`).toBe(seatsOf(row.id, ['booked', 'ticketed']));
    allotment += row.seats;
  }
  expect(allotment).toBe(6 + 4 + 3);

  for (const agentId of agentIds) {
    const [user] = await db().select().from(users).where(eq(users.id, agentId));
    const [ledger] = await db()
      .select({ total: sum(balanceEntries.amount) })
      .from(balanceEntries)
      .where(eq(balanceEntries.userId, agentId));
    expect(Number(ledger?.total ?? 0)).toBe(user!.balance);
    expect(user!.balance + user!.creditLimit).toBeGreaterThanOrEqual(0);
    const [orderMoney] = await db()
      .select({ total: sum(balanceEntries.amount) })
      .from(balanceEntries)
      .where(
        and(
          eq(balanceEntries.userId, agentId),
          inArray(balanceEntries.kind, ['ticketing', 'refund', 'penalty', 'price-correction']),
        ),
      );
    const [paid] = await db()
      .select({ total: sum(orders.paid) })
      .from(orders)
      .where(eq(orders.agentId, agentId));
    expect(0 - Number(orderMoney?.total ?? 0) || 0, 'the ledger of orders equals what they say was paid').toBe(
      Number(paid?.total ?? 0),
    );
  }

  if (orderIds.length === 0) return;
  const rows = await db().select().from(orders).where(inArray(orders.id, orderIds));
  const sums = await db()
    .select({
      orderId: orderPassengers.orderId,
      gross: sql<number>`coalesce(sum(${orderPassengers.gross}), 0)`.mapWith(Number),
      net: sql<number>`coalesce(sum(${orderPassengers.net}), 0)`.mapWith(Number),
    })
    .from(orderPassengers)
    .where(and(inArray(orderPassengers.orderId, orderIds), eq(orderPassengers.status, 'active')))
    .groupBy(orderPassengers.orderId);
  for (const order of rows) {
    const own = sums.find((row) => row.orderId === order.id) ?? { gross: 0, net: 0 };
    expect(order.gross).toBe(own.gross);
    expect(order.net).toBe(own.net);
    const basis = order.agentId === null ? own.gross : own.net;
    expect(order.discount).toBeLessThanOrEqual(basis);
    expect(order.payable).toBe(basis - order.discount + order.fees);
    if (order.status === 'ticketed' || order.status === 'refunded') {
      expect(order.paid, `paid of a ${order.status} order`).toBe(order.payable + order.penalties);
    }
    if (order.status === 'hold' || order.status === 'booked' || order.status === 'cancelled') {
      expect(order.paid).toBe(0);
    }
  }
}
