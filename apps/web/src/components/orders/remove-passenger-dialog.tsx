import type { TOrderStatus } from '@frs/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { removePassenger, useInvalidateAfterOrderChange } from '../../lib/shared-orders-api';
import { ConfirmDialog } from '../confirm-dialog';
import { announceIfHeld } from './approval-sent';

/**
 * Remove a passenger from a flight (`POST /api/flights/remove-passenger/{flightId}/{passengerId}`), from the order
 * page or the flight's passenger list. A booking is repriced; a ticketed passenger is refunded with the fare rules'
 * penalty, or, above the refund threshold, the removal waits for approval.
 */
export function RemovePassengerDialog({
  flightId,
  passengerId,
  name,
  orderStatus,
  pnr,
  testId,
  onClose,
}: {
  flightId: number;
  passengerId: number;
  name: string;
  orderStatus: TOrderStatus;
  /** Named in the text where the screen shows passengers of several orders. */
  pnr?: string;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const mutation = useMutation({
    mutationFn: () => removePassenger(flightId, passengerId, idempotency.key),
    onSuccess: async (result) => {
      idempotency.renew();
      // A ticketed passenger's refund above the threshold waits for a second staff member (issue 30).
      announceIfHeld(result);
      onClose();
      await invalidate();
    },
  });
  const error = mutation.error;
  const text = orderStatus === 'ticketed' ? t('removePassenger.ticketed') : t('removePassenger.booked');
  return (
    <ConfirmDialog
      title={t('orderOperations.titles.removePassenger', { name })}
      text={pnr ? `${pnr}: ${text}` : text}
      confirmLabel={t('orderOperations.labels.removePassenger')}
      busy={mutation.isPending}
      error={
        error
          ? error instanceof ApiError
            ? [error.message, ...Object.values(error.fieldErrors)].join(' ')
            : t('errors.GENERIC')
          : null
      }
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      testId={testId}
    />
  );
}
