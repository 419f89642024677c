import type { TPackageOrder } from '@frs/contract';
import type { TFunction } from 'i18next';
import type { THeldRoom } from '../../../components/orders/held-rooms';
import { stayHoldPanelOf } from '../../../components/orders/stay-hold-panel';
import { cancelPackagePreOrder, placePackageOrder } from '../reservations/package-orders-api';
import { travellerName } from '../reservations/package-order-format';

/** The rooms held, each with its travellers. */
function heldRooms(order: TPackageOrder, t: TFunction): THeldRoom[] {
  const byId = new Map(order.passengers.map((passenger) => [passenger.id, passenger]));
  return order.rooms.map((room, index) => ({
    id: room.id,
    title: t('packageOrders.roomTitle', { number: index + 1, room: room.categoryName }),
    mealType: room.mealType,
    people: room.passengerIds
      .map((id) => byId.get(id))
      .flatMap((passenger) => (passenger ? [travellerName(passenger)] : [])),
  }));
}

/**
 * A package hold: its PNR and a live countdown, the rooms and their travellers, the price, the paying agent's
 * balance, and the choice: book (pay later), ticket now (one charge, the tickets and the voucher), or cancel the
 * hold. Only the operations the order lists are offered; each kind of action keeps its own Idempotency-Key across
 * retries, and ticketing with a short balance is refused before asking. After booking or ticketing, `onPlaced` takes
 * the reader to the order.
 */
export const PackageHoldPanel = stayHoldPanelOf<TPackageOrder>({
  rooms: heldRooms,
  calls: { place: placePackageOrder, cancelHold: cancelPackagePreOrder },
  texts: { keyOf: (text) => `packageOrders.checkout.${text}`, payNow: 'packageOrders.checkout.ticket' },
  testIds: { prefix: 'package-hold', payNow: 'package-hold-ticket', rooms: 'package-hold-rooms' },
});
