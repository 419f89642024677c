import { addDays, daysBetween, MAX_STAY_NIGHTS, todayIsoDate, ZIsoDate } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { applyServerErrors } from '../../../lib/server-errors';
import { DestinationField } from './destination-field';
import {
  HOTEL_PARTY,
  hotelSearchResolver,
  MAX_CHILDREN,
  type THotelSearch,
  type THotelSearchFormValues,
} from './hotel-search-values';
import { PartyFields, PartyHintAndSubmit } from '../../../components/orders/party-fields';

/** Every input a server field error can name. */
const HOTEL_SEARCH_FIELDS: Path<THotelSearchFormValues>[] = [
  'city',
  'hotelId',
  'checkIn',
  'checkOut',
  'rooms',
  'adults',
  'childAges',
  ...Array.from({ length: MAX_CHILDREN }, (_, index) => `childAges.${index}` as const),
];

const isDate = (value: string) => ZIsoDate.safeParse(value).success;

/**
 * The hotel search form: where (a city, or one hotel), the stay (check-out after check-in, at most MAX_STAY_NIGHTS
 * nights), the rooms and the party of each room. Validated with the contract's query schema, so a mistake reads the
 * same here as from the server; the server's own field errors land under the same inputs.
 */
export function HotelSearchForm({
  initialValues,
  onSearch,
  serverError,
  searching,
}: {
  initialValues: THotelSearchFormValues;
  onSearch: (search: THotelSearch) => void;
  /** A failed search: its field errors go under the inputs (the tab shows its message as the alert). */
  serverError: unknown;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const { control, handleSubmit, setError, setValue, getValues, reset } = useForm<
    THotelSearchFormValues,
    unknown,
    THotelSearch
  >({ resolver: hotelSearchResolver, defaultValues: initialValues, mode: 'onTouched' });
  const checkIn = useWatch({ control, name: 'checkIn' });
  const checkOut = useWatch({ control, name: 'checkOut' });
  const nights = isDate(checkIn) && isDate(checkOut) ? daysBetween(checkIn, checkOut) : null;

  useEffect(() => {
    reset(initialValues);
  }, [initialValues, reset]);

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, HOTEL_SEARCH_FIELDS, '');
  }, [serverError, setError]);

  // A check-in moved to or past the check-out keeps the stay's length, so the dates never read backwards.
  useEffect(() => {
    const current = getValues('checkOut');
    if (!isDate(checkIn) || (isDate(current) && current > checkIn)) return;
    setValue('checkOut', addDays(checkIn, 1), { shouldValidate: isDate(current) });
  }, [checkIn, getValues, setValue]);

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      aria-label={t('hotelSearch.formLabel')}
      data-testid="hotel-search-form"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
        }}
      >
        <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}>
          <DestinationField control={control} />
        </Box>
        <FormDateField
          control={control}
          name="checkIn"
          label={t('hotelSearch.checkIn')}
          testId="hotel-search-check-in"
          required
          min={today}
        />
        <FormDateField
          control={control}
          name="checkOut"
          label={t('hotelSearch.checkOut')}
          testId="hotel-search-check-out"
          required
          min={isDate(checkIn) ? addDays(checkIn, 1) : today}
          max={isDate(checkIn) ? addDays(checkIn, MAX_STAY_NIGHTS) : undefined}
          helperText={
            nights !== null && nights > 0
              ? t('hotelSearch.nights', { count: nights })
              : t('hotelSearch.maxNights', { count: MAX_STAY_NIGHTS })
          }
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          // Wide enough for the longest label ("Մեծահասակներ մեկ սենյակում") on the field's border.
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 240px))' },
        }}
      >
        <PartyFields
          control={control}
          party={HOTEL_PARTY}
          childrenSx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}
        />
      </Box>
      <PartyHintAndSubmit
        hint={t('hotelSearch.partyHint')}
        searching={searching}
        label={t('hotelSearch.submit')}
        testId="hotel-search-submit"
      />
    </Paper>
  );
}
