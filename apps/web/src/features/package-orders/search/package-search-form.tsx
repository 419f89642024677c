import { addDays, MAX_PACKAGE_SEARCH_DAYS, MAX_PASSENGERS, todayIsoDate, ZIsoDate } from '@frs/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { ChildAgesField, NumberSelect } from '../../../components/form/number-select';
import { translateFieldError } from '../../../lib/field-errors';
import { applyServerErrors } from '../../../lib/server-errors';
import { PackageDestinationField } from './package-destination-field';
import {
  PACKAGE_CHILD_AGES,
  PACKAGE_NIGHTS,
  PACKAGE_ROOM_COUNTS,
  packageAdultChoices,
  packageChildChoices,
  packageSearchResolver,
  type TPackageSearch,
  type TPackageSearchFormValues,
} from './package-search-values';

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

/** The number of children, and one age select per child (their age on the departure day). */
function ChildrenFields({ control }: { control: Control<TPackageSearchFormValues, unknown, TPackageSearch> }) {
  const { t } = useTranslation();
  const adults = useWatch({ control, name: 'adults' });
  return (
    <Controller
      control={control}
      name="childAges"
      render={({ field, fieldState }) => (
        <ChildAgesField
          ages={field.value}
          onChange={field.onChange}
          error={fieldState.error}
          countChoices={packageChildChoices(adults)}
          ageChoices={PACKAGE_CHILD_AGES}
          label={t('packageSearch.children')}
          groupLabel={t('packageSearch.childAges')}
          ageLabel={(number) => t('packageSearch.childAge', { number })}
          testIdPrefix="package-search"
        />
      )}
    />
  );
}

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
  const childAges = useWatch({ control, name: 'childAges' });

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
        <Controller
          control={control}
          name="rooms"
          render={({ field, fieldState }) => (
            <NumberSelect
              label={t('packageSearch.rooms')}
              value={field.value}
              choices={PACKAGE_ROOM_COUNTS}
              onChange={(value) => field.onChange(value ?? 1)}
              testId="package-search-rooms"
              error={translateFieldError(fieldState.error?.message, t)}
            />
          )}
        />
        <Controller
          control={control}
          name="adults"
          render={({ field, fieldState }) => (
            <NumberSelect
              label={t('packageSearch.adults')}
              value={field.value}
              choices={packageAdultChoices(childAges.length)}
              onChange={(value) => field.onChange(value ?? 1)}
              testId="package-search-adults"
              error={translateFieldError(fieldState.error?.message, t)}
            />
          )}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <ChildrenFields control={control} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <FormHelperText component="p" sx={{ m: 0 }}>
          {t('packageSearch.partyHint')}
        </FormHelperText>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          loading={searching}
          data-testid="package-search-submit"
        >
          {t('packageSearch.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
