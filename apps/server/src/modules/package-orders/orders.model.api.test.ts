import { and, eq, inArray, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_ORDER_LIFECYCLE,
  PACKAGE_ORDER_TRANSITIONS,
  ZPackageOrderEditRequest,
  ZPackagePreOrderRequest,
  ZPackageRefundRequest,
  ZPackageSplitRequest,
  type TOrderStatus,
  type TPackageOrderOperation,
  type TRole,
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { balanceEntries, classes, hotelOrderRooms, orderPassengers, orders, roomNights, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { createUser } from '../../../test/factories';
import { passengerInput, seedRatesAndTickets } from '../../../test/order-factories';
import { createSellablePackage, packagePreOrderBody } from '../../../test/package-order-calls';
import { createTestDatabase } from '../../../test/test-app';
import { expireDueOrdersOf, orderActorOf } from '../order-engine';
import { packageBookingToTicketing } from './booking-to-ticketing';
import { cancelPackageOrder } from './cancel';
import { editPackageOrder } from './edit-order';
import { packageOrderLine } from './package-order-line';
import { placePackageOrder } from './place-order';
import { createPackagePreOrder } from './pre-order';
import { refundPackageOrder } from './refund';
import { splitPackageOrder } from './split';

/**
 * The model-based test of the order engine, for its package line: random sequences of operations by random actors
 * (two agents, Admin, Packages staff, a Viewer) on one small package (9 seats each way, 3 rooms a night), with the
 * clock moving and the expiry job running. After every step: each class's held and sold seats equal the seat takers
 * of the active travellers of the holds and of the bookings and ticketed orders on it; each night's held and sold
 * rooms equal the active rooms of the same orders; every agent's ledger sums to its balance and to what its orders
 * say was paid; and no operation the transition table and the actor rules forbid has succeeded.
 */

let database: TDatabaseHandle;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await database.close();
});

type TOperation = Exclude<TPackageOrderOperation, 'expireHold' | 'expireBooking'>;
const OPERATIONS: readonly TOperation[] = [
  'cancelPreOrder',
  'book',
  'ticket',
  'bookingToTicketing',
  'cancel',
  'refund',
  'split',
  'edit',
];

type TCommand =
  | { kind: 'preOrder'; actor: number; forAgency: boolean; adults: number; infant: boolean; rooms: number }
  | { kind: 'operation'; fitting: boolean; operation: number; actor: 'owner' | number; order: number; some: boolean }
  | { kind: 'tick'; minutes: number };

const commandArbitrary: fc.Arbitrary<TCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('preOrder' as const),
      actor: fc.integer({ min: 0, max: 4 }),
      forAgency: fc.boolean(),
      adults: fc.integer({ min: 1, max: 3 }),
      infant: fc.boolean(),
      rooms: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('operation' as const),
      fitting: fc.integer({ min: 0, max: 3 }).map((value) => value > 0),
      operation: fc.nat(),
      actor: fc.oneof(fc.constant('owner' as const), fc.integer({ min: 0, max: 4 })),
      order: fc.nat(),
      some: fc.boolean(),
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
  return {
    userId,
    role,
    baseRole,
    adminGroups: baseRole === 'Admin' && role !== 'Admin' ? (role as 'Packages') : null,
  };
}

let keys = 0;

describe('package orders under random operations by random actors', () => {
  it(
    'keeps seats, nights, ledgers and totals consistent and never lets a forbidden transition through',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            balances: fc.tuple(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 2_000_000_000 })),
            commands: fc.array(commandArbitrary, { minLength: 15, maxLength: 30 }),
          }),
          async ({ balances, commands }) => {
            const agents = [
              await createUser(db(), { balance: balances[0] }),
              await createUser(db(), { balance: balances[1] }),
            ];
            const actors = [
              actorOf(agents[0]!.id, 'user'),
              actorOf(agents[1]!.id, 'user'),
              actorOf((await createUser(db(), { role: 'Admin' })).id, 'Admin'),
              actorOf((await createUser(db(), { role: 'Admin', adminGroups: 'Packages' })).id, 'Packages'),
              actorOf((await createUser(db(), { role: 'Viewer' })).id, 'Viewer'),
            ];
            const sale = await createSellablePackage(db(), { seats: 9, allotment: 3 });
            const orderIds: number[] = [];
            let clock = new Date();

            for (const command of commands) {
              if (command.kind === 'tick') {
                clock = new Date(clock.getTime() + command.minutes * 60_000);
                await expireDueOrdersOf(db(), [packageOrderLine], clock);
              } else if (command.kind === 'preOrder') {
                const actor = actors[command.actor]!;
                const agentId = actor.role === 'user' || command.forAgency ? undefined : agents[command.actor % 2]!.id;
                const travellers = [
                  ...Array.from({ length: command.adults }, () => passengerInput('adult')),
                  ...(command.infant ? [passengerInput('infant')] : []),
                ];
                const rooms = Math.min(command.rooms, command.adults);
                // The first room sleeps the first adult (and the infant), the second the other adults.
                const roomsOf =
                  rooms === 1
                    ? undefined
                    : [
                        { travellers: [0, ...(command.infant ? [command.adults] : [])] },
                        { travellers: Array.from({ length: command.adults - 1 }, (_, at) => at + 1) },
                      ];
                try {
                  const order = await createPackagePreOrder({
                    db: db(),
                    actor,
                    now: clock,
                    input: ZPackagePreOrderRequest.parse(
                      packagePreOrderBody(sale, travellers, {
                        ...(roomsOf ? { rooms: roomsOf } : {}),
                        ...(agentId ? { agentId } : {}),
                      }),
                    ),
                  });
                  expect(actor.role, 'a Viewer cannot pre-order').not.toBe('Viewer');
                  orderIds.push(order.id);
                } catch (error) {
                  if (!(error instanceof AppError)) throw error;
                  expect(
                    ['NOT_ENOUGH_ROOMS', 'NOT_ENOUGH_SEATS', 'FORBIDDEN', 'VALIDATION_FAILED'],
                    `${error.code}`,
                  ).toContain(error.code);
                }
              } else if (orderIds.length > 0) {
                await runOperation(command, actors, orderIds, clock);
              }
              await checkInvariants(
                sale,
                agents.map((agent) => agent.id),
                orderIds,
              );
            }
          },
        ),
        { numRuns: 12, endOnFailure: true },
      );
    },
  );
});

async function runOperation(
  command: Extract<TCommand, { kind: 'operation' }>,
  actors: TActor[],
  orderIds: number[],
  now: Date,
) {
  // Mostly the orders still alive (held, booked, ticketed): the finished ones only answer conflicts.
  const alive = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, ['hold', 'booked', 'ticketed'])));
  const candidates = command.fitting && alive.length > 0 ? alive.map((row) => row.id) : orderIds;
  const orderId = candidates[candidates.length - 1 - (command.order % Math.min(3, candidates.length))]!;
  const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
  const owner = actors.find((candidate) => candidate.userId === before!.agentId) ?? actors[2 + (command.order % 2)]!;
  const fitting = OPERATIONS.filter((operation) =>
    (PACKAGE_ORDER_TRANSITIONS[operation].from as readonly TOrderStatus[]).includes(before!.status),
  );
  const operation =
    command.fitting && fitting.length > 0
      ? fitting[command.operation % fitting.length]!
      : OPERATIONS[command.operation % OPERATIONS.length]!;
  // A fitting staff-only operation (a refund) is run by the staff, so that the sequences reach it often.
  const staffOnly = operation === 'refund' && command.fitting;
  const actor = staffOnly
    ? actors[2 + (command.order % 2)]!
    : command.actor === 'owner'
      ? owner
      : actors[command.actor]!;
  const visible = actor.role !== 'user' || before!.agentId === actor.userId;
  const allowed = visible && PACKAGE_ORDER_LIFECYCLE.mayRun(orderActorOf(actor, before!), before!.status, operation);
  const travellers = await db()
    .select({ id: orderPassengers.id, type: orderPassengers.type })
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.status, 'active')));
  const someIds = command.some && travellers.length > 1 ? [travellers[travellers.length - 1]!.id] : [];
  const call = { db: db(), actor, orderId, now, idempotencyKey: `package-model-${(keys += 1)}` };
  const run = (): Promise<unknown> => {
    switch (operation) {
      case 'cancelPreOrder':
      case 'cancel':
        return cancelPackageOrder(call, operation);
      case 'book':
      case 'ticket':
        return placePackageOrder({ ...call, input: { orderId, mode: operation === 'book' ? 'booking' : 'ticketing' } });
      case 'bookingToTicketing':
        return packageBookingToTicketing(call);
      case 'refund':
        return refundPackageOrder({ ...call, input: ZPackageRefundRequest.parse({ passengerIds: someIds }) });
      case 'split':
        return splitPackageOrder({
          ...call,
          input: ZPackageSplitRequest.parse({ passengerIds: someIds.length ? someIds : [travellers[0]?.id ?? 1] }),
        });
      case 'edit':
        return editPackageOrder({
          ...call,
          input: ZPackageOrderEditRequest.parse({ comment: `c${call.idempotencyKey}` }),
        });
    }
  };
  let succeeded = false;
  try {
    const result = (await run()) as { created?: { id: number } } | undefined;
    if (result?.created) orderIds.push(result.created.id);
    succeeded = true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode, `${operation}: ${error.code}`).toBeLessThan(500);
  }
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!allowed) expect(succeeded, `${actor.role} ${operation} on ${before!.status}`).toBe(false);
  if (succeeded && operation !== 'refund') {
    expect(PACKAGE_ORDER_TRANSITIONS[operation].to ?? before!.status).toBe(after!.status);
  } else if (!succeeded && after!.status !== before!.status) {
    expect.fail(`${operation} failed but the status moved from ${before!.status} to ${after!.status}`);
  }
}

async function checkInvariants(
  sale: Awaited<ReturnType<typeof createSellablePackage>>,
  agentIds: number[],
  orderIds: number[],
) {
  const travellers = orderIds.length
    ? await db()
        .select({ type: orderPassengers.type, status: orderPassengers.status, order: orders.status })
        .from(orderPassengers)
        .innerJoin(orders, eq(orders.id, orderPassengers.orderId))
        .where(inArray(orderPassengers.orderId, orderIds))
    : [];
  const seated = (statuses: TOrderStatus[]) =>
    travellers.filter((t) => t.status === 'active' && t.type !== 'infant' && statuses.includes(t.order)).length;
  for (const classId of [sale.outboundClass.id, sale.returnClass.id]) {
    const [row] = await db().select().from(classes).where(eq(classes.id, classId));
    expect(row!.held, 'held seats').toBe(seated(['hold']));
    expect(row!.sold, 'sold seats').toBe(seated(['booked', 'ticketed']));
    expect(row!.held + row!.sold).toBeLessThanOrEqual(row!.seats);
  }
  const rooms = orderIds.length
    ? await db()
        .select({
          checkIn: hotelOrderRooms.checkIn,
          checkOut: hotelOrderRooms.checkOut,
          roomStatus: hotelOrderRooms.status,
          status: orders.status,
        })
        .from(hotelOrderRooms)
        .innerJoin(orders, eq(orders.id, hotelOrderRooms.orderId))
        .where(inArray(hotelOrderRooms.orderId, orderIds))
    : [];
  const taken = (night: string, statuses: TOrderStatus[]) =>
    rooms.filter(
      (room) =>
        room.roomStatus === 'active' &&
        statuses.includes(room.status) &&
        room.checkIn <= night &&
        night < room.checkOut,
    ).length;
  for (const night of await db().select().from(roomNights).where(eq(roomNights.roomId, sale.room.id))) {
    expect(night.held, `held rooms on ${night.night}`).toBe(taken(night.night, ['hold']));
    expect(night.sold, `sold rooms on ${night.night}`).toBe(taken(night.night, ['booked', 'ticketed']));
    expect(night.held + night.sold).toBeLessThanOrEqual(night.allotment);
  }
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
      .where(and(eq(balanceEntries.userId, agentId), inArray(balanceEntries.kind, ['ticketing', 'refund', 'penalty'])));
    const [paid] = await db()
      .select({ total: sum(orders.paid) })
      .from(orders)
      .where(eq(orders.agentId, agentId));
    expect(0 - Number(orderMoney?.total ?? 0) || 0).toBe(Number(paid?.total ?? 0));
  }
  if (orderIds.length === 0) return;
  for (const order of await db().select().from(orders).where(inArray(orders.id, orderIds))) {
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
