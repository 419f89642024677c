import type { TDirectoryPassenger, TPassengerType } from '@frs/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DirectoryPicker } from './directory-picker';
import { BLANK_PASSENGER_FIELDS, PASSENGER_FIELD_NAMES, PassengerFields } from './passenger-fields';

/** One traveller of a checkout form (flights, packages): their record, where it came from, and whether to keep it. */
export interface TCheckoutPassengerValues {
  /** Fixed by the search (its counts, or a child's age): never chosen here. */
  type: TPassengerType;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | null;
  dateOfBirth: string;
  passportNumber: string;
  passportExpiry: string;
  citizenship: string;
  /** Set when the traveller was picked from the directory. */
  directoryId: number | null;
  /** Keep this traveller in the directory. */
  save: boolean;
}

export function blankCheckoutPassenger(type: TPassengerType): TCheckoutPassengerValues {
  return { type, ...BLANK_PASSENGER_FIELDS, directoryId: null, save: false };
}

/**
 * The form values a picked directory record sets under `prefix` ("passengers.2."): its fields, the link to it, and
 * no "save" (it is in the directory already).
 */
export function pickedPassengerValues(passenger: TDirectoryPassenger): [string, unknown][] {
  return [
    ...PASSENGER_FIELD_NAMES.map((field): [string, unknown] => [field, passenger[field]]),
    ['directoryId', passenger.id],
    ['save', false],
  ];
}

/**
 * One traveller's inputs in a checkout: a pick from the passengers directory (or typed), the record's fields, and
 * "save to the directory" for a typed one. It watches only its own directory link, so typing in one traveller
 * re-renders that traveller alone. `prefix` is the traveller's place in the form ("passengers.2." or
 * "travellers.0."), `testIdPrefix` that of its test ids ("passenger-2").
 */
export function CheckoutPassengerSection<TValues extends FieldValues, TTransformed>({
  control,
  prefix,
  testIdPrefix,
  title,
  type,
  directoryAgentId,
  onPick,
  onUnpick,
  dateLimits,
  autoFocusDirectory = false,
  children,
}: {
  control: Control<TValues, unknown, TTransformed>;
  prefix: string;
  testIdPrefix: string;
  title: string;
  type: TPassengerType;
  directoryAgentId: number | null;
  onPick: (passenger: TDirectoryPassenger) => void;
  onUnpick: () => void;
  dateLimits: { birthMax: string; expiryMin?: string };
  /** The directory takes the caret when the screen opens with nothing focused (the first traveller). */
  autoFocusDirectory?: boolean;
  /** What the screen adds under the fields (the package's room choice). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const picked = useWatch({ control, name: `${prefix}directoryId` as Path<TValues> }) as number | null;
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      data-testid={testIdPrefix}
      data-type={type}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '1rem' }} data-testid={`${testIdPrefix}-title`}>
        {title}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <DirectoryPicker
          agentId={directoryAgentId}
          onPick={onPick}
          testId={`${testIdPrefix}-directory`}
          autoFocus={autoFocusDirectory}
        />
        {picked !== null && (
          <Chip
            size="small"
            label={t('checkout.fromDirectoryChip')}
            onDelete={onUnpick}
            data-testid={`${testIdPrefix}-picked`}
          />
        )}
      </Box>
      <PassengerFields control={control} prefix={prefix} testIdPrefix={testIdPrefix} dateLimits={dateLimits} />
      {picked === null && (
        <Controller
          control={control}
          name={`${prefix}save` as Path<TValues>}
          render={({ field: save }) => (
            <FormControlLabel
              label={t('checkout.saveToDirectory')}
              control={
                <Checkbox
                  checked={Boolean(save.value)}
                  onChange={(event) => save.onChange(event.target.checked)}
                  slotProps={{ input: { 'data-testid': `${testIdPrefix}-save` } as object }}
                />
              }
            />
          )}
        />
      )}
      {children}
    </Paper>
  );
}
