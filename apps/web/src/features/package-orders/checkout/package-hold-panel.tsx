import type { TPackageOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BalanceCheckPanel } from '../../../components/orders/balance-check';
import { Countdown } from '../../../components/orders/countdown';
import { failureMessage, HoldActionBar, useHoldActions } from '../../../components/orders/hold-actions';
import { formatAmd } from '../../../lib/format';
import { cancelPackagePreOrder, placePackageOrder } from '../reservations/package-orders-api';
import { travellerName } from '../reservations/package-order-format';

/** The rooms held, each with its travellers. */
function HeldRooms({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const byId = new Map(order.passengers.map((passenger) => [passenger.id, passenger]));
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} data-testid="package-hold-rooms">
      {order.rooms.map((room, index) => (
        <li key={room.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('packageOrders.roomTitle', { number: index + 1, room: room.categoryName })} ·{' '}
            {t(`enums.mealType.${room.mealType}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {room.passengerIds
              .map((id) => byId.get(id))
              .flatMap((passenger) => (passenger ? [travellerName(passenger)] : []))
              .join(', ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/**
 * A package hold: its PNR and a live countdown, the rooms and their travellers, the price, the paying agent's
 * balance, and the choice: book (pay later), ticket now (one charge, the tickets and the voucher), or cancel the
 * hold. Only the operations the order lists are offered; each kind of action keeps its own Idempotency-Key across
 * retries, and ticketing with a short balance is refused before asking. After booking or ticketing, `onPlaced` takes
 * the reader to the order.
 */
export function PackageHoldPanel({
  order,
  onPlaced,
  onCancelled,
  onStartOver,
}: {
  order: TPackageOrder;
  onPlaced: (order: TPackageOrder) => void;
  onCancelled: (order: TPackageOrder) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const actions = useHoldActions({
    order,
    place: placePackageOrder,
    cancelHold: cancelPackagePreOrder,
    onPlaced,
    onCancelled,
    refusedShort: t('packageOrders.checkout.refusedShort'),
  });
  const { check, holdExpired, refusal, placing } = actions;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="package-hold-panel">
      {holdExpired ? (
        <Alert
          severity="error"
          data-testid="package-hold-expired"
          action={
            <Button color="inherit" size="small" onClick={onStartOver} data-testid="package-hold-start-over">
              {t('packageOrders.checkout.startOver')}
            </Button>
          }
        >
          {t('packageOrders.checkout.holdExpired')}
        </Alert>
      ) : (
        <Alert severity="info" data-testid="package-hold-active">
          <Typography component="span" variant="body2">
            {t('packageOrders.checkout.held', { pnr: order.pnr })}{' '}
          </Typography>
          {order.holdExpiresAt && (
            <>
              <Typography component="span" variant="body2">
                {t('checkout.timeLeft')}{' '}
              </Typography>
              <Countdown
                expiresAt={order.holdExpiresAt}
                label={t('checkout.timeLeft')}
                testId="package-hold-countdown"
                onExpire={actions.markExpired}
              />
            </>
          )}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
        <Typography component="h2" variant="h6" data-testid="package-hold-pnr">
          {t('order.pnr')}: {order.pnr}
        </Typography>
        <HeldRooms order={order} />
        <Typography sx={{ fontWeight: 700 }} data-testid="package-hold-payable">
          {t('packageOrders.checkout.toPay', { amount: formatAmd(order.totals.payable, t('header.amdSign')) })}
        </Typography>
        {check && !holdExpired && <BalanceCheckPanel check={check} />}
      </Paper>
      {refusal && (
        <Alert severity="error" data-testid="package-hold-refusal">
          {refusal}
        </Alert>
      )}
      {placing.isError && !holdExpired && (
        <Alert severity="error" data-testid="package-hold-error">
          {failureMessage(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <HoldActionBar
        actions={actions}
        texts={{
          cancel: t('packageOrders.checkout.cancelHold'),
          book: t('packageOrders.checkout.book'),
          payNow: t('packageOrders.checkout.ticket'),
          cancelTitle: t('packageOrders.checkout.cancelHoldTitle', { pnr: order.pnr }),
          cancelText: t('packageOrders.checkout.cancelHoldText'),
        }}
        testIds={{
          cancel: 'package-hold-cancel',
          book: 'package-hold-book',
          payNow: 'package-hold-ticket',
          cancelDialog: 'package-hold-cancel-dialog',
        }}
      />
    </Box>
  );
}
