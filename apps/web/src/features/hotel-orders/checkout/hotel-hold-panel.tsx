import type { THotelOrder } from '@frs/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HeldRooms, type THeldRoom } from '../../../components/orders/held-rooms';
import { useHoldActions } from '../../../components/orders/hold-actions';
import { HoldPanelFrame } from '../../../components/orders/hold-panel-frame';
import { formatAmd } from '../../../lib/format';
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
export function HotelHoldPanel({
  order,
  onPlaced,
  onCancelled,
  onStartOver,
}: {
  order: THotelOrder;
  onPlaced: (order: THotelOrder) => void;
  onCancelled: (order: THotelOrder) => void;
  /** Back to the guests form of the same stay, for a new hold. */
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const actions = useHoldActions({
    order,
    place: placeHotelOrder,
    cancelHold: cancelHotelPreOrder,
    onPlaced,
    onCancelled,
    refusedShort: t('hotelCheckout.refusedShort'),
  });
  const amd = t('header.amdSign');

  return (
    <HoldPanelFrame
      order={order}
      actions={actions}
      onStartOver={onStartOver}
      texts={{
        held: t('hotelCheckout.held', { pnr: order.pnr }),
        holdExpired: t('hotelCheckout.holdExpired'),
        startOver: t('hotelCheckout.startOver'),
        cancel: t('hotelCheckout.cancelHold'),
        book: t('hotelCheckout.book'),
        payNow: t('hotelCheckout.confirm'),
        cancelTitle: t('hotelCheckout.cancelHoldTitle', { pnr: order.pnr }),
        cancelText: t('hotelCheckout.cancelHoldText'),
      }}
      testIds={{
        prefix: 'hotel-hold',
        payNow: 'hotel-hold-confirm',
        refusal: 'hotel-hold-refusal',
        error: 'hotel-hold-error',
      }}
    >
      <HeldRooms rooms={heldRooms(order, t)} testId="hold-rooms" />
      <Typography sx={{ fontWeight: 700 }} data-testid="hotel-hold-payable">
        {t('hotelCheckout.toPay', { amount: formatAmd(order.totals.payable, amd) })}
      </Typography>
    </HoldPanelFrame>
  );
}
