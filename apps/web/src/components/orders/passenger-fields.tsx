import { GENDERS } from '@frs/contract';
import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../form/form-date-field';
import { FormSelectField } from '../form/form-select-field';
import { FormTextField } from '../form/form-text-field';

/** The traveller's fields every passenger form has (docs/DOMAIN.md "Passenger record"), except the type. */
export const PASSENGER_FIELD_NAMES = [
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'passportNumber',
  'passportExpiry',
  'citizenship',
] as const;
export type TPassengerFieldName = (typeof PASSENGER_FIELD_NAMES)[number];

/** Those fields of a new traveller: nothing typed or chosen yet (the resolver says what is missing). */
export const BLANK_PASSENGER_FIELDS = {
  firstName: '',
  lastName: '',
  gender: null,
  dateOfBirth: '',
  passportNumber: '',
  passportExpiry: '',
  citizenship: '',
} as const satisfies Record<TPassengerFieldName, string | null>;

/**
 * The inputs of one traveller, bound to the fields under `prefix` ("passengers.2." or ""): names in Latin letters,
 * gender, date of birth, passport and its expiry, citizenship. Checkout, the directory and the order edit share
 * them; `hidden` leaves out what a form may not change (an order edit keeps the names and the date of birth).
 */
export function PassengerFields<TValues extends FieldValues, TTransformed = TValues>({
  control,
  prefix = '',
  testIdPrefix,
  hidden = [],
  dateLimits,
}: {
  control: Control<TValues, unknown, TTransformed>;
  prefix?: string;
  testIdPrefix: string;
  hidden?: readonly TPassengerFieldName[];
  /** `max` of the date of birth (today) and `min` of the passport expiry (the last travel date). */
  dateLimits?: { birthMax?: string; expiryMin?: string };
}) {
  const { t } = useTranslation();
  const name = (field: TPassengerFieldName) => `${prefix}${field}` as Path<TValues>;
  const testId = (field: TPassengerFieldName) => `${testIdPrefix}-${field}`;
  const shown = (field: TPassengerFieldName) => !hidden.includes(field);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {shown('firstName') && (
        <FormTextField
          control={control}
          name={name('firstName')}
          label={t('passenger.firstName')}
          helperText={t('passenger.latinHint')}
          testId={testId('firstName')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { lang: 'en', autoCapitalize: 'characters' } }}
        />
      )}
      {shown('lastName') && (
        <FormTextField
          control={control}
          name={name('lastName')}
          label={t('passenger.lastName')}
          helperText={t('passenger.latinHint')}
          testId={testId('lastName')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { lang: 'en', autoCapitalize: 'characters' } }}
        />
      )}
      {shown('gender') && (
        <FormSelectField
          control={control}
          name={name('gender')}
          label={t('passenger.gender')}
          testId={testId('gender')}
          required
          options={GENDERS.map((gender) => ({ value: gender, label: t(`passenger.genders.${gender}`) }))}
        />
      )}
      {shown('dateOfBirth') && (
        <FormDateField
          control={control}
          name={name('dateOfBirth')}
          label={t('passenger.dateOfBirth')}
          testId={testId('dateOfBirth')}
          required
          max={dateLimits?.birthMax}
        />
      )}
      {shown('passportNumber') && (
        <FormTextField
          control={control}
          name={name('passportNumber')}
          label={t('passenger.passportNumber')}
          testId={testId('passportNumber')}
          required
          autoComplete="off"
        />
      )}
      {shown('passportExpiry') && (
        <FormDateField
          control={control}
          name={name('passportExpiry')}
          label={t('passenger.passportExpiry')}
          testId={testId('passportExpiry')}
          required
          min={dateLimits?.expiryMin}
        />
      )}
      {shown('citizenship') && (
        <FormTextField
          control={control}
          name={name('citizenship')}
          label={t('passenger.citizenship')}
          helperText={t('passenger.citizenshipHint')}
          testId={testId('citizenship')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        />
      )}
    </Box>
  );
}
