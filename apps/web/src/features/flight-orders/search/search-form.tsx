import {
  CLASS_TYPES,
  MAX_LEGS,
  MAX_PASSENGERS,
  passengerCountViolation,
  todayIsoDate,
  TRAVEL_TYPES,
  type TSearchRequest,
  type TTravelType,
} from '@frs/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormReferenceField } from '../../../components/form/form-reference-field';
import { translateFieldError } from '../../../lib/field-errors';
import { mayTakeInitialFocus } from '../../../lib/initial-focus';
import { submitOnEnter } from '../../../lib/submit-on-enter';
import { applyServerErrors } from '../../../lib/server-errors';
import { legsForTravelType, nextLeg, searchResolver, type TSearchFormValues } from './search-form-values';
import { SearchSubmitButton } from '../../../components/form/search-submit-button';

/** Every input a server field error can name. */
const SEARCH_FIELDS: Path<TSearchFormValues>[] = [
  'travelType',
  'classType',
  'passengers.adults',
  'passengers.children',
  'passengers.infants',
  ...Array.from({ length: MAX_LEGS }, (_, index) =>
    (['fromAirportId', 'toAirportId', 'date'] as const).map((field) => `legs.${index}.${field}` as const),
  ).flat(),
];

const COUNTERS = [
  { name: 'adults', type: 'adult' },
  { name: 'children', type: 'child' },
  { name: 'infants', type: 'infant' },
] as const;

/** A number with − and + buttons: each button names what it changes for screen readers. */
function Counter({
  label,
  hint,
  value,
  onChange,
  canIncrease,
  testId,
}: {
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
  canIncrease: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ minWidth: 92 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={t('search.fewer', { what: label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        data-testid={`${testId}-decrease`}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        data-testid={testId}
        sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Box>
      <IconButton
        size="small"
        aria-label={t('search.more', { what: label })}
        disabled={!canIncrease}
        onClick={() => onChange(value + 1)}
        data-testid={`${testId}-increase`}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function PassengerCounters({ control }: { control: Control<TSearchFormValues, unknown, TSearchRequest> }) {
  const { t } = useTranslation();
  const counts = useWatch({ control, name: 'passengers' });
  const total = counts.adults + counts.children + counts.infants;
  // The contract's own rule, shown live: the same message the server would answer.
  const violation = passengerCountViolation(counts);
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('search.passengers')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {COUNTERS.map((counter) => (
          <Controller
            key={counter.name}
            control={control}
            name={`passengers.${counter.name}`}
            render={({ field }) => (
              <Counter
                label={t(`search.counters.${counter.name}`)}
                hint={t(`search.counterHints.${counter.name}`)}
                value={field.value}
                onChange={field.onChange}
                canIncrease={total < MAX_PASSENGERS}
                testId={`search-${counter.name}`}
              />
            )}
          />
        ))}
      </Box>
      <FormHelperText error={violation !== null} data-testid="search-passengers-message">
        {violation ? t(`fieldErrors.${violation}`) : t('search.passengerRules', { count: MAX_PASSENGERS })}
      </FormHelperText>
    </Box>
  );
}

/**
 * The search form: travel type, legs (a round trip: one route and a return date; multi destination: 2 to 4 legs),
 * passengers and an optional cabin. Validated with the contract's request schema, so a mistake reads the same here
 * as from the server; the server's own field errors land under the same inputs.
 *
 * Made for the keyboard (issue 31): the caret starts in "From" when nothing else has the focus, an airport's first
 * match is highlighted so that Enter picks it, and picking a departure moves on to an empty "To" (Enter there, once
 * the airport is picked, sends the form).
 */
export function SearchForm({
  initialValues,
  remembered = null,
  onSearch,
  serverError,
  searching,
}: {
  initialValues: TSearchFormValues;
  /**
   * The trip the user's latest order went on, which arrives from the server after the form is drawn: it replaces the
   * form only while the user has not touched it yet.
   */
  remembered?: TSearchFormValues | null;
  onSearch: (request: TSearchRequest) => void;
  /** A failed search: its field errors go under the inputs (the page shows its message as the alert). */
  serverError: unknown;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const { control, handleSubmit, setValue, getValues, setError, reset, formState } = useForm<
    TSearchFormValues,
    unknown,
    TSearchRequest
  >({ resolver: searchResolver, defaultValues: initialValues, mode: 'onTouched' });
  const legs = useFieldArray({ control, name: 'legs' });
  const travelType = useWatch({ control, name: 'travelType' });

  // A calendar day or a remembered search replaces the whole form.
  useEffect(() => {
    reset(initialValues);
  }, [initialValues, reset]);

  // Once the user has pressed a key or the pointer in the form, a late starting point never overwrites their work.
  const touched = useRef(false);
  useEffect(() => {
    if (remembered && !touched.current) reset(remembered);
  }, [remembered, reset]);

  // The caret starts in "From" when the form opens with nothing focused. A reset draws the legs anew (the field array
  // gives them new keys), which drops the focus: until the user starts, "From" takes it back then.
  const airportInputs = useRef(new Map<string, HTMLInputElement>());
  const airportInput = (name: string) => (element: HTMLInputElement | null) => {
    if (element) airportInputs.current.set(name, element);
    else airportInputs.current.delete(name);
  };
  const wantsFocus = useRef<boolean | null>(null);
  const firstLegKey = legs.fields[0]?.id;
  useEffect(() => {
    wantsFocus.current ??= mayTakeInitialFocus();
    if (wantsFocus.current && !touched.current && mayTakeInitialFocus()) {
      const from = airportInputs.current.get('legs.0.fromAirportId');
      from?.focus();
      // A remembered airport is selected, as a click or Tab selects it: typing replaces it.
      from?.select();
    }
  }, [firstLegKey]);

  /** After a departure is picked, on to its arrival if that is still empty (a new route is typed in one go). */
  const departureChosen = (index: number, id: number | null) => {
    if (id === null || getValues(`legs.${index}.toAirportId`) !== null) return;
    // After the autocomplete has closed its list and handled the key that picked the airport.
    setTimeout(() => airportInputs.current.get(`legs.${index}.toAirportId`)?.focus(), 0);
  };

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, SEARCH_FIELDS, '');
  }, [serverError, setError]);

  const changeTravelType = (next: TTravelType) => {
    setValue('travelType', next);
    legs.replace(legsForTravelType(next, getValues('legs')));
  };

  const swap = () => {
    const [first] = getValues('legs');
    if (!first) return;
    setValue('legs.0.fromAirportId', first.toAirportId);
    setValue('legs.0.toAirportId', first.fromAirportId);
  };

  const legsError = translateFieldError(formState.errors.legs?.root?.message ?? formState.errors.legs?.message, t);
  const visibleLegs = travelType === 'roundTrip' ? legs.fields.slice(0, 1) : legs.fields;

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      onKeyDown={submitOnEnter}
      onKeyDownCapture={() => {
        touched.current = true;
      }}
      onPointerDownCapture={() => {
        touched.current = true;
      }}
      aria-label={t('search.formLabel')}
      data-testid="search-form"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
    >
      <Controller
        control={control}
        name="travelType"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={field.value}
            onChange={(_event, value: TTravelType | null) => {
              if (value) changeTravelType(value);
            }}
            aria-label={t('search.travelType')}
            sx={{ flexWrap: 'wrap' }}
          >
            {TRAVEL_TYPES.map((type) => (
              <ToggleButton key={type} value={type} data-testid={`search-travel-${type}`}>
                {t(`enums.travelType.${type}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />

      {visibleLegs.map((leg, index) => (
        <Box
          key={leg.id}
          role="group"
          aria-label={t('search.legLabel', { number: index + 1 })}
          data-testid={`search-leg-${index}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              md: travelType === 'roundTrip' ? '1fr auto 1fr 170px 170px' : '1fr auto 1fr 170px auto',
            },
          }}
        >
          <FormReferenceField
            control={control as unknown as Control<TSearchFormValues>}
            name={`legs.${index}.fromAirportId`}
            resource="airports"
            label={t('search.from')}
            testId={`search-from-${index}`}
            required
            autoHighlight
            onChosen={(id) => departureChosen(index, id)}
            inputRef={airportInput(`legs.${index}.fromAirportId`)}
          />
          {index === 0 && travelType !== 'multiDestination' ? (
            <IconButton
              aria-label={t('search.swap')}
              onClick={swap}
              data-testid="search-swap"
              sx={{ alignSelf: 'center', justifySelf: 'center', display: { xs: 'none', md: 'inline-flex' } }}
            >
              <SwapHorizIcon />
            </IconButton>
          ) : (
            <Box sx={{ display: { xs: 'none', md: 'block' }, width: 40 }} />
          )}
          <FormReferenceField
            control={control as unknown as Control<TSearchFormValues>}
            name={`legs.${index}.toAirportId`}
            resource="airports"
            label={t('search.to')}
            testId={`search-to-${index}`}
            required
            autoHighlight
            inputRef={airportInput(`legs.${index}.toAirportId`)}
          />
          <FormDateField
            control={control}
            name={`legs.${index}.date`}
            label={travelType === 'roundTrip' ? t('search.departDate') : t('search.date')}
            testId={`search-date-${index}`}
            required
            min={today}
          />
          {travelType === 'roundTrip' && (
            <FormDateField
              control={control}
              name="legs.1.date"
              label={t('search.returnDate')}
              testId="search-date-1"
              required
              min={today}
            />
          )}
          {travelType === 'multiDestination' &&
            (legs.fields.length > 2 ? (
              <IconButton
                aria-label={t('search.removeLeg', { number: index + 1 })}
                onClick={() => legs.remove(index)}
                data-testid={`search-remove-leg-${index}`}
                sx={{ alignSelf: 'center' }}
              >
                <DeleteIcon />
              </IconButton>
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' }, width: 40 }} />
            ))}
        </Box>
      ))}
      {travelType === 'multiDestination' && legs.fields.length < MAX_LEGS && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => legs.append(nextLeg(getValues('legs')))}
            data-testid="search-add-leg"
          >
            {t('search.addLeg')}
          </Button>
        </Box>
      )}
      {legsError && (
        <FormHelperText error data-testid="search-legs-error">
          {legsError}
        </FormHelperText>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <PassengerCounters control={control} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Controller
            control={control}
            name="classType"
            render={({ field }) => (
              <TextField
                select
                size="small"
                label={t('search.cabin')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{ minWidth: 160 }}
                slotProps={{
                  select: { native: true },
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': 'search-cabin' },
                }}
              >
                <option value="">{t('search.anyCabin')}</option>
                {CLASS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`enums.classType.${type}`)}
                  </option>
                ))}
              </TextField>
            )}
          />
          <SearchSubmitButton searching={searching} label={t('search.submit')} testId="search-submit" />
        </Box>
      </Box>
    </Paper>
  );
}
