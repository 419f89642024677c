import type { TOrder, TOrderRequest } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BalanceCheckPanel, useBalanceCheck } from '../../../components/orders/balance-check';
import { Countdown } from '../../../components/orders/countdown';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { OrderPassengersTable, OrderPrices, OrderSegments } from '../components/order-summary';
import { cancelPreOrder, placeOrder } from '../api';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

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
  const invalidate = useInvalidateAfterOrderChange();
  const check = useBalanceCheck(order);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // One key per kind of action, kept across retries of that action (a lost answer must not charge twice).
  const bookingKey = useIdempotencyKey();
  const ticketingKey = useIdempotencyKey();
  const cancelKey = useIdempotencyKey();
  const placing = useMutation({
    mutationFn: (request: TOrderRequest) =>
      placeOrder(request, request.mode === 'ticketing' ? ticketingKey.key : bookingKey.key),
    onSuccess: async (updated, request) => {
      (request.mode === 'ticketing' ? ticketingKey : bookingKey).renew();
      onChanged(updated);
      await invalidate();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelPreOrder(order.id, cancelKey.key),
    onSuccess: async (updated) => {
      cancelKey.renew();
      setCancelling(false);
      onChanged(updated);
      await invalidate();
    },
  });
  const holdExpired = expired || (placing.error instanceof ApiError && placing.error.code === 'HOLD_EXPIRED');
  const can = (operation: TOrder['operations'][number]) => !holdExpired && order.operations.includes(operation);

  const ticket = () => {
    setRefusal(null);
    if (check?.short) {
      setRefusal(t('checkout.refusedShort'));
      return;
    }
    placing.mutate({ orderId: order.id, mode: 'ticketing' });
  };

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
                  setExpired(true);
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
          {errorText(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        {can('cancelPreOrder') && (
          <Button color="error" onClick={() => setCancelling(true)} data-testid="hold-cancel">
            {t('checkout.cancelHold')}
          </Button>
        )}
        {can('book') && (
          <Button
            variant="outlined"
            loading={placing.isPending && placing.variables.mode === 'booking'}
            disabled={placing.isPending}
            onClick={() => placing.mutate({ orderId: order.id, mode: 'booking' })}
            data-testid="hold-book"
          >
            {t('checkout.book')}
          </Button>
        )}
        {can('ticket') && (
          <Button
            variant="contained"
            loading={placing.isPending && placing.variables.mode === 'ticketing'}
            disabled={placing.isPending}
            onClick={ticket}
            data-testid="hold-ticket"
          >
            {t('checkout.ticket')}
          </Button>
        )}
      </Box>
      {cancelling && (
        <ConfirmDialog
          title={t('checkout.cancelHoldTitle', { pnr: order.pnr })}
          text={t('checkout.cancelHoldText')}
          confirmLabel={t('checkout.cancelHold')}
          busy={cancel.isPending}
          error={cancel.isError ? errorText(cancel.error, t('errors.GENERIC')) : null}
          onConfirm={() => cancel.mutate()}
          onClose={() => setCancelling(false)}
          testId="hold-cancel-dialog"
        />
      )}
    </Box>
  );
}
