import { addDays, MAX_PACKAGE_SEARCH_DAYS, MAX_PASSENGERS, todayIsoDate, ZIsoDate } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { NumberSelect } from '../../../components/form/number-select';
import { translateFieldError } from '../../../lib/field-errors';
import { applyServerErrors } from '../../../lib/server-errors';
import { PackageDestinationField } from './package-destination-field';
import {
  PACKAGE_PARTY,
  PACKAGE_NIGHTS,
  packageSearchResolver,
  type TPackageSearch,
  type TPackageSearchFormValues,
} from './package-search-values';
import { PartyFields, PartyHintAndSubmit } from '../../../components/orders/party-fields';

/** Every input a server field error can name. */
const PACKAGE_SEARCH_FIELDS: Path<TPackageSearchFormValues>[] = [
  'destination',
  'departureFrom',
  'departureTo',
  'nights',
  'adults',
  'childAges',
  'rooms',
  ...Array.from({ length: MAX_PASSENGERS - 1 }, (_, index) => `childAges.${index}` as const),
];

const isDate = (value: string) => ZIsoDate.safeParse(value).success;

/**
 * The package search form: the destination, the departure date or range (at most MAX_PACKAGE_SEARCH_DAYS dates),
 * the nights (any the offers sell, or one length), the party and its rooms. Validated with the contract's request
 * schema, so a mistake reads the same here as from the server; the server's field errors land under the same inputs.
 */
export function PackageSearchForm({
  initialValues,
  onSearch,
  serverError,
  searching,
}: {
  initialValues: TPackageSearchFormValues;
  onSearch: (search: TPackageSearch) => void;
  serverError: unknown;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const { control, handleSubmit, setError } = useForm<TPackageSearchFormValues, unknown, TPackageSearch>({
    resolver: packageSearchResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const departureFrom = useWatch({ control, name: 'departureFrom' });

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, PACKAGE_SEARCH_FIELDS, '');
  }, [serverError, setError]);

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      aria-label={t('packageSearch.formLabel')}
      data-testid="package-search-form"
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
          <PackageDestinationField control={control} />
        </Box>
        <FormDateField
          control={control}
          name="departureFrom"
          label={t('packageSearch.departureFrom')}
          testId="package-search-departure-from"
          required
          min={today}
        />
        <FormDateField
          control={control}
          name="departureTo"
          label={t('packageSearch.departureTo')}
          testId="package-search-departure-to"
          min={isDate(departureFrom) ? departureFrom : today}
          max={isDate(departureFrom) ? addDays(departureFrom, MAX_PACKAGE_SEARCH_DAYS - 1) : undefined}
          helperText={t('packageSearch.departureToHint', { count: MAX_PACKAGE_SEARCH_DAYS })}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 160px))' },
        }}
      >
        <Controller
          control={control}
          name="nights"
          render={({ field, fieldState }) => (
            <NumberSelect
              label={t('packageSearch.nights')}
              value={field.value}
              choices={PACKAGE_NIGHTS}
              onChange={field.onChange}
              testId="package-search-nights"
              emptyLabel={t('packageSearch.anyNights')}
              error={translateFieldError(fieldState.error?.message, t)}
            />
          )}
        />
        <PartyFields
          control={control}
          party={PACKAGE_PARTY}
          childrenSx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      </Box>
      <PartyHintAndSubmit
        hint={t('packageSearch.partyHint')}
        searching={searching}
        label={t('packageSearch.submit')}
        testId="package-search-submit"
      />
    </Paper>
  );
}
