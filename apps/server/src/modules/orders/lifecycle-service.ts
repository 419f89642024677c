import { and, eq, gt, sql } from 'drizzle-orm';
import type { TOrder, TOrderRequest } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { orderPassengers, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runIdempotent } from '../../lib/idempotency';
import type { TActor } from '../auth/session';
import { timeLimitsForAirline } from '../reference/time-limits';
import { postLedgerEntry } from '../users/ledger-service';
import {
  applyTransition,
  loadPassengers,
  loadSegments,
  lockOrder,
  moveSeats,
  seatsPerClass,
  seatTakers,
  type TOrderRow,
  type TPassengerRow,
  type TSegment,
} from './order-core';
import { queueOrderMail } from './order-mail';
import { orderView } from './order-view';

/**
 * The lifecycle of DOMAIN.md's table up to the ticket: cancel a pre-order, order it as a booking or as tickets,
 * cancel a booking, ticket a booking. Each is one transaction through the order core; the money-moving ones run
 * under their Idempotency-Key.
 */

export interface TOrderCall {
  db: TDatabase;
  actor: TActor;
  orderId: number;
  now?: Date;
}

const HOUR_MS = 3_600_000;

/** Sales of the order's first flight close this many hours before it leaves (booking or ticketing). */
async function assertSalesOpen(tx: TExecutor, segments: readonly TSegment[], kind: 'booking' | 'ticketing', now: Date) {
  const first = segments[0];
  if (!first) throw new Error('order without segments');
  const limits = await timeLimitsForAirline(tx, first.flight.airlineId);
  const closeHours = kind === 'booking' ? limits.bookingCloseHours : limits.ticketingCloseHours;
  if (first.flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) {
    throw new AppError(409, 'SALES_CLOSED');
  }
  return limits;
}

/**
 * Charges the agent the order's payable (the agency's own sale moves no balance), gives every active passenger a
 * ticket number (the ticket settings' prefix and the next serial), and answers the passengers with their numbers.
 * The whole operation fails with 409 when the balance and the credit limit together fall short.
 */
async function chargeAndNumberTickets(
  tx: TExecutor,
  options: { actor: TActor; order: TOrderRow; now: Date },
): Promise<TPassengerRow[]> {
  const { actor, order, now } = options;
  if (order.agentId !== null && order.payable > 0) {
    const entry = await postLedgerEntry(tx, {
      userId: order.agentId,
      amount: -order.payable,
      kind: 'ticketing',
      reason: `Tickets ${order.pnr}`,
      actorId: actor.userId,
      orderReference: order.pnr,
      now,
    });
    if (!entry) throw new AppError(409, 'INSUFFICIENT_BALANCE');
  }
  await tx
    .update(orderPassengers)
    .set({
      ticketNumber: sql`coalesce((select ticket_prefix from ticket_settings where id = 1), '000') || lpad(nextval('ticket_serial')::text, 10, '0')`,
      updatedAt: now,
    })
    .where(and(eq(orderPassengers.orderId, order.id), eq(orderPassengers.status, 'active')));
  return loadPassengers(tx, order.id);
}

/** POST /api/orders/cancel-pre-order/{id}: the hold ends, its seats are free again. */
export async function cancelPreOrder(call: TOrderCall): Promise<TOrder> {
  const { db, actor, orderId } = call;
  const now = call.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor, orderId, 'cancelPreOrder');
    const [segments, passengers] = [await loadSegments(tx, orderId), await loadPassengers(tx, orderId)];
    await moveSeats(tx, 'releaseHold', seatsPerClass(segments, seatTakers(passengers)));
    await applyTransition(tx, { actor, order, operation: 'cancelPreOrder', now, set: { holdExpiresAt: null } });
    return orderView(tx, actor, orderId);
  });
}

/**
 * POST /api/orders/order: a hold becomes a booking (unpaid, until the booking time limit) or tickets (the agent is
 * charged now). The hold must still be running: the status change is conditional on `hold_expires_at > now`, so a
 * hold that expires at this very instant ends either ticketed or expired, never both.
 */
export async function placeOrder(call: {
  db: TDatabase;
  actor: TActor;
  input: TOrderRequest;
  idempotencyKey: string;
  now?: Date;
}): Promise<TOrder> {
  const { db, actor, input } = call;
  const now = call.now ?? new Date();
  const operation = input.mode === 'booking' ? 'book' : 'ticket';
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `orders.order:${input.orderId}`, request: input },
    async (tx) => {
      const order = await lockOrder(tx, actor, input.orderId, operation);
      if (!order.holdExpiresAt || order.holdExpiresAt <= now) throw new AppError(409, 'HOLD_EXPIRED');
      const [segments, passengers] = [await loadSegments(tx, order.id), await loadPassengers(tx, order.id)];
      const limits = await assertSalesOpen(tx, segments, input.mode, now);
      await moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers)));
      const stillHeld = gt(orders.holdExpiresAt, now);
      const expired = () => new AppError(409, 'HOLD_EXPIRED');
      if (input.mode === 'booking') {
        const firstDeparture = segments[0]!.flight.departureAt.getTime();
        // A booking lasts the booking hours, but never past the moment ticketing closes for its first flight.
        const bookingExpiresAt = new Date(
          Math.min(
            now.getTime() + limits.bookingHours * HOUR_MS,
            firstDeparture - limits.ticketingCloseHours * HOUR_MS,
          ),
        );
        const booked = await applyTransition(tx, {
          actor,
          order,
          operation,
          now,
          set: { holdExpiresAt: null, bookingExpiresAt },
          condition: stillHeld,
          failure: expired,
          newValues: { bookingExpiresAt },
        });
        await queueOrderMail(tx, booked, 'booking-add', {
          passengers: passengers.filter((p) => p.status === 'active'),
          amount: booked.payable,
        });
      } else {
        const ticketed = await applyTransition(tx, {
          actor,
          order,
          operation,
          now,
          set: { holdExpiresAt: null, ticketedAt: now, paid: order.payable },
          condition: stillHeld,
          failure: expired,
          newValues: { paid: order.payable },
        });
        const numbered = await chargeAndNumberTickets(tx, { actor, order: ticketed, now });
        await queueOrderMail(tx, ticketed, 'issue-ticket', {
          passengers: numbered.filter((p) => p.status === 'active'),
          amount: ticketed.payable,
        });
      }
      return orderView(tx, actor, order.id);
    },
  );
}

/** POST /api/orders/cancel/{id}: an unpaid booking is cancelled and its sold seats are free again. */
export async function cancelBooking(call: TOrderCall): Promise<TOrder> {
  const { db, actor, orderId } = call;
  const now = call.now ?? new Date();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor, orderId, 'cancel');
    const [segments, passengers] = [await loadSegments(tx, orderId), await loadPassengers(tx, orderId)];
    await moveSeats(tx, 'releaseSold', seatsPerClass(segments, seatTakers(passengers)));
    const cancelled = await applyTransition(tx, {
      actor,
      order,
      operation: 'cancel',
      now,
      set: { bookingExpiresAt: null },
    });
    await queueOrderMail(tx, cancelled, 'booking-cancel', {
      passengers: passengers.filter((p) => p.status === 'active'),
    });
    return orderView(tx, actor, orderId);
  });
}

/**
 * POST /api/orders/booking-to-ticketing/{id}: the booking's agent is charged the payable and the passengers get
 * their ticket numbers; a short balance fails the whole call (409) and changes nothing.
 */
export async function bookingToTicketing(call: TOrderCall & { idempotencyKey: string }): Promise<TOrder> {
  const { db, actor, orderId } = call;
  const now = call.now ?? new Date();
  return runIdempotent(
    {
      db,
      actorId: actor.userId,
      key: call.idempotencyKey,
      scope: `orders.booking-to-ticketing:${orderId}`,
      request: {},
    },
    async (tx) => {
      const order = await lockOrder(tx, actor, orderId, 'bookingToTicketing');
      if (!order.bookingExpiresAt || order.bookingExpiresAt <= now) throw new AppError(409, 'BOOKING_EXPIRED');
      await assertSalesOpen(tx, await loadSegments(tx, orderId), 'ticketing', now);
      const ticketed = await applyTransition(tx, {
        actor,
        order,
        operation: 'bookingToTicketing',
        now,
        set: { bookingExpiresAt: null, ticketedAt: now, paid: order.payable },
        condition: gt(orders.bookingExpiresAt, now),
        failure: () => new AppError(409, 'BOOKING_EXPIRED'),
        newValues: { paid: order.payable },
      });
      const numbered = await chargeAndNumberTickets(tx, { actor, order: ticketed, now });
      await queueOrderMail(tx, ticketed, 'issue-ticket', {
        passengers: numbered.filter((p) => p.status === 'active'),
        amount: ticketed.payable,
      });
      return orderView(tx, actor, orderId);
    },
  );
}
