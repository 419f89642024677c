import type { THotelOrder } from '@frs/contract';
import type { TFunction } from 'i18next';
import type { THeldRoom } from '../../../components/orders/held-rooms';
import { stayHoldPanelOf } from '../../../components/orders/stay-hold-panel';
import { cancelHotelPreOrder, placeHotelOrder } from '../api';

/** The rooms held and their guests, lead guest first. */
function heldRooms(order: THotelOrder, t: TFunction): THeldRoom[] {
  return order.rooms.map((room, index) => ({
    id: room.id,
    title: t('hotelCheckout.roomTitle', { number: index + 1, room: room.categoryName }),
    mealType: room.mealType,
    people: room.guests.map((guest) =>
      guest.type === 'child' && guest.age !== null
        ? `${guest.firstName} ${guest.lastName} (${t('hotelCheckout.childAged', { age: guest.age })})`
        : `${guest.firstName} ${guest.lastName}`,
    ),
  }));
}

/**
 * A hold: its PNR and a live countdown to `holdExpiresAt`, the rooms and guests, the price, the paying agent's
 * balance, and the choice: book (pay later) or confirm and pay now, or cancel the hold. Only the operations the order
 * lists are offered; each kind of action keeps its own Idempotency-Key across retries. After booking or confirming,
 * `onPlaced` takes the reader to the order.
 */
export const HotelHoldPanel = stayHoldPanelOf<THotelOrder>({
  rooms: heldRooms,
  calls: { place: placeHotelOrder, cancelHold: cancelHotelPreOrder },
  texts: { keyOf: (text) => `hotelCheckout.${text}`, payNow: 'hotelCheckout.confirm' },
  testIds: { prefix: 'hotel-hold', payNow: 'hotel-hold-confirm', rooms: 'hold-rooms' },
});
