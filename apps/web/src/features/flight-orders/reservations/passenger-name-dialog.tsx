import { toAmdMinor, ZPassengerNameRequest, type TFlightOrder, type TOrderPassenger } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrorMap } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { passengerName } from '../components/order-summary';
import { editPassengerName } from '../api';
import { OperationDialog, useOperationSubmit } from './dialog-shell';

type TNameValues = z.input<typeof ZPassengerNameRequest>;
type TNameOutput = z.output<typeof ZPassengerNameRequest>;

/** The fee the server charges: the highest name-change fee of the order's fare rules, in AMD at the order's rates. */
export function nameChangeFee(order: TFlightOrder): number {
  return Math.max(
    0,
    ...order.segments.map(({ fareRule }) =>
      toAmdMinor(
        fareRule.nameChangeFee,
        fareRule.currency,
        fareRule.currency === 'AMD' ? null : order.rate[fareRule.currency],
      ),
    ),
  );
}

/**
 * A passenger's new name (Latin letters). The fare rules' name-change fee is shown; the agency's staff may waive it,
 * an agent always pays it.
 */
export function PassengerNameDialog({
  order,
  passenger,
  mayWaiveFee,
  onClose,
}: {
  order: TFlightOrder;
  passenger: TOrderPassenger;
  mayWaiveFee: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<TNameValues, unknown, TNameOutput>({
    resolver: zodResolver(ZPassengerNameRequest, { error: fieldErrorMap }),
    defaultValues: { firstName: passenger.firstName, lastName: passenger.lastName, chargeFee: true },
  });
  const formProps = useOperationSubmit({
    form: { handleSubmit, setError },
    fields: ['firstName', 'lastName', 'chargeFee'],
    send: (request, key) => editPassengerName(order.id, passenger.id, request, key),
    onClose,
  });
  const fee = nameChangeFee(order);
  return (
    <OperationDialog
      title={t('orderOperations.titles.editPassengerName', { name: passengerName(passenger) })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('common.save')}
      testId="passenger-name-dialog"
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="firstName"
          label={t('passenger.firstName')}
          testId="name-first"
          required
        />
        <FormTextField control={control} name="lastName" label={t('passenger.lastName')} testId="name-last" required />
      </Box>
      <Typography variant="body2" data-testid="name-fee-rule">
        {t('nameChange.fee', { fee: formatAmd(fee, t('header.amdSign')) })}
      </Typography>
      {mayWaiveFee && (
        <Controller
          control={control}
          name="chargeFee"
          render={({ field }) => (
            <FormControlLabel
              label={t('nameChange.chargeFee')}
              control={
                <Checkbox
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'name-charge-fee' } as object }}
                />
              }
            />
          )}
        />
      )}
    </OperationDialog>
  );
}
