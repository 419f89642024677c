import { moneyText, type TPackageOrder, type TPackageRefundRequest } from '@frs/contract';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationDialog } from '../../../components/orders/operation-dialog';
import { announceIfHeld } from '../../../components/orders/approval-sent';
import { ApiError } from '../../../lib/api-client';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { refundPackageOrder } from './package-orders-api';
import { TravellerChoice } from './package-traveller-choice';

/** A penalty typed in AMD (major units), converted exactly to minor units by the contract's rule. */
const penaltyField = moneyText();

/** A typed penalty: null when empty (the rules' penalty applies), 'invalid' when it is not an amount. */
export function parsePenalty(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const parsed = penaltyField.safeParse(text);
  return parsed.success ? parsed.data : 'invalid';
}

/** The refund request: the chosen travellers, and the penalties typed for some of them. */
export function refundRequestOf(chosen: readonly number[], penalties: Readonly<Record<number, string>>) {
  const request: Required<TPackageRefundRequest> = { passengerIds: [...chosen], penalties: [] };
  for (const passengerId of chosen) {
    const penalty = parsePenalty(penalties[passengerId] ?? '');
    if (typeof penalty === 'number') request.penalties.push({ passengerId, penalty });
  }
  return request;
}

/**
 * Refund (staff): the chosen travellers get their share back less the package's penalty (its own policy, or the
 * stricter of the flight's and the hotel's), unless the staff member types another per traveller. One
 * Idempotency-Key while the dialog is open, renewed after success.
 */
export function PackageRefundDialog({ order, onClose }: { order: TPackageOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const [chosen, setChosen] = useState<number[]>(() => active.map((passenger) => passenger.id));
  const [penalties, setPenalties] = useState<Record<number, string>>({});
  const mutation = useMutation({
    mutationFn: (request: TPackageRefundRequest) => refundPackageOrder(order.id, request, idempotency.key),
    onSuccess: async (result) => {
      // A refund above the threshold waits for approval: the shell says "sent for approval" (issue 19).
      announceIfHeld(result);
      idempotency.renew();
      onClose();
      await invalidate();
    },
  });
  const invalid = chosen.some((id) => parsePenalty(penalties[id] ?? '') === 'invalid');
  const serverMessage = mutation.isError
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : t('errors.GENERIC')
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid || chosen.length === 0) return;
    mutation.mutate(refundRequestOf(chosen, penalties));
  };

  return (
    <OperationDialog
      title={t('packageOrders.operations.titles.refund', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('packageOrders.operations.labels.refund')}
      submitDisabled={chosen.length === 0 || invalid}
      destructive
      wide
      testId="package-refund-dialog"
    >
      <Typography variant="body2">{t('packageOrders.refund.intro')}</Typography>
      <TravellerChoice
        order={order}
        label={t('packageOrders.refund.travellers')}
        checked={(passenger) => chosen.includes(passenger.id)}
        onToggle={(passenger) =>
          setChosen((current) =>
            current.includes(passenger.id) ? current.filter((id) => id !== passenger.id) : [...current, passenger.id],
          )
        }
        extra={(passenger) => {
          const text = penalties[passenger.id] ?? '';
          const wrong = parsePenalty(text) === 'invalid';
          return (
            <TextField
              size="small"
              sx={{ flex: '1 1 200px' }}
              label={t('packageOrders.refund.penalty')}
              value={text}
              onChange={(event) => {
                setPenalties((current) => ({ ...current, [passenger.id]: event.target.value }));
                if (mutation.isError) mutation.reset();
              }}
              error={wrong}
              helperText={
                wrong
                  ? t('fieldErrors.invalidAmount')
                  : t('packageOrders.refund.penaltyHint', { price: formatAmd(passenger.price.gross, amd) })
              }
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': `package-refund-penalty-${passenger.id}` },
              }}
            />
          );
        }}
        testIdPrefix="package-refund-traveller"
      />
    </OperationDialog>
  );
}
