import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { pickerAdapterLocale, pickerLocaleText, pickerWeekdayLabel } from './date-picker-locale';

/** What a date field holds: a day, a day and a time, or a time of day. */
export type TDateFieldKind = 'date' | 'dateTime' | 'time';

/**
 * The value each kind hands the form (what the native inputs gave before: "2026-11-24", "2026-11-24T14:05",
 * "14:05") and what it shows (the app's date format: "24.11.2026 14:05", whatever the browser's language).
 */
const FORMATS: Record<TDateFieldKind, { value: string; shown: string }> = {
  date: { value: 'YYYY-MM-DD', shown: 'DD.MM.YYYY' },
  dateTime: { value: 'YYYY-MM-DDTHH:mm', shown: 'DD.MM.YYYY HH:mm' },
  time: { value: 'HH:mm', shown: 'HH:mm' },
};

/** A time of day is read on an arbitrary day: only its hours and minutes are kept. */
const TIME_REFERENCE_DAY = '2000-01-01';

/** The picker's value of a form value, or null for '' and for anything that is not exactly such a value. */
function pickerValue(value: string, kind: TDateFieldKind): Dayjs | null {
  if (!value) return null;
  const parsed = dayjs(kind === 'time' ? `${TIME_REFERENCE_DAY}T${value}` : value);
  return parsed.isValid() && parsed.format(FORMATS[kind].value) === value ? parsed : null;
}

/**
 * A year still being typed ("2", "20", "202") already makes a valid date to the picker, far in the past: no date of
 * this app is before this year, so such a date counts as not complete yet.
 */
const FIRST_YEAR = 1000;

/** The form value of a picker value: '' when empty or not complete yet (as a native input), else the text. */
function formValue(value: Dayjs | null, kind: TDateFieldKind): string {
  if (!value?.isValid() || (kind !== 'time' && value.year() < FIRST_YEAR)) return '';
  return value.format(FORMATS[kind].value);
}

export interface TDateFieldProps {
  kind?: TDateFieldKind;
  /** '' (nothing) or the kind's value ("2026-11-24", "2026-11-24T14:05", "14:05"). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label: string;
  /** Put on the field's input element (`data-testid`), where tests find it. */
  testId?: string;
  /** The first and last day the calendar offers (yyyy-mm-dd); typing another still reaches the form's rules. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message to show in red under the field (it then counts as wrong). */
  error?: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  name?: string;
  /** Receives something with `focus()`, so a form can move the focus to the field (react-hook-form). */
  focusRef?: Ref<{ focus: () => void }>;
}

/**
 * What every kind's picker takes: the value in and out, the field's label, messages and test id, the calendar's
 * bounds, and the focus for the form; `locale` is for the LocalizationProvider around the picker (the app's month and
 * weekday names).
 */
export function usePickerProps({
  kind = 'date',
  value,
  onChange,
  onBlur,
  label,
  testId,
  min,
  max,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
  name,
  focusRef,
}: TDateFieldProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localeText = useMemo(() => pickerLocaleText(t), [t]);
  // What the user is typing: kept while it means the form's value, so a date typed half-way stays on screen (its
  // form value is '' until it is complete), and a new value from outside replaces it.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const shown = draft !== null && formValue(draft, kind) === value ? draft : pickerValue(value, kind);
  const [fieldRoot, setFieldRoot] = useState<HTMLElement | null>(null);

  const common = {
    value: shown,
    onChange: (next: Dayjs | null) => {
      setDraft(next);
      const text = formValue(next, kind);
      if (text !== value) onChange(text);
    },
    format: FORMATS[kind].shown,
    disabled,
    slotProps: {
      textField: {
        label,
        name,
        required,
        size,
        fullWidth,
        sx,
        // Our rules say what is wrong (the form's schema), not the picker's own checks.
        error: Boolean(error),
        helperText: error ?? helperText,
        onBlur,
        ref: setFieldRoot,
        slotProps: { htmlInput: testId ? { 'data-testid': testId } : {} },
      },
    },
  };
  // What only a calendar has: its weekday labels and the days it offers.
  const calendar = {
    dayOfWeekFormatter: pickerWeekdayLabel(language),
    minDate: min ? (pickerValue(min, 'date') ?? undefined) : undefined,
    maxDate: max ? (pickerValue(max, 'date') ?? undefined) : undefined,
  };
  // The field has no input of its own to focus: its first section (the day) takes the focus instead.
  useImperativeHandle(
    focusRef,
    () => ({ focus: () => fieldRoot?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() }),
    [fieldRoot],
  );
  const locale = { dateAdapter: AdapterDayjs, adapterLocale: pickerAdapterLocale(language), localeText };
  return { common, calendar, locale };
}

/**
 * The one date input of the app (MUI X pickers): typed with the keyboard section by section ("24112026"), or picked
 * from a calendar, shown as dd.mm.yyyy in every language, with the app's month and weekday names, and handing the
 * form the same yyyy-mm-dd text the native inputs did. A date and time, or a time of day, is date-time-field.tsx's:
 * their pickers are a module of their own, which the screens with only dates do not download.
 *
 * The desktop variants are used on phones too: their field stays typeable, and their popups (a calendar, or one
 * view at a time for a date and time) fit a 375 px screen.
 */
export function DateField(props: Omit<TDateFieldProps, 'kind'>) {
  const { common, calendar, locale } = usePickerProps({ ...props, kind: 'date' });
  return (
    <LocalizationProvider {...locale}>
      <DesktopDatePicker {...common} {...calendar} />
    </LocalizationProvider>
  );
}
