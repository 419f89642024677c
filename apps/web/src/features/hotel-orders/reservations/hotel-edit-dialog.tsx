import { ZHotelOrderEditRequest, type THotelGuest, type THotelOrder } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrorMap } from '../../../lib/field-errors';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { editHotelOrder } from '../orders-api';
import { EditContactFields } from '../../../components/orders/edit-contact-fields';
import { OperationDialog } from '../../../components/orders/operation-dialog';

type TEditValues = z.input<typeof ZHotelOrderEditRequest>;
type TEditOutput = z.output<typeof ZHotelOrderEditRequest>;

/** The form's inputs: a server error about one of them goes under it, any other becomes the alert. */
function editFields(order: THotelOrder): Path<TEditValues>[] {
  return [
    'contact.name',
    'contact.phone',
    'contact.email',
    'comment',
    ...order.rooms.flatMap((room, roomIndex) => [
      `rooms.${roomIndex}.specialRequests` as const,
      ...room.guests.flatMap((_guest, guestIndex) => [
        `rooms.${roomIndex}.guests.${guestIndex}.firstName` as const,
        `rooms.${roomIndex}.guests.${guestIndex}.lastName` as const,
      ]),
    ]),
  ];
}

/**
 * Edit (the order's `edit` operation): the contact, the comment, and per room its guests' names (Latin letters,
 * checked by the contract's rule as the server checks them) and its special requests. Who stays (adults, children
 * and their ages) and the rooms themselves are not editable: they priced the stay.
 */
export function HotelEditDialog({ order, onClose }: { order: THotelOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateAfterOrderChange();
  const { control, handleSubmit, setError } = useForm<TEditValues, unknown, TEditOutput>({
    resolver: zodResolver(ZHotelOrderEditRequest, { error: fieldErrorMap }),
    defaultValues: {
      contact: order.contact,
      comment: order.comment ?? '',
      rooms: order.rooms.map((room) => ({
        id: room.id,
        specialRequests: room.specialRequests ?? '',
        guests: room.guests.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      })),
    },
  });
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: editFields(order),
    send: (request: TEditOutput) => editHotelOrder(order.id, request),
    onSuccess: async () => {
      onClose();
      await invalidate();
    },
  });
  const guestLabel = (guest: THotelGuest, index: number) =>
    [
      index === 0 ? t('hotelOrders.leadGuest') : null,
      guest.type === 'child' ? t('hotelOrders.childAge', { age: guest.age ?? '—' }) : t(`passengerTypes.${guest.type}`),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <OperationDialog
      title={t('hotelOrders.operations.titles.edit', { pnr: order.pnr })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('common.save')}
      testId="hotel-edit-dialog"
      wide
    >
      <EditContactFields control={control} testIdPrefix="hotel-edit" />
      {order.rooms.map((room, roomIndex) => (
        <Box key={room.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('hotelOrders.roomTitle', { index: roomIndex + 1, category: room.categoryName })}
          </Typography>
          {room.guests.map((guest, guestIndex) => (
            <Box key={guest.id} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="caption" color="text.secondary">
                {guestLabel(guest, guestIndex)}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField
                  control={control}
                  name={`rooms.${roomIndex}.guests.${guestIndex}.lastName`}
                  label={t('passenger.lastName')}
                  helperText={t('hotelOrders.latinHint')}
                  testId={`hotel-edit-guest-${guest.id}-last`}
                  required
                />
                <FormTextField
                  control={control}
                  name={`rooms.${roomIndex}.guests.${guestIndex}.firstName`}
                  label={t('passenger.firstName')}
                  helperText={t('hotelOrders.latinHint')}
                  testId={`hotel-edit-guest-${guest.id}-first`}
                  required
                />
              </Box>
            </Box>
          ))}
          <FormTextField
            control={control}
            name={`rooms.${roomIndex}.specialRequests`}
            label={t('hotelOrders.specialRequests')}
            testId={`hotel-edit-room-${room.id}-requests`}
            multiline
            minRows={2}
          />
        </Box>
      ))}
    </OperationDialog>
  );
}
