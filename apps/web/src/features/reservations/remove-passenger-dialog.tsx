import type { TOrder, TOrderPassenger } from '@frs/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { passengerName } from '../../components/orders/order-summary';
import { ApiError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { removePassenger, useInvalidateAfterOrderChange } from '../../lib/orders-api';

/**
 * Remove a passenger from the order (the path names a flight of the order: its first). A booking is repriced; a
 * ticketed passenger is refunded with the fare rules' penalty.
 */
export function RemovePassengerDialog({
  order,
  passenger,
  onClose,
}: {
  order: TOrder;
  passenger: TOrderPassenger;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const flightId = order.segments[0]?.flight.id ?? 0;
  const mutation = useMutation({
    mutationFn: () => removePassenger(flightId, passenger.id, idempotency.key),
    onSuccess: async () => {
      idempotency.renew();
      onClose();
      await invalidate();
    },
  });
  const error = mutation.error;
  return (
    <ConfirmDialog
      title={t('orderOperations.titles.removePassenger', { name: passengerName(passenger) })}
      text={order.status === 'ticketed' ? t('removePassenger.ticketed') : t('removePassenger.booked')}
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
      testId="remove-passenger-dialog"
    />
  );
}
