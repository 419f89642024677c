import { addDays, todayIsoDate, ZIsoDate } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { applyServerErrors } from '../../lib/server-errors';
import { submitOnEnter } from '../../lib/submit-on-enter';
import { FormDateField } from '../form/form-date-field';
import { PartyHintAndSubmit } from './party-fields';

/** What a line's search tab hands its form (the hotel's, the package's). */
export interface TLineSearchFormProps<TValues, TSearch> {
  initialValues: TValues;
  onSearch: (search: TSearch) => void;
  /** A failed search: its field errors go under the inputs (the tab shows its message as the alert). */
  serverError: unknown;
  searching: boolean;
}

export const isIsoDate = (value: unknown): value is string => ZIsoDate.safeParse(value).success;

/**
 * The form of a line's search, validated with the line's resolver (the contract's schema, so a mistake reads the same
 * here as from the server) from the first blur on; it starts again from `initialValues` when the tab hands new ones,
 * and the server's field errors about `fields` land under their inputs.
 */
export function useLineSearchForm<TValues extends FieldValues, TSearch>({
  resolver,
  initialValues,
  serverError,
  fields,
}: {
  resolver: Resolver<TValues, unknown, TSearch>;
  initialValues: TValues;
  serverError: unknown;
  /** Every input a server field error can name. */
  fields: readonly Path<TValues>[];
}) {
  const form = useForm<TValues, unknown, TSearch>({
    resolver,
    defaultValues: initialValues as DefaultValues<TValues>,
    mode: 'onTouched',
  });
  const { reset, setError } = form;

  useEffect(() => {
    reset(initialValues);
  }, [initialValues, reset]);

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, fields, '');
  }, [serverError, setError, fields]);

  return form;
}

/** One date input of the search's range: its form field, its label and its test id. */
interface TRangeEnd<TValues extends FieldValues> {
  name: Path<TValues>;
  label: string;
  testId: string;
}

/**
 * A search by destination, dates and party (the hotel's stay, the package's departure): the destination and the date
 * range on the first row, the party (`party`, placed by the line in `partyColumns`) on the second, then the party's
 * hint and the submit button. The range's end may fall `endAfterStart.min` to `endAfterStart.max` days after its
 * start, and never before today.
 */
export function DestinationSearchForm<TValues extends FieldValues, TSearch>({
  control,
  onSubmit,
  label,
  testIdPrefix,
  destination,
  start,
  end,
  endAfterStart,
  party,
  partyColumns,
  hint,
  submitLabel,
  searching,
}: {
  control: Control<TValues, unknown, TSearch>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string;
  /** `<prefix>-form`, `<prefix>-submit`. */
  testIdPrefix: string;
  destination: ReactNode;
  start: TRangeEnd<TValues>;
  end: TRangeEnd<TValues> & { required: boolean; helperText: string };
  endAfterStart: { min: number; max: number };
  party: ReactNode;
  /** The party row's grid columns, by breakpoint. */
  partyColumns: { xs: string; sm: string; md?: string };
  hint: string;
  submitLabel: string;
  searching: boolean;
}) {
  const today = todayIsoDate();
  const startDate: unknown = useWatch({ control, name: start.name });
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      onKeyDown={submitOnEnter}
      aria-label={label}
      data-testid={`${testIdPrefix}-form`}
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
        <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}>{destination}</Box>
        <FormDateField {...start} control={control} required min={today} />
        <FormDateField
          {...end}
          control={control}
          min={isIsoDate(startDate) ? addDays(startDate, endAfterStart.min) : today}
          max={isIsoDate(startDate) ? addDays(startDate, endAfterStart.max) : undefined}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: partyColumns }}>{party}</Box>
      <PartyHintAndSubmit hint={hint} searching={searching} label={submitLabel} testId={`${testIdPrefix}-submit`} />
    </Paper>
  );
}
