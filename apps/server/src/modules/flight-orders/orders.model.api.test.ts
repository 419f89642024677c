import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_LIFECYCLE,
  FLIGHT_ORDER_TRANSITIONS,
  ZEditDiscountRequest,
  ZOrderDateRequest,
  ZFlightOrderEditRequest,
  ZPassengerNameRequest,
  ZFlightPreOrderRequest,
  ZFlightRefundRequest,
  ZFlightSplitRequest,
  type TFlightOrderOperation,
  type TOrderStatus,
  type TPassengerType,
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { classes, orderPassengers, orders, orderSegments } from '../../db/schema';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { passengerInput, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import * as model from '../../../test/order-model';
import { createTestDatabase } from '../../../test/test-app';
import type { TActor } from '../../lib/actor';
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

type TOperation = Exclude<TFlightOrderOperation, 'expireHold' | 'expireBooking'>;
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
  | (model.TOperationFields & { pick: number; amount: number })
  | model.TTickCommand;

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
    arbitrary: fc.record({ ...model.operationFields, pick: fc.nat(), amount: fc.integer({ min: 0, max: 3_000_000 }) }),
  },
  { weight: 1, arbitrary: model.tickArbitrary },
);

/** Picks some of the items by the bits of `pick` (at least one when possible), else `fallback`. */
function someOf<T>(items: readonly T[], pick: number, fallback: T): T[] {
  const chosen = items.filter((_, index) => (pick >> index) & 1);
  if (chosen.length > 0) return chosen;
  return items.length > 0 ? items.slice(0, 1) : [fallback];
}

let keys = 0;

describe('the order lifecycle under random operations by random actors', () => {
  it(
    'keeps seats, ledgers and totals consistent and never lets a forbidden transition through',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            balances: fc.tuple(fc.integer({ min: 0, max: 60_000_000 }), fc.integer({ min: 0, max: 60_000_000 })),
            credit: fc.integer({ min: 0, max: 20_000_000 }),
            commands: fc.array(commandArbitrary, { minLength: 10, maxLength: 30 }),
          }),
          async ({ balances, credit, commands }) => {
            const { agentIds, actors } = await model.createModelActors(db(), { balances, credit, staff: 'Tickets' });
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
                const agentId = actor.role === 'user' || command.forAgency ? undefined : agentIds[command.actor % 2]!;
                try {
                  const order = await createPreOrder({
                    db: db(),
                    actor,
                    now: clock,
                    input: ZFlightPreOrderRequest.parse(
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
                  model.expectRefusedWith(error, ['NOT_ENOUGH_SEATS', 'FORBIDDEN', 'SALES_CLOSED']);
                }
              } else if (orderIds.length > 0) {
                await runOperation(command, actors, orderIds, flightOf, second.flight.id, clock);
              }
              await checkInvariants(classIds, agentIds, orderIds);
            }
          },
        ),
        // A failure is reported as found: shrinking these long sequences would outlast any CI time limit.
        { numRuns: 20, endOnFailure: true },
      );
    },
  );
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
  const actor =
    command.actor === 'owner' ? model.ownerOf(actors, before!.agentId, command.order) : actors[command.actor]!;
  const operation = model.pickOperation(command, FLIGHT_ORDER_LIFECYCLE, OPERATIONS, before!.status);
  const passengers = await db()
    .select()
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(orderPassengers.id);
  const segments = await db().select().from(orderSegments).where(eq(orderSegments.orderId, orderId));
  const active = passengers.filter((passenger) => passenger.status === 'active');
  const allowed = model.mayRunOn(FLIGHT_ORDER_LIFECYCLE, actor, before!, operation);
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
          input: ZFlightRefundRequest.parse({
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
          input: ZFlightSplitRequest.parse({
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
          input: ZFlightOrderEditRequest.parse({ comment: `c${key}` }),
        });
    }
  };
  const outcome = await model.attempt(operation, run);
  if (outcome.succeeded && operation === 'split') {
    orderIds.push((outcome.result as { created: { id: number } }).created.id);
  }
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  model.expectTransition({
    operation,
    actor,
    allowed,
    succeeded: outcome.succeeded,
    before: before!.status,
    after: after!.status,
    expected:
      operation === 'refund' ? ['refunded', 'ticketed'] : [FLIGHT_ORDER_TRANSITIONS[operation].to ?? before!.status],
  });
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

  await model.expectLedgersMatchOrders(db(), agentIds, ['ticketing', 'refund', 'penalty', 'price-correction']);

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
