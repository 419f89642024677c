import type { THotelOrder, TOrderTotals, TPackageOrder } from '@frs/contract';

/**
 * What the hotel and package order fixtures share (both are a paid stay an agent booked): the order's author and its
 * paid dates, the hotel, the room's category and the totals of a paid order. Each line's fixture adds its own.
 */

const DEMO_TRAVEL = { id: 7, name: 'Demo Travel' };

/** The author and dates of an order the agent Demo Travel made and paid: no hold or booking deadline left. */
export function paidAgentOrderFields(createdAt: string, ticketedAt: string) {
  return {
    status: 'ticketed',
    agent: DEMO_TRAVEL,
    createdBy: DEMO_TRAVEL,
    createdAt,
    holdExpiresAt: null,
    bookingExpiresAt: null,
    ticketedAt,
  } as const;
}

/** A four-star hotel without photos (both lines' orders carry the same hotel summary). */
export function fourStarHotel(
  place: Pick<THotelOrder['hotel'], 'name' | 'city' | 'country' | 'address' | 'provider'>,
): THotelOrder['hotel'] & TPackageOrder['hotel'] {
  return { id: 3, category: 4, photoUploadIds: [], ...place };
}

/** The booked room: a deluxe double with breakfast, still active. */
export const DELUXE_DOUBLE_ROOM = {
  id: 61,
  roomId: 8,
  categoryName: 'Deluxe double',
  mealType: 'BB',
  status: 'active',
} as const;

/** The totals of an order paid in full, priced for an agent: what is payable and paid is the net, no discount. */
export function paidTotals(gross: number, commission: number): TOrderTotals {
  const net = gross - commission;
  return { gross, commission, net, discount: 0, payable: net, paid: net, refunded: 0, penalties: 0 };
}
