import { addDays, MAX_PACKAGE_SEARCH_DAYS, MAX_PASSENGERS, todayIsoDate, ZIsoDate } from '@frs/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
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

/** A native select of whole numbers (phones show their own picker; keyboards choose the standard way). */
function NumberSelect({
  label,
  value,
  choices,
  onChange,
  testId,
  error,
  emptyLabel,
}: {
  label: string;
  value: number | null;
  choices: readonly number[];
  onChange: (value: number | null) => void;
  testId: string;
  error?: string;
  /** The choice of no number (shown only when given, or while none is chosen). */
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    >
      {(emptyLabel !== undefined || value === null) && <option value="">{emptyLabel ?? '—'}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  );
}

/** The number of children, and one age select per child (their age on the departure day). */
function ChildrenFields({ control }: { control: Control<TPackageSearchFormValues, unknown, TPackageSearch> }) {
  const { t } = useTranslation();
  const adults = useWatch({ control, name: 'adults' });
  return (
    <Controller
      control={control}
      name="childAges"
      render={({ field, fieldState }) => {
        const ages = field.value;
        const ageErrors = Array.isArray(fieldState.error)
          ? (fieldState.error as ({ message?: string } | undefined)[])
          : [];
        const listError = translateFieldError(fieldState.error?.message ?? fieldState.error?.root?.message, t);
        return (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <NumberSelect
              label={t('packageSearch.children')}
              value={ages.length}
              choices={packageChildChoices(adults)}
              onChange={(count) => {
                const next = ages.slice(0, count ?? 0);
                while (next.length < (count ?? 0)) next.push(null);
                field.onChange(next);
              }}
              testId="package-search-children"
              error={listError}
            />
            {ages.length > 0 && (
              <Box
                role="group"
                aria-label={t('packageSearch.childAges')}
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
              >
                {ages.map((age, index) => (
                  <NumberSelect
                    key={index}
                    label={t('packageSearch.childAge', { number: index + 1 })}
                    value={age}
                    choices={PACKAGE_CHILD_AGES}
                    onChange={(next) => {
                      const updated = [...ages];
                      updated[index] = next;
                      field.onChange(updated);
                    }}
                    testId={`package-search-child-age-${index}`}
                    error={translateFieldError(ageErrors[index]?.message, t)}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      }}
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
          helperText={t('packageSearch.departureToHint', { max: MAX_PACKAGE_SEARCH_DAYS })}
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
