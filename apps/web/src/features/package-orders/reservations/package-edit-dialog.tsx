import { ZPackageOrderEditRequest, type TPackageOrder } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { EditContactFields } from '../../../components/orders/edit-contact-fields';
import { OperationDialog } from '../../../components/orders/operation-dialog';
import { fieldErrorMap } from '../../../lib/field-errors';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { editPackageOrder } from './package-orders-api';

type TEditValues = z.input<typeof ZPackageOrderEditRequest>;
type TEditOutput = z.output<typeof ZPackageOrderEditRequest>;

/** The form's inputs: a server error about one of them goes under it, any other becomes the alert. */
function editFields(order: TPackageOrder): Path<TEditValues>[] {
  return [
    'contact.name',
    'contact.phone',
    'contact.email',
    'comment',
    ...order.passengers.flatMap((_passenger, index) => [
      `travellers.${index}.firstName` as const,
      `travellers.${index}.lastName` as const,
    ]),
    ...order.rooms.map((_room, index) => `rooms.${index}.specialRequests` as const),
  ];
}

/**
 * Edit (the order's `edit` operation): the contact, the comment, the travellers' names (Latin letters, checked by
 * the contract's rule as the server checks them) and each room's special requests. Who travels and the rooms
 * themselves are not editable: they priced the package.
 */
export function PackageEditDialog({ order, onClose }: { order: TPackageOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateAfterOrderChange();
  const { control, handleSubmit, setError } = useForm<TEditValues, unknown, TEditOutput>({
    resolver: zodResolver(ZPackageOrderEditRequest, { error: fieldErrorMap }),
    defaultValues: {
      contact: order.contact,
      comment: order.comment ?? '',
      travellers: order.passengers.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      rooms: order.rooms.map((room) => ({ id: room.id, specialRequests: room.specialRequests ?? '' })),
    },
  });
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: editFields(order),
    send: (request: TEditOutput) => editPackageOrder(order.id, request),
    onSuccess: async () => {
      onClose();
      await invalidate();
    },
  });

  return (
    <OperationDialog
      title={t('packageOrders.operations.titles.edit', { pnr: order.pnr })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('common.save')}
      testId="package-edit-dialog"
      wide
    >
      <EditContactFields control={control} testIdPrefix="package-edit" />
      <Typography variant="subtitle2">{t('packageOrders.columns.travellers')}</Typography>
      {order.passengers.map((passenger, index) => (
        <Box key={passenger.id} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name={`travellers.${index}.lastName`}
            label={t('passenger.lastName')}
            helperText={t('passenger.latinHint')}
            testId={`package-edit-traveller-${passenger.id}-last`}
            required
          />
          <FormTextField
            control={control}
            name={`travellers.${index}.firstName`}
            label={t('passenger.firstName')}
            helperText={t('passenger.latinHint')}
            testId={`package-edit-traveller-${passenger.id}-first`}
            required
          />
        </Box>
      ))}
      {order.rooms.map((room, index) => (
        <FormTextField
          key={room.id}
          control={control}
          name={`rooms.${index}.specialRequests`}
          label={t('packageOrders.roomRequests', { number: index + 1, room: room.categoryName })}
          testId={`package-edit-room-${room.id}-requests`}
          multiline
          minRows={2}
        />
      ))}
    </OperationDialog>
  );
}
