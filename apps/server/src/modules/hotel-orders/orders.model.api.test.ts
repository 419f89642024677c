import { eq } from 'drizzle-orm';
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
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { createSellableRoom } from '../../../test/agency-factories';
import { hotelPreOrderBody, roomFor } from '../../../test/hotel-order-calls';
import { seedRatesAndTickets } from '../../../test/order-factories';
import * as model from '../../../test/order-model';
import { createTestDatabase } from '../../../test/test-app';
import { expireDueOrdersOf } from '../order-engine';
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
  | (model.TOperationFields & { penalty: number | null })
  | model.TTickCommand;

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
    arbitrary: fc.record({ ...model.operationFields, penalty: fc.option(fc.integer({ min: 0, max: 5_000_000 })) }),
  },
  { weight: 1, arbitrary: model.tickArbitrary },
);

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
            const { agentIds, actors } = await model.createModelActors(db(), { balances, credit, staff: 'Hotels' });
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
                const agentId = actor.role === 'user' || command.forAgency ? undefined : agentIds[command.actor % 2]!;
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
                  model.expectRefusedWith(error, ['NOT_ENOUGH_ROOMS', 'FORBIDDEN']);
                }
              } else if (orderIds.length > 0) {
                await runOperation(command, actors, orderIds, clock);
              }
              await checkInvariants(roomIds, agentIds, orderIds);
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
  const actor =
    command.actor === 'owner' ? model.ownerOf(actors, before!.agentId, command.order) : actors[command.actor]!;
  const operation = model.pickOperation(command, HOTEL_ORDER_LIFECYCLE, OPERATIONS, before!.status);
  const allowed = model.mayRunOn(HOTEL_ORDER_LIFECYCLE, actor, before!, operation);
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
  const { succeeded } = await model.attempt(operation, run);
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  model.expectTransition({
    operation,
    actor,
    allowed,
    succeeded,
    before: before!.status,
    after: after!.status,
    expected: [HOTEL_ORDER_TRANSITIONS[operation].to ?? before!.status],
  });
}

async function checkInvariants(roomIds: number[], agentIds: number[], orderIds: number[]) {
  for (const night of await model.expectNightsMatchRooms(db(), roomIds, orderIds)) {
    expect(night.allotment).toBe(ALLOTMENT);
  }
  await model.expectLedgersMatchOrders(db(), agentIds, ['ticketing', 'refund', 'penalty']);
  await model.expectPaidMatchesStatus(db(), orderIds);
}
