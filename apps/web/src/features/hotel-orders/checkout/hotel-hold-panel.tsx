import type { THotelOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BalanceCheckPanel } from '../../../components/orders/balance-check';
import { failureMessage, HoldActionBar, useHoldActions } from '../../../components/orders/hold-actions';
import { Countdown } from '../../../components/orders/countdown';
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
  const { check, holdExpired, refusal, placing } = actions;
  const amd = t('header.amdSign');

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="hotel-hold-panel">
      {holdExpired ? (
        <Alert
          severity="error"
          data-testid="hotel-hold-expired"
          action={
            <Button color="inherit" size="small" onClick={onStartOver} data-testid="hotel-hold-start-over">
              {t('hotelCheckout.startOver')}
            </Button>
          }
        >
          {t('hotelCheckout.holdExpired')}
        </Alert>
      ) : (
        <Alert severity="info" data-testid="hotel-hold-active">
          <Typography component="span" variant="body2">
            {t('hotelCheckout.held', { pnr: order.pnr })}{' '}
          </Typography>
          {order.holdExpiresAt && (
            <>
              <Typography component="span" variant="body2">
                {t('checkout.timeLeft')}{' '}
              </Typography>
              <Countdown
                expiresAt={order.holdExpiresAt}
                label={t('checkout.timeLeft')}
                testId="hotel-hold-countdown"
                onExpire={actions.markExpired}
              />
            </>
          )}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6" data-testid="hotel-hold-pnr">
          {t('order.pnr')}: {order.pnr}
        </Typography>
        <HeldRooms order={order} />
        <Typography sx={{ fontWeight: 700 }} data-testid="hotel-hold-payable">
          {t('hotelCheckout.toPay', { amount: formatAmd(order.totals.payable, amd) })}
        </Typography>
        {check && !holdExpired && <BalanceCheckPanel check={check} />}
      </Paper>
      {refusal && (
        <Alert severity="error" data-testid="hotel-hold-refusal">
          {refusal}
        </Alert>
      )}
      {placing.isError && !holdExpired && (
        <Alert severity="error" data-testid="hotel-hold-error">
          {failureMessage(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <HoldActionBar
        actions={actions}
        texts={{
          cancel: t('hotelCheckout.cancelHold'),
          book: t('hotelCheckout.book'),
          payNow: t('hotelCheckout.confirm'),
          cancelTitle: t('hotelCheckout.cancelHoldTitle', { pnr: order.pnr }),
          cancelText: t('hotelCheckout.cancelHoldText'),
        }}
        testIds={{
          cancel: 'hotel-hold-cancel',
          book: 'hotel-hold-book',
          payNow: 'hotel-hold-confirm',
          cancelDialog: 'hotel-hold-cancel-dialog',
        }}
      />
    </Box>
  );
}
