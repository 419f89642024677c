import { and, eq, inArray } from 'drizzle-orm';
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
} from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { classes, orderPassengers, orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { passengerInput, seedRatesAndTickets } from '../../../test/order-factories';
import * as model from '../../../test/order-model';
import { createSellablePackage, packagePreOrderBody } from '../../../test/package-order-calls';
import { createTestDatabase } from '../../../test/test-app';
import { expireDueOrdersOf } from '../order-engine';
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
  | (model.TOperationFields & { some: boolean })
  | model.TTickCommand;

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
  { weight: 10, arbitrary: fc.record({ ...model.operationFields, some: fc.boolean() }) },
  { weight: 1, arbitrary: model.tickArbitrary },
);

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
            const { agentIds, actors } = await model.createModelActors(db(), { balances, staff: 'Packages' });
            const sale = await createSellablePackage(db(), { seats: 9, allotment: 3 });
            const orderIds: number[] = [];
            let clock = new Date();

            for (const command of commands) {
              if (command.kind === 'tick') {
                clock = new Date(clock.getTime() + command.minutes * 60_000);
                await expireDueOrdersOf(db(), [packageOrderLine], clock);
              } else if (command.kind === 'preOrder') {
                const actor = actors[command.actor]!;
                const agentId = actor.role === 'user' || command.forAgency ? undefined : agentIds[command.actor % 2]!;
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
                  model.expectRefusedWith(error, [
                    'NOT_ENOUGH_ROOMS',
                    'NOT_ENOUGH_SEATS',
                    'FORBIDDEN',
                    'VALIDATION_FAILED',
                  ]);
                }
              } else if (orderIds.length > 0) {
                await runOperation(command, actors, orderIds, clock);
              }
              await checkInvariants(sale, agentIds, orderIds);
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
  const operation = model.pickOperation(command, PACKAGE_ORDER_LIFECYCLE, OPERATIONS, before!.status);
  // A fitting staff-only operation (a refund) is run by the staff, so that the sequences reach it often.
  const staffOnly = operation === 'refund' && command.fitting;
  const actor = staffOnly
    ? actors[2 + (command.order % 2)]!
    : command.actor === 'owner'
      ? model.ownerOf(actors, before!.agentId, command.order)
      : actors[command.actor]!;
  const allowed = model.mayRunOn(PACKAGE_ORDER_LIFECYCLE, actor, before!, operation);
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
  const outcome = await model.attempt(operation, run);
  const created = outcome.succeeded ? (outcome.result as { created?: { id: number } } | undefined)?.created : undefined;
  if (created) orderIds.push(created.id);
  const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
  model.expectTransition({
    operation,
    actor,
    allowed,
    succeeded: outcome.succeeded,
    before: before!.status,
    after: after!.status,
    // A refund of some travellers leaves the order ticketed, of the last one refunded: either may follow.
    expected: operation === 'refund' ? null : [PACKAGE_ORDER_TRANSITIONS[operation].to ?? before!.status],
  });
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
  await model.expectNightsMatchRooms(db(), [sale.room.id], orderIds);
  await model.expectLedgersMatchOrders(db(), agentIds, ['ticketing', 'refund', 'penalty']);
  await model.expectPaidMatchesStatus(db(), orderIds);
}
