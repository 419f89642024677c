import { routePath, type TPackageOrder } from '@frs/contract';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OperationDialog } from '../../../components/orders/operation-dialog';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { splitPackageOrder } from './package-orders-api';
import { TravellerChoice } from './package-traveller-choice';

/**
 * Toggles a traveller in a split's choice together with everyone who shares their room: a room moves whole. A
 * traveller in no room toggles alone.
 */
export function toggleWithRoom(
  chosen: readonly number[],
  passengerId: number,
  rooms: readonly { passengerIds: readonly number[] }[],
): number[] {
  const roommates = rooms.find((room) => room.passengerIds.includes(passengerId))?.passengerIds ?? [passengerId];
  return chosen.includes(passengerId)
    ? chosen.filter((id) => !roommates.includes(id))
    : [...chosen, ...roommates.filter((id) => !chosen.includes(id))];
}

/**
 * Split: the chosen travellers, with their whole rooms, move to a new order under a new PNR; the dialog then opens
 * the new order. One Idempotency-Key while the dialog is open.
 */
export function PackageSplitDialog({ order, onClose }: { order: TPackageOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const [chosen, setChosen] = useState<number[]>([]);
  const mutation = useMutation({
    mutationFn: (passengerIds: number[]) => splitPackageOrder(order.id, { passengerIds }, idempotency.key),
    onSuccess: async (result) => {
      idempotency.renew();
      onClose();
      await invalidate();
      void navigate(routePath('packageOrder', { id: result.created.id }));
    },
  });
  const activeCount = order.passengers.filter((passenger) => passenger.status === 'active').length;
  const serverMessage = mutation.isError
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : t('errors.GENERIC')
    : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0 || chosen.length >= activeCount) return;
    mutation.mutate(chosen);
  };

  return (
    <OperationDialog
      title={t('packageOrders.operations.titles.split', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('packageOrders.operations.labels.split')}
      submitDisabled={chosen.length === 0 || chosen.length >= activeCount}
      testId="package-split-dialog"
    >
      <Typography variant="body2">{t('packageOrders.split.intro')}</Typography>
      <TravellerChoice
        order={order}
        label={t('packageOrders.split.travellers')}
        checked={(passenger) => chosen.includes(passenger.id)}
        onToggle={(passenger) => {
          setChosen((current) => toggleWithRoom(current, passenger.id, order.rooms));
          if (mutation.isError) mutation.reset();
        }}
        testIdPrefix="package-split-traveller"
      />
    </OperationDialog>
  );
}
