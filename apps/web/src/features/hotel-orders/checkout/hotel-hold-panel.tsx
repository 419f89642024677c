import type { THotelOrder } from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useHoldActions } from '../../../components/orders/hold-actions';
import { HoldPanelFrame } from '../../../components/orders/hold-panel-frame';
import { formatAmd } from '../../../lib/format';
import { cancelHotelPreOrder, placeHotelOrder } from '../api';

/** The rooms held and their guests, lead guest first. */
function HeldRooms({ order }: { order: THotelOrder }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid="hold-rooms">
      {order.rooms.map((room, index) => (
        <li key={room.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('hotelCheckout.roomTitle', { number: index + 1, room: room.categoryName })} ·{' '}
            {t(`enums.mealType.${room.mealType}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {room.guests
              .map((guest) =>
                guest.type === 'child' && guest.age !== null
                  ? `${guest.firstName} ${guest.lastName} (${t('hotelCheckout.childAged', { age: guest.age })})`
                  : `${guest.firstName} ${guest.lastName}`,
              )
              .join(', ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
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
      <HeldRooms order={order} />
      <Typography sx={{ fontWeight: 700 }} data-testid="hotel-hold-payable">
        {t('hotelCheckout.toPay', { amount: formatAmd(order.totals.payable, amd) })}
      </Typography>
    </HoldPanelFrame>
  );
}
