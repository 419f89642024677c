import {
  PASSENGER_TYPES,
  todayIsoDate,
  ZDirectoryPassengerInput,
  type TDirectoryPassenger,
  type TDirectoryPassengerInput,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/form-select-field';
import {
  BLANK_PASSENGER_FIELDS,
  PASSENGER_FIELD_NAMES,
  PassengerFields,
} from '../../components/orders/passenger-fields';
import { fieldErrorMap } from '../../lib/field-errors';
import { createDirectoryPassenger, updateDirectoryPassenger } from '../../lib/passengers-api';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';

/** What the dialog is for: a new traveller, or the one being edited. */
export type TEditing = { mode: 'create' } | { mode: 'edit'; passenger: TDirectoryPassenger };

/** The blank form of a new traveller: nothing chosen yet (the resolver says what is missing). */
const BLANK = { type: 'adult', ...BLANK_PASSENGER_FIELDS } as unknown as TDirectoryPassengerInput;

function toInput({
  type,
  firstName,
  lastName,
  gender,
  dateOfBirth,
  passportNumber,
  passportExpiry,
  citizenship,
}: TDirectoryPassenger) {
  return { type, firstName, lastName, gender, dateOfBirth, passportNumber, passportExpiry, citizenship };
}

/** The create and edit form of a traveller: the contract's own schema validates it, server errors land under the inputs. */
export default function PassengerDialog({ editing, onClose }: { editing: TEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TDirectoryPassengerInput>({
    resolver: zodResolver(ZDirectoryPassengerInput, { error: fieldErrorMap }),
    defaultValues: editing.mode === 'edit' ? toInput(editing.passenger) : BLANK,
  });
  const mutation = useMutation({
    mutationFn: (input: TDirectoryPassengerInput) =>
      editing.mode === 'edit' ? updateDirectoryPassenger(editing.passenger.id, input) : createDirectoryPassenger(input),
  });
  const submit = handleSubmit((input) => {
    setServerMessage(null);
    mutation.mutate(input, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.passengers.all() });
        onClose();
      },
      onError: (error) =>
        setServerMessage(applyServerErrors(error, setError, ['type', ...PASSENGER_FIELD_NAMES], t('errors.GENERIC'))),
    });
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="passenger-dialog"
    >
      <DialogTitle id={titleId}>
        {editing.mode === 'edit' ? t('passengersPage.edit') : t('passengersPage.create')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid="passenger-dialog-error">
              {serverMessage}
            </Alert>
          )}
          <FormSelectField
            control={control}
            name="type"
            label={t('order.passengerType')}
            testId="directory-type"
            required
            options={PASSENGER_TYPES.map((type) => ({ value: type, label: t(`passengerTypes.${type}`) }))}
            sx={{ maxWidth: 240 }}
          />
          <PassengerFields control={control} testIdPrefix="directory" dateLimits={{ birthMax: todayIsoDate() }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="passenger-dialog-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="passenger-dialog-submit">
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
