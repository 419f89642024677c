import { MAX_PASSENGERS, ZFlightOrderEditRequest, type TFlightOrder } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { PassengerFields } from '../../../components/orders/passenger-fields';
import { fieldErrorMap } from '../../../lib/field-errors';
import { passengerName } from '../components/order-summary';
import { editOrder } from '../api';
import { OperationDialog, useOperationSubmit } from './dialog-shell';

type TEditValues = z.input<typeof ZFlightOrderEditRequest>;
type TEditOutput = z.output<typeof ZFlightOrderEditRequest>;

const EDIT_FIELDS: Path<TEditValues>[] = [
  'contact.name',
  'contact.phone',
  'contact.email',
  'comment',
  ...Array.from({ length: MAX_PASSENGERS }, (_, index) =>
    (['gender', 'passportNumber', 'passportExpiry', 'citizenship'] as const).map(
      (field) => `passengers.${index}.${field}` as const,
    ),
  ).flat(),
];

/**
 * Edit (the order's `edit` operation): the contact, the comment, and each active passenger's gender and passport.
 * Type, names (their own operation), date of birth and ticket numbers are not editable here.
 */
export function EditOrderDialog({ order, onClose }: { order: TFlightOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const { control, handleSubmit, setError } = useForm<TEditValues, unknown, TEditOutput>({
    resolver: zodResolver(ZFlightOrderEditRequest, { error: fieldErrorMap }),
    defaultValues: {
      contact: order.contact,
      comment: order.comment ?? '',
      passengers: active.map(({ id, gender, passportNumber, passportExpiry, citizenship }) => ({
        id,
        gender,
        passportNumber,
        passportExpiry,
        citizenship,
      })),
    },
  });
  const formProps = useOperationSubmit({
    form: { handleSubmit, setError },
    fields: EDIT_FIELDS,
    send: (request, key) => editOrder(order.id, request, key),
    onClose,
  });
  const lastDate = order.segments.reduce((last, segment) => {
    const date = segment.flight.departureLocal.slice(0, 10);
    return date > last ? date : last;
  }, '');
  return (
    <OperationDialog
      title={t('orderOperations.titles.edit', { pnr: order.pnr })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('common.save')}
      testId="edit-order-dialog"
      wide
    >
      <Typography variant="subtitle2">{t('checkout.contact')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField
          control={control}
          name="contact.name"
          label={t('checkout.contactName')}
          testId="edit-contact-name"
          required
        />
        <FormTextField
          control={control}
          name="contact.phone"
          label={t('fields.phone')}
          testId="edit-contact-phone"
          required
        />
        <FormTextField
          control={control}
          name="contact.email"
          label={t('fields.email')}
          testId="edit-contact-email"
          required
        />
      </Box>
      <FormTextField
        control={control}
        name="comment"
        label={t('checkout.comment')}
        testId="edit-comment"
        multiline
        minRows={2}
      />
      {active.map((passenger, index) => (
        <Box key={passenger.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {passengerName(passenger)} · {t(`passengerTypes.${passenger.type}`)}
          </Typography>
          <PassengerFields
            control={control}
            prefix={`passengers.${index}.`}
            testIdPrefix={`edit-passenger-${index}`}
            hidden={['firstName', 'lastName', 'dateOfBirth']}
            dateLimits={{ expiryMin: lastDate }}
          />
        </Box>
      ))}
    </OperationDialog>
  );
}
