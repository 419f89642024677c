import type { z } from 'zod';
import {
  hotelPenalty,
  daysBeforeCheckIn,
  todayIsoDate,
  type THotelOrder,
  type ZHotelRefundRequest,
} from '@frs/contract';
import { fieldErrors } from '../../lib/app-error';
import { moveRoomNights } from '../hotels';
import { enqueueMails } from '../mail';
import { moveRefundMoney, refundOf, runOrderOperation, type TOrderInputCall } from '../order-engine';
import { applyHotelTransition, hotelOrderLine, staysOf } from './hotel-order-line';
import { guestName, leadGuests, roomLabel, stayOf } from './order-details';
import { hotelRefundMails } from './order-mail';
import { markRoomsRefunded } from './package-parts';
import { nightBasis, toHotelOrderView } from './order-view';

/**
 * POST /api/hotelOrders/refund/{id} (staff): a confirmed stay is refunded whole. Each room gives back what was paid
 * for it less its penalty: the cancellation policy's of the room (by days before check-in), or the staff's own
 * penalty for the whole order, shared over the rooms in proportion to their price (never more than was paid). The
 * nights go back to the hotel's allotment.
 */
export function refundHotelOrder(call: TOrderInputCall<z.output<typeof ZHotelRefundRequest>>): Promise<THotelOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'refund', scope: `hotelOrders.refund:${orderId}`, request: input } as const;
  return runOrderOperation(hotelOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order } = locked;
    const agentPays = order.agentId !== null;
    const daysLeft = daysBeforeCheckIn(todayIsoDate(now), stayOf(locked).checkIn);
    const active = locked.rooms.filter((room) => room.status === 'active');
    const prices = active.map((room) => nightBasis(room, agentPays).reduce((sum, night) => sum + night, 0));
    const paidForRooms = prices.reduce((sum, price) => sum + price, 0);
    if (input.penalty !== undefined && input.penalty > paidForRooms) throw fieldErrors({ penalty: 'penaltyTooHigh' });
    // The staff's penalty is shared over the rooms by price; the last room takes what rounding leaves.
    let shared = input.penalty ?? 0;
    const plans = active.map((room, index) => {
      const price = prices[index]!;
      let penalty: number;
      if (input.penalty === undefined) {
        penalty = hotelPenalty(room.cancellationPolicy, nightBasis(room, agentPays), daysLeft);
      } else {
        penalty =
          index === active.length - 1
            ? shared
            : Math.min(shared, paidForRooms === 0 ? 0 : Math.floor((input.penalty * price) / paidForRooms));
        shared -= penalty;
      }
      return { room, back: price, penalty };
    });
    await markRoomsRefunded(
      tx,
      plans.map((plan) => ({ ...plan, id: plan.room.id })),
      now,
    );
    const refund = refundOf(
      order,
      plans,
      (plan) => `${roomLabel(plan.room)}: ${plan.room.guests.map(guestName).join(', ')}`,
    );
    const { back: totalBack, penalty: totalPenalty } = refund;
    const names = leadGuests(active);
    const given = totalBack - totalPenalty;
    const updated = await applyHotelTransition(tx, {
      actor,
      order,
      operation: 'refund',
      now,
      set: {
        gross: 0,
        commission: 0,
        net: 0,
        payable: 0,
        ...refund.money,
      },
      oldValues: { payable: order.payable, paid: order.paid },
      newValues: {
        refunds: refund.lines,
        payable: 0,
        paid: order.paid - given,
      },
    });
    await enqueueMails(
      tx,
      hotelRefundMails(
        locked,
        updated,
        plans.map((plan) => ({ room: plan.room, amount: plan.back - plan.penalty, penalty: plan.penalty })),
      ),
    );
    await moveRoomNights(tx, 'releaseSold', staysOf(active));
    await moveRefundMoney(tx, { order, actor, back: totalBack, penalty: totalPenalty, names, now });
    const rooms = locked.rooms.map((room) => {
      const plan = plans.find((candidate) => candidate.room.id === room.id);
      return plan
        ? { ...room, status: 'refunded' as const, refundPenalty: plan.penalty, refundAmount: plan.back - plan.penalty }
        : room;
    });
    return toHotelOrderView(actor, { ...locked, order: updated, rooms }, now);
  });
}
