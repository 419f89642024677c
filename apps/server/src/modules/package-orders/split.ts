import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TPackageBreakdown, TPackageOrder, ZPackageSplitRequest } from '@frs/contract';
import { packageOrders } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { insertSplitOrder, recordSplitFrom, runOrderOperation, totalsOf, type TOrderInputCall } from '../order-engine';
import { travellerIdsOf } from './order-details';
import { packageOrderViewIn } from './order-view';
import { applyPackageTransition, packageOrderLine } from './package-order-line';
import { shareInProportion } from './traveller-prices';

/** The parts of a package's gross, shared between the two orders of a split in proportion to their prices. */
function splitBreakdown(breakdown: TPackageBreakdown, moved: number, kept: number) {
  const parts = (Object.keys(breakdown) as (keyof TPackageBreakdown)[]).map((key) => {
    const [created = 0, original = 0] = shareInProportion(breakdown[key], [moved, kept]);
    return { key, created, original };
  });
  const pick = (side: 'created' | 'original') =>
    Object.fromEntries(parts.map((part) => [part.key, part[side]])) as TPackageBreakdown;
  return { created: pick('created'), original: pick('original') };
}

/**
 * POST /api/packageOrders/split/{id}: the chosen travellers move to a new order under a new PNR, with their whole
 * rooms (a room never sleeps in two orders: choosing part of a room is a 400), the same flights, hotel, package,
 * status, rates and contact. Both orders keep an adult for their infants (409 otherwise). Money is divided by
 * traveller: the new order takes its travellers' prices and, once ticketed, what was paid for them. No balance moves.
 */
export function splitPackageOrder(
  call: TOrderInputCall<z.output<typeof ZPackageSplitRequest>>,
): Promise<{ original: TPackageOrder; created: TPackageOrder }> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'split', scope: `packageOrders.split:${orderId}`, request: input } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, passengers } = locked;
    const moving = flights.activeById(passengers, [...new Set(input.passengerIds)], 'passengerIds');
    const movingIds = new Set(moving.map((passenger) => passenger.id));
    const staying = passengers.filter((passenger) => flights.isActive(passenger) && !movingIds.has(passenger.id));
    if (staying.length === 0) throw flights.lastPassenger('passengerIds');
    const activeRooms = locked.rooms.filter((room) => room.status === 'active');
    const movingRooms = activeRooms.filter((room) => travellerIdsOf(room).some((id) => movingIds.has(id)));
    const partial = movingRooms.some((room) =>
      travellerIdsOf(room).some((id) => !movingIds.has(id) && staying.some((passenger) => passenger.id === id)),
    );
    if (partial) throw fieldErrors({ passengerIds: 'roomMovesWhole' });
    for (const group of [moving, staying]) {
      const violation = flights.adultRuleViolation(group);
      if (violation) throw flights.adultRuleError('passengerIds', violation);
    }
    const agentPays = order.agentId !== null;
    const createdTotals = totalsOf(moving, agentPays, 0, 0);
    const keptTotals = totalsOf(staying, agentPays, 0, order.fees);
    const movedPaid = order.status === 'ticketed' ? createdTotals.payable : 0;
    const breakdown = splitBreakdown(locked.pkg.breakdown, createdTotals.gross, keptTotals.gross);

    const created = await insertSplitOrder(tx, { actor, order, totals: createdTotals, paid: movedPaid, now });
    await flights.moveTravellersToOrder(tx, {
      fromOrderId: order.id,
      passengerIds: [...movingIds],
      orderId: created.id,
      now,
    });
    await hotels.moveRoomsToOrder(tx, { orderRoomIds: movingRooms.map((room) => room.id), orderId: created.id, now });
    const { pkg } = locked;
    await tx.insert(packageOrders).values({
      orderId: created.id,
      offerId: pkg.offer.id,
      hotelId: locked.hotel.id,
      tourManagerId: pkg.tourManager.id,
      nights: pkg.nights,
      checkIn: pkg.checkIn,
      checkOut: pkg.checkOut,
      services: pkg.services,
      breakdown: breakdown.created,
      commissionPercent: pkg.commissionPercent,
      cancellationPolicy: pkg.cancellationPolicy,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(packageOrders)
      .set({ breakdown: breakdown.original, updatedAt: now })
      .where(eq(packageOrders.orderId, order.id));
    const names = moving.map(flights.passengerName);
    await applyPackageTransition(tx, {
      actor,
      order,
      operation: 'split',
      now,
      set: { ...keptTotals, paid: order.paid - movedPaid },
      oldValues: { payable: order.payable },
      newValues: { payable: keptTotals.payable, passengers: names, newPnr: created.pnr },
    });
    await recordSplitFrom(tx, { actor, from: order, created, passengers: names });
    return {
      original: await packageOrderViewIn(tx, actor, order.id),
      created: await packageOrderViewIn(tx, actor, created.id),
    };
  });
}
