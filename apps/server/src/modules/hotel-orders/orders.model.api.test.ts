import { and, eq, inArray, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HOTEL_ORDER_LIFECYCLE,
  HOTEL_ORDER_TRANSITIONS,
  todayIsoDate,
  ZHotelOrderEditRequest,
  ZHotelPreOrderRequest,
  ZHotelRefundRequest,
  type THotelOrderOperation,
  type TOrderStatus,
  type TRole,
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { balanceEntries, hotelOrderRooms, orders, roomNights, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { createSellableRoom } from '../../../test/agency-factories';
import { createUser } from '../../../test/factories';
import { hotelPreOrderBody, roomFor } from '../../../test/hotel-order-calls';
import { seedRatesAndTickets } from '../../../test/order-factories';
import { createTestDatabase } from '../../../test/test-app';
import { expireDueOrdersOf, orderActorOf } from '../order-engine';
import { cancelHotelOrder } from './cancel';
import { editHotelOrder } from './edit-order';
import { hotelOrderLine } from './hotel-order-line';
import { placeHotelOrder } from './place-order';
import { createHotelPreOrder } from './pre-order';
import { refundHotelOrder } from './refund';
import { confirmHotelBooking } from './ticketing';

/**
 * The model-based test of the order engine, for its hotel line: random sequences of operations by random actors
 * (two agents, Admin, Hotels staff, a Viewer) on two small room types, with the clock moving and the expiry job
 * running. After every step: every night's held and sold equal the active rooms of the holds and of the bookings and
 * confirmed stays on it, free + held + sold = allotment; every agent's ledger sums to its balance and to what its
 * orders say was paid; every order's payable adds up; and no operation the transition table and the actor rules
 * forbid has succeeded (nor moved the status).
 */

let database: TDatabaseHandle;
const db = () => database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await database.close();
});

type TOperation = Exclude<THotelOrderOperation, 'expireHold' | 'expireBooking'>;
const OPERATIONS: readonly TOperation[] = ['cancelPreOrder', 'book', 'ticket', 'ticketing', 'cancel', 'refund', 'edit'];
const ALLOTMENT = 3;

type TCommand =
  | { kind: 'preOrder'; actor: number; forAgency: boolean; room: number; start: number; nights: number; rooms: number }
  | {
      kind: 'operation';
      fitting: boolean;
      operation: number;
      actor: 'owner' | number;
      order: number;
      penalty: number | null;
    }
  | { kind: 'tick'; minutes: number };

const commandArbitrary: fc.Arbitrary<TCommand> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('preOrder' as const),
      actor: fc.integer({ min: 0, max: 4 }),
      forAgency: fc.boolean(),
      room: fc.integer({ min: 0, max: 1 }),
      start: fc.integer({ min: 0, max: 3 }),
      nights: fc.integer({ min: 1, max: 3 }),
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
      penalty: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
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
  return { userId, role, baseRole, adminGroups: baseRole === 'Admin' && role !== 'Admin' ? (role as 'Hotels') : null };
}

let keys = 0;

describe('hotel orders under random operations by random actors', () => {
  it(
    'keeps nights, ledgers and totals consistent and never lets a forbidden transition through',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            balances: fc.tuple(fc.integer({ min: 0, max: 40_000_000 }), fc.integer({ min: 0, max: 40_000_000 })),
            credit: fc.integer({ min: 0, max: 10_000_000 }),
            commands: fc.array(commandArbitrary, { minLength: 10, maxLength: 30 }),
          }),
          async ({ balances, credit, commands }) => {
            const agents = [
              await createUser(db(), { balance: balances[0], creditLimit: credit }),
              await createUser(db(), { balance: balances[1] }),
            ];
            const actors = [
              actorOf(agents[0]!.id, 'user'),
              actorOf(agents[1]!.id, 'user'),
              actorOf((await createUser(db(), { role: 'Admin' })).id, 'Admin'),
              actorOf((await createUser(db(), { role: 'Admin', adminGroups: 'Hotels' })).id, 'Hotels'),
              actorOf((await createUser(db(), { role: 'Viewer' })).id, 'Viewer'),
            ];
            const policy = [{ daysBefore: 30, type: 'percent' as const, value: 25 }];
            const first = await createSellableRoom(db(), { from: day(5), nights: 8, allotment: ALLOTMENT });
            const second = await createSellableRoom(db(), {
              hotelId: first.hotelId,
              from: day(5),
              nights: 8,
              allotment: ALLOTMENT,
              overrides: { cancellationPolicy: policy },
            });
            const roomIds = [first.room.id, second.room.id];
            const orderIds: number[] = [];
            let clock = new Date();

            for (const command of commands) {
              if (command.kind === 'tick') {
                clock = new Date(clock.getTime() + command.minutes * 60_000);
                await expireDueOrdersOf(db(), [hotelOrderLine], clock);
              } else if (command.kind === 'preOrder') {
                const actor = actors[command.actor]!;
                const agentId = actor.role === 'user' || command.forAgency ? undefined : agents[command.actor % 2]!.id;
                const roomId = roomIds[command.room]!;
                const stay = {
                  hotelId: first.hotelId,
                  roomId,
                  checkIn: day(6 + command.start),
                  checkOut: day(6 + command.start + command.nights),
                };
                try {
                  const order = await createHotelPreOrder({
                    db: db(),
                    actor,
                    now: clock,
                    input: ZHotelPreOrderRequest.parse(
                      hotelPreOrderBody(stay, {
                        rooms: Array.from({ length: command.rooms }, () => roomFor(roomId)),
                        ...(agentId ? { agentId } : {}),
                      }),
                    ),
                  });
                  expect(actor.role, 'a Viewer cannot pre-order').not.toBe('Viewer');
                  orderIds.push(order.id);
                } catch (error) {
                  if (!(error instanceof AppError)) throw error;
                  expect(['NOT_ENOUGH_ROOMS', 'FORBIDDEN']).toContain(error.code);
                }
              } else if (orderIds.length > 0) {
                await runOperation(command, actors, orderIds, clock);
              }
              await checkInvariants(
                roomIds,
                agents.map((agent) => agent.id),
                orderIds,
              );
            }
          },
        ),
        { numRuns: 15, endOnFailure: true },
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
  const orderId = orderIds[orderIds.length - 1 - (command.order % Math.min(3, orderIds.length))]!;
  const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
  const owner = actors.find((candidate) => candidate.userId === before!.agentId) ?? actors[2 + (command.order % 2)]!;
  const actor = command.actor === 'owner' ? owner : actors[command.actor]!;
  const fitting = OPERATIONS.filter((operation) =>
    (HOTEL_ORDER_TRANSITIONS[operation].from as readonly TOrderStatus[]).includes(before!.status),
  );
  const operation =
    command.fitting && fitting.length > 0
      ? fitting[command.operation % fitting.length]!
      : OPERATIONS[command.operation % OPERATIONS.length]!;
  const visible = actor.role !== 'user' || before!.agentId === actor.userId;
  const allowed = visible && HOTEL_ORDER_LIFECYCLE.mayRun(orderActorOf(actor, before!), before!.status, operation);
  const call = { db: db(), actor, orderId, now, idempotencyKey: `hotel-model-${(keys += 1)}` };
  const run = () => {
    switch (operation) {
      case 'cancelPreOrder':
      case 'cancel':
        return cancelHotelOrder(call, operation);
      case 'book':
      case 'ticket':
        return placeHotelOrder({ ...call, input: { orderId, mode: operation === 'book' ? 'booking' : 'ticketing' } });
      case 'ticketing':
        return confirmHotelBooking(call);
      case 'refund':
        return refundHotelOrder({
          ...call,
          input: ZHotelRefundRequest.parse(command.penalty === null ? {} : { penalty: command.penalty }),
        });
      case 'edit':
        return editHotelOrder({ ...call, input: ZHotelOrderEditRequest.parse({ comment: `c${call.idempotencyKey}` }) });
    }
  };
  let succeeded = false;
  try {
    await run();
    succeeded = true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.statusCode, `${operation}: ${error.code}`).toBeLessThan(500);
  }
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!allowed) expect(succeeded, `${actor.role} ${operation} on ${before!.status}`).toBe(false);
  if (succeeded) {
    expect(HOTEL_ORDER_TRANSITIONS[operation].to ?? before!.status).toBe(after!.status);
  } else if (after!.status !== before!.status) {
    expect.fail(`${operation} failed but the status moved from ${before!.status} to ${after!.status}`);
  }
}

async function checkInvariants(roomIds: number[], agentIds: number[], orderIds: number[]) {
  const nights = await db().select().from(roomNights).where(inArray(roomNights.roomId, roomIds));
  const rooms = orderIds.length
    ? await db()
        .select({
          roomId: hotelOrderRooms.roomId,
          checkIn: hotelOrderRooms.checkIn,
          checkOut: hotelOrderRooms.checkOut,
          roomStatus: hotelOrderRooms.status,
          status: orders.status,
        })
        .from(hotelOrderRooms)
        .innerJoin(orders, eq(orders.id, hotelOrderRooms.orderId))
        .where(inArray(hotelOrderRooms.orderId, orderIds))
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
    const free = night.allotment - night.sold - night.held;
    expect(free + night.held + night.sold).toBe(ALLOTMENT);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(night.held, `held on ${night.night}`).toBe(taken(night.roomId, night.night, ['hold']));
    expect(night.sold, `sold on ${night.night}`).toBe(taken(night.roomId, night.night, ['booked', 'ticketed']));
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
