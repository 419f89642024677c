import type { THotelOrder, THotelOrderRequest } from '@frs/contract';
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
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { cancelHotelPreOrder, placeHotelOrder } from '../api';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

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
  const invalidate = useInvalidateAfterOrderChange();
  const check = useBalanceCheck(order);
  const [expired, setExpired] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const bookingKey = useIdempotencyKey();
  const ticketingKey = useIdempotencyKey();
  const cancelKey = useIdempotencyKey();
  const placing = useMutation({
    mutationFn: (request: THotelOrderRequest) =>
      placeHotelOrder(request, request.mode === 'ticketing' ? ticketingKey.key : bookingKey.key),
    onSuccess: async (updated, request) => {
      (request.mode === 'ticketing' ? ticketingKey : bookingKey).renew();
      onPlaced(updated);
      await invalidate();
    },
  });
  const cancel = useMutation({
    mutationFn: () => cancelHotelPreOrder(order.id, cancelKey.key),
    onSuccess: async (updated) => {
      cancelKey.renew();
      setCancelling(false);
      onCancelled(updated);
      await invalidate();
    },
  });
  const holdExpired = expired || (placing.error instanceof ApiError && placing.error.code === 'HOLD_EXPIRED');
  const can = (operation: THotelOrder['operations'][number]) => !holdExpired && order.operations.includes(operation);
  const amd = t('header.amdSign');

  const confirmNow = () => {
    setRefusal(null);
    if (check?.short) {
      setRefusal(t('hotelCheckout.refusedShort'));
      return;
    }
    placing.mutate({ orderId: order.id, mode: 'ticketing' });
  };

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
                onExpire={() => setExpired(true)}
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
          {errorText(placing.error, t('errors.GENERIC'))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        {can('cancelPreOrder') && (
          <Button color="error" onClick={() => setCancelling(true)} data-testid="hotel-hold-cancel">
            {t('hotelCheckout.cancelHold')}
          </Button>
        )}
        {can('book') && (
          <Button
            variant="outlined"
            loading={placing.isPending && placing.variables.mode === 'booking'}
            disabled={placing.isPending}
            onClick={() => placing.mutate({ orderId: order.id, mode: 'booking' })}
            data-testid="hotel-hold-book"
          >
            {t('hotelCheckout.book')}
          </Button>
        )}
        {can('ticket') && (
          <Button
            variant="contained"
            loading={placing.isPending && placing.variables.mode === 'ticketing'}
            disabled={placing.isPending}
            onClick={confirmNow}
            data-testid="hotel-hold-confirm"
          >
            {t('hotelCheckout.confirm')}
          </Button>
        )}
      </Box>
      {cancelling && (
        <ConfirmDialog
          title={t('hotelCheckout.cancelHoldTitle', { pnr: order.pnr })}
          text={t('hotelCheckout.cancelHoldText')}
          confirmLabel={t('hotelCheckout.cancelHold')}
          busy={cancel.isPending}
          error={cancel.isError ? errorText(cancel.error, t('errors.GENERIC')) : null}
          onConfirm={() => cancel.mutate()}
          onClose={() => setCancelling(false)}
          testId="hotel-hold-cancel-dialog"
        />
      )}
    </Box>
  );
}
