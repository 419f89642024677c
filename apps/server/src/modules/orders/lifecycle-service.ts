import { and, eq, gt, sql } from 'drizzle-orm';
import type { TOrder, TOrderRequest } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { runIdempotent, runWithOptionalKey } from '../../lib/idempotency';
import type { TActor } from '../auth/session';
import { postLedgerEntry } from '../users/ledger-service';
import {
  applyTransition,
  isActive,
  lockOrder,
  moveSeats,
  seatsPerClass,
  seatTakers,
  type TOrderRow,
  type TPassengerRow,
  type TSegment,
} from './order-core';
import { queueOrderMail } from './order-mail';
import { toOrderView } from './order-view';

/**
 * The lifecycle of DOMAIN.md's table up to the ticket: cancel a pre-order, order it as a booking or as tickets,
 * cancel a booking, ticket a booking. Each is one transaction through the order core; the money-moving ones run
 * under their Idempotency-Key. The answer is built from what the operation read and wrote, without reading again.
 */

export interface TOrderCall {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  idempotencyKey?: string;
  now?: Date;
}

/** The call's transaction: under its Idempotency-Key when it has one. */
function inOrderTransaction<TResult>(call: TOrderCall, scope: string, operation: (tx: TExecutor) => Promise<TResult>) {
  const { db, actor, idempotencyKey } = call;
  return runWithOptionalKey({ db, actorId: actor.userId, key: idempotencyKey, scope, request: {} }, operation);
}

const HOUR_MS = 3_600_000;

/** Sales of the order's first flight close this many hours before it leaves (booking or ticketing). */
function assertSalesOpen(segments: readonly TSegment[], kind: 'booking' | 'ticketing', now: Date) {
  const first = segments[0];
  if (!first) throw new Error('order without segments');
  const closeHours = kind === 'booking' ? first.limits.bookingCloseHours : first.limits.ticketingCloseHours;
  if (first.flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) {
    throw new AppError(409, 'SALES_CLOSED');
  }
}

/** Gives every active passenger a ticket number (the ticket settings' prefix and the next serial). */
async function numberTickets(
  tx: TExecutor,
  order: TOrderRow,
  passengers: readonly TPassengerRow[],
  now: Date,
): Promise<TPassengerRow[]> {
  const numbered = await tx
    .update(orderPassengers)
    .set({
      ticketNumber: sql`coalesce((select ticket_prefix from ticket_settings where id = 1), '000') || lpad(nextval('ticket_serial')::text, 10, '0')`,
      updatedAt: now,
    })
    .where(and(eq(orderPassengers.orderId, order.id), eq(orderPassengers.status, 'active')))
    .returning({ id: orderPassengers.id, ticketNumber: orderPassengers.ticketNumber });
  return passengers.map((passenger) => ({
    ...passenger,
    ticketNumber: numbered.find((row) => row.id === passenger.id)?.ticketNumber ?? passenger.ticketNumber,
  }));
}

/**
 * Charges the agent the order's payable (the agency's own sale moves no balance); the whole operation fails with
 * 409 when the balance and the credit limit together fall short. It is the last write of a ticketing, so that the
 * agent's row, which every ticketing of that agent needs, stays locked only until the commit that follows.
 */
async function chargeAgent(tx: TExecutor, actor: TActor, order: TOrderRow, now: Date): Promise<void> {
  if (order.agentId === null || order.payable <= 0) return;
  const entry = await postLedgerEntry(tx, {
    userId: order.agentId,
    amount: -order.payable,
    kind: 'ticketing',
    reason: { code: 'tickets', params: { pnr: order.pnr } },
    actorId: actor.userId,
    orderReference: order.pnr,
    now,
  });
  if (!entry) throw new AppError(409, 'INSUFFICIENT_BALANCE');
}

/** POST /api/orders/cancel-pre-order/{id}: the hold ends, its seats are free again. */
export async function cancelPreOrder(call: TOrderCall): Promise<TOrder> {
  const { actor, orderId } = call;
  const now = call.now ?? new Date();
  return inOrderTransaction(call, `orders.cancel-pre-order:${orderId}`, async (tx) => {
    const locked = await lockOrder(tx, actor, orderId, 'cancelPreOrder');
    const { segments, passengers } = locked;
    await moveSeats(tx, 'releaseHold', seatsPerClass(segments, seatTakers(passengers)));
    const order = await applyTransition(tx, {
      actor,
      order: locked.order,
      operation: 'cancelPreOrder',
      now,
      set: { holdExpiresAt: null },
    });
    return toOrderView(actor, { ...locked, order }, segments, passengers);
  });
}

/**
 * POST /api/orders/order: a hold becomes a booking (unpaid, until the booking time limit) or tickets (the agent is
 * charged now). The hold must still be running: the status change is conditional on `hold_expires_at > now`, so a
 * hold that expires at this very instant ends either ticketed or expired, never both.
 */
export async function placeOrder(call: {
  db: TExecutor;
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
      const locked = await lockOrder(tx, actor, input.orderId, operation);
      const held = locked.order;
      if (!held.holdExpiresAt || held.holdExpiresAt <= now) throw new AppError(409, 'HOLD_EXPIRED');
      const { segments, passengers } = locked;
      assertSalesOpen(segments, input.mode, now);
      const stillHeld = gt(orders.holdExpiresAt, now);
      const expired = () => new AppError(409, 'HOLD_EXPIRED');
      const travelling = passengers.filter(isActive);
      if (input.mode === 'booking') {
        const limits = segments[0]!.limits;
        const firstDeparture = segments[0]!.flight.departureAt.getTime();
        // A booking lasts the booking hours, but never past the moment ticketing closes for its first flight.
        const bookingExpiresAt = new Date(
          Math.min(
            now.getTime() + limits.bookingHours * HOUR_MS,
            firstDeparture - limits.ticketingCloseHours * HOUR_MS,
          ),
        );
        const order = await applyTransition(tx, {
          actor,
          order: held,
          operation,
          now,
          set: { holdExpiresAt: null, bookingExpiresAt },
          condition: stillHeld,
          failure: expired,
          newValues: { bookingExpiresAt: bookingExpiresAt.toISOString() },
        });
        await queueOrderMail(tx, locked, order, segments, 'booking-add', {
          passengers: travelling,
          amount: order.payable,
        });
        await moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers)));
        return toOrderView(actor, { ...locked, order }, segments, passengers);
      }
      const order = await applyTransition(tx, {
        actor,
        order: held,
        operation,
        now,
        set: { holdExpiresAt: null, ticketedAt: now, paid: held.payable },
        condition: stillHeld,
        failure: expired,
        newValues: { paid: held.payable },
      });
      const numbered = await numberTickets(tx, order, passengers, now);
      await queueOrderMail(tx, locked, order, segments, 'issue-ticket', {
        passengers: numbered.filter(isActive),
        amount: order.payable,
      });
      // The shared rows last (the classes, then the agent), so that they stay locked for as short a time as can be.
      await moveSeats(tx, 'sell', seatsPerClass(segments, seatTakers(passengers)));
      await chargeAgent(tx, actor, order, now);
      return toOrderView(actor, { ...locked, order }, segments, numbered);
    },
  );
}

/** POST /api/orders/cancel/{id}: an unpaid booking is cancelled and its sold seats are free again. */
export async function cancelBooking(call: TOrderCall): Promise<TOrder> {
  const { actor, orderId } = call;
  const now = call.now ?? new Date();
  return inOrderTransaction(call, `orders.cancel:${orderId}`, async (tx) => {
    const locked = await lockOrder(tx, actor, orderId, 'cancel');
    const { segments, passengers } = locked;
    await moveSeats(tx, 'releaseSold', seatsPerClass(segments, seatTakers(passengers)));
    const order = await applyTransition(tx, {
      actor,
      order: locked.order,
      operation: 'cancel',
      now,
      set: { bookingExpiresAt: null },
    });
    await queueOrderMail(tx, locked, order, segments, 'booking-cancel', { passengers: passengers.filter(isActive) });
    return toOrderView(actor, { ...locked, order }, segments, passengers);
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
      const locked = await lockOrder(tx, actor, orderId, 'bookingToTicketing');
      const booked = locked.order;
      if (!booked.bookingExpiresAt || booked.bookingExpiresAt <= now) throw new AppError(409, 'BOOKING_EXPIRED');
      const { segments, passengers } = locked;
      assertSalesOpen(segments, 'ticketing', now);
      const order = await applyTransition(tx, {
        actor,
        order: booked,
        operation: 'bookingToTicketing',
        now,
        set: { bookingExpiresAt: null, ticketedAt: now, paid: booked.payable },
        condition: gt(orders.bookingExpiresAt, now),
        failure: () => new AppError(409, 'BOOKING_EXPIRED'),
        newValues: { paid: booked.payable },
      });
      const numbered = await numberTickets(tx, order, passengers, now);
      await queueOrderMail(tx, locked, order, segments, 'issue-ticket', {
        passengers: numbered.filter(isActive),
        amount: order.payable,
      });
      await chargeAgent(tx, actor, order, now);
      return toOrderView(actor, { ...locked, order }, segments, numbered);
    },
  );
}
