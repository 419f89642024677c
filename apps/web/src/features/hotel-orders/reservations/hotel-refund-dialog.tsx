import { moneyText, type THotelOrder, type THotelRefundRequest } from '@frs/contract';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { refundHotelOrder } from '../orders-api';
import { CancellationPolicy } from './cancellation-policy';
import { OperationDialog } from '../../../components/orders/operation-dialog';
import { announceIfHeld } from '../../../components/orders/approval-sent';

/** The override typed in AMD (major units), converted exactly to minor units by the contract's rule. */
const penaltyField = moneyText();

/** The override's own mistake, or null when it is empty or fine. */
function penaltyProblem(text: string, paid: number): 'invalidAmount' | 'penaltyTooHigh' | null {
  if (!text.trim()) return null;
  const parsed = penaltyField.safeParse(text);
  if (!parsed.success) return 'invalidAmount';
  return parsed.data > paid ? 'penaltyTooHigh' : null;
}

/**
 * Refund (staff): the whole stay goes back to the payer less a penalty, the cancellation policy's as of today
 * (`refundPenaltyToday`) unless the staff member types another. The dialog shows what was paid, the penalty and
 * what goes back, live; it keeps one Idempotency-Key until the refund succeeds.
 */
export function HotelRefundDialog({ order, onClose }: { order: THotelOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const [penaltyText, setPenaltyText] = useState('');
  const mutation = useMutation({
    mutationFn: (request: THotelRefundRequest) => refundHotelOrder(order.id, request, idempotency.key),
    onSuccess: async (result) => {
      // A refund above the threshold waits for approval: the shell says "sent for approval" (issue 19).
      announceIfHeld(result);
      idempotency.renew();
      onClose();
      await invalidate();
    },
  });

  const paid = order.totals.paid;
  const problem = penaltyProblem(penaltyText, paid);
  const parsed = penaltyText.trim() && !problem ? penaltyField.safeParse(penaltyText) : null;
  const override = parsed?.success ? parsed.data : null;
  const penalty = override ?? order.refundPenaltyToday;
  const serverError = mutation.error instanceof ApiError ? mutation.error : null;
  const serverPenaltyError = serverError?.fieldErrors.penalty;
  const fieldError = problem
    ? problem === 'penaltyTooHigh'
      ? t('hotelOrders.refund.penaltyTooHigh')
      : t(`fieldErrors.${problem}`)
    : (serverPenaltyError ?? null);
  const serverMessage = mutation.isError
    ? serverError
      ? serverPenaltyError && Object.keys(serverError.fieldErrors).length === 1
        ? null
        : serverError.message
      : t('errors.GENERIC')
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem) return;
    mutation.mutate(override !== null ? { penalty: override } : {});
  };

  return (
    <OperationDialog
      title={t('hotelOrders.operations.titles.refund', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('hotelOrders.operations.labels.refund')}
      destructive
      testId="hotel-refund-dialog"
    >
      <Typography variant="body2">{t('hotelOrders.refund.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {order.rooms.map((room) => (
          <Box key={room.id}>
            <Typography variant="subtitle2">{room.categoryName}</Typography>
            <CancellationPolicy policy={room.cancellationPolicy} />
          </Box>
        ))}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" variant="body2">
          {t('order.totals.paid')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} data-testid="hotel-refund-paid">
          {formatAmd(paid, amd)}
        </Typography>
        <Typography component="dt" variant="body2">
          {t('hotelOrders.refund.policyPenalty')}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, textAlign: 'right' }}
          data-testid="hotel-refund-policy-penalty"
        >
          {order.refundPenaltyToday === null
            ? t('hotelOrders.refund.byPolicy')
            : formatAmd(order.refundPenaltyToday, amd)}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
          {t('hotelOrders.refund.goesBack')}
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}
          data-testid="hotel-refund-amount"
        >
          {penalty === null ? t('hotelOrders.refund.byPolicy') : formatAmd(Math.max(paid - penalty, 0), amd)}
        </Typography>
      </Box>
      <TextField
        size="small"
        label={t('hotelOrders.refund.penalty')}
        value={penaltyText}
        placeholder={order.refundPenaltyToday !== null ? (order.refundPenaltyToday / 100).toFixed(2) : undefined}
        onChange={(event) => {
          setPenaltyText(event.target.value);
          // A refusal of the previous amount no longer says anything about the new one.
          if (mutation.isError) mutation.reset();
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? t('hotelOrders.refund.penaltyHint')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'decimal', 'data-testid': 'hotel-refund-penalty' },
        }}
      />
    </OperationDialog>
  );
}
