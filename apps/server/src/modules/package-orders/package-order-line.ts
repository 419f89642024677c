import { eq } from 'drizzle-orm';
import {
  PACKAGE_ORDER_LIFECYCLE,
  type TOrderHistoryValues,
  type TOrderPassengerStatus,
  type TPackageOrderOperation,
  type TPassengerType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { moveSeats, seatsPerClass, type TSeatMove } from '../flights';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { moveRoomNights, type TRoomNightMove } from '../hotels';
import { applyTransition, type TOrderProductLine, type TOrderRow, type TTransition } from '../order-engine';
import { readPackageOrderDetails, type TPackageOrderDetails } from './order-details';
import { queuePackageMail } from './order-mail';

/**
 * Package orders, the order engine's third product line: the contract's package lifecycle, the order read with its
 * flights, travellers, hotel, rooms and package row in one prepared statement, and what an expiry gives back (the
 * seats on both flights and the nights of the rooms) and mails (`package-cancel`).
 */

/** Seats and nights of a package order together: the classes first, then the nights, in every operation. */
export async function movePackageStock(
  tx: TExecutor,
  moves: { seats: TSeatMove; nights: TRoomNightMove },
  details: {
    segments: readonly { classId: number }[];
    passengers: readonly { status: TOrderPassengerStatus; type: TPassengerType }[];
    rooms: readonly { roomId: number; checkIn: string; checkOut: string; status: TOrderPassengerStatus }[];
  },
): Promise<void> {
  const short = await moveSeats(
    tx,
    moves.seats,
    seatsPerClass(details.segments, flights.seatTakers(details.passengers)),
  );
  if (short !== null) throw new AppError(409, 'NOT_ENOUGH_SEATS');
  await moveRoomNights(tx, moves.nights, hotels.staysOf(details.rooms));
}

const release = (seats: TSeatMove, nights: TRoomNightMove) => async (tx: TExecutor, orderIds: readonly number[]) => {
  for (const orderId of orderIds) {
    const details = await readPackageOrderDetails(tx, orderId);
    if (details) await movePackageStock(tx, { seats, nights }, details);
  }
};

/** Expired holds and bookings are told to their contact and agent. */
async function mailExpired(tx: TExecutor, expired: readonly TOrderRow[]): Promise<void> {
  for (const order of expired) await queuePackageMail(tx, order.id, 'package-cancel', { expired: true });
}

export const packageOrderLine: TOrderProductLine<TPackageOrderDetails, TPackageOrderOperation> = {
  name: 'package',
  lifecycle: PACKAGE_ORDER_LIFECYCLE,
  readDetails: readPackageOrderDetails,
  ordersWhere: eq(orders.productLine, 'package'),
  expiry: {
    hold: { operation: 'expireHold', release: release('releaseHold', 'releaseHold') },
    booking: { operation: 'expireBooking', release: release('releaseSold', 'releaseSold'), notify: mailExpired },
  },
};

/** A package order's transition (the engine's applyTransition), its history in the contract's vocabulary. */
export function applyPackageTransition(
  tx: TExecutor,
  transition: TTransition<TPackageOrderOperation, TOrderHistoryValues>,
): Promise<TOrderRow> {
  return applyTransition(tx, packageOrderLine, transition);
}
