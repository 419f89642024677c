import type { TOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BalanceCheckPanel } from '../../../components/orders/balance-check';
import { failureMessage, HoldActionBar, useHoldActions } from '../../../components/orders/hold-actions';
import { Countdown } from '../../../components/orders/countdown';
import { OrderPassengersTable, OrderPrices, OrderSegments } from '../components/order-summary';
import { cancelPreOrder, placeOrder } from '../api';

/**
 * A hold: its PNR and a live countdown to `holdExpiresAt`, the order, the paying agent's balance against the price,
 * and the choice: booking (pay later) or ticketing (pay now), or cancelling the hold. Only the operations the order
 * lists are offered. Ticketing with a short balance is refused here before the server would.
 */
export function HoldPanel({
  order,
  onChanged,
  onExpired,
}: {
  order: TOrder;
  onChanged: (order: TOrder) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const actions = useHoldActions({
    order,
    place: placeOrder,
    cancelHold: cancelPreOrder,
    onPlaced: onChanged,
    onCancelled: onChanged,
    refusedShort: t('checkout.refusedShort'),
  });
  const { check, holdExpired, refusal, placing } = actions;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="hold-panel">
      {holdExpired ? (
        <Alert severity="error" data-testid="hold-expired">
          {t('checkout.holdExpired')}
        </Alert>
      ) : (
        <Alert severity="info" data-testid="hold-active">
          <Typography component="span" variant="body2">
            {t('checkout.held', { pnr: order.pnr })}{' '}
          </Typography>
          {order.holdExpiresAt && (
            <>
              <Typography component="span" variant="body2">
                {t('checkout.timeLeft')}{' '}
              </Typography>
              <Countdown
                expiresAt={order.holdExpiresAt}
                label={t('checkout.timeLeft')}
                testId="hold-countdown"
                onExpire={() => {
                  actions.markExpired();
                  onExpired();
                }}
              />
            </>
          )}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6" data-testid="hold-pnr">
          {t('order.pnr')}: {order.pnr}
        </Typography>
        <OrderSegments order={order} />
        <OrderPassengersTable order={order} />
        <OrderPrices order={order} />
        {check && !holdExpired && <BalanceCheckPanel check={check} />}
      </Paper>
      {refusal && (
        <Alert severity="error" data-testid="checkout-refusal">
          {refusal}
        </Alert>
      )}
      {placing.isError && !holdExpired && (
        <Alert severity="error" data-testid="checkout-order-error">
          {failureMessage(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <HoldActionBar
        actions={actions}
        texts={{
          cancel: t('checkout.cancelHold'),
          book: t('checkout.book'),
          payNow: t('checkout.ticket'),
          cancelTitle: t('checkout.cancelHoldTitle', { pnr: order.pnr }),
          cancelText: t('checkout.cancelHoldText'),
        }}
        testIds={{
          cancel: 'hold-cancel',
          book: 'hold-book',
          payNow: 'hold-ticket',
          cancelDialog: 'hold-cancel-dialog',
        }}
      />
    </Box>
  );
}
