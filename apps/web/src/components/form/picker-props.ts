import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useImperativeHandle, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { TDateFieldKind, TDateFieldProps } from './date-field';
import { pickerAdapterLocale, pickerLocaleText, pickerWeekdayLabel } from './date-picker-locale';

/**
 * The value each kind hands the form (what the native inputs gave before: "2026-11-24", "2026-11-24T14:05",
 * "14:05") and what it shows (the app's date format: "24.11.2026 14:05", whatever the browser's language; the field
 * drawn before the picker has loaded writes the same, date-text.ts).
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

/**
 * What the user was doing in the field drawn before the picker arrived (lazy-picker-field.tsx), which the picker
 * carries on: typing in it (the picker takes the focus), or asking for the calendar (the picker opens it).
 */
export type TPickerHandover = 'focus' | 'calendar' | undefined;

export type TPickerProps = TDateFieldProps & { handover?: TPickerHandover };

/**
 * What every kind's picker (date-picker.tsx, date-time-picker.tsx) takes: the value in and out, the field's label,
 * messages and test id, the calendar's bounds, the focus for the form, and the handover from the field drawn before
 * it; `locale` is for the LocalizationProvider around the picker (the app's month and weekday names).
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
  handover,
}: TPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const localeText = useMemo(() => pickerLocaleText(t), [t]);
  // What the user is typing: kept while it means the form's value, so a date typed half-way stays on screen (its
  // form value is '' until it is complete), and a new value from outside replaces it.
  const [draft, setDraft] = useState<Dayjs | null>(null);
  const shown = draft !== null && formValue(draft, kind) === value ? draft : pickerValue(value, kind);
  const [fieldRoot, setFieldRoot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(handover === 'calendar');

  const common = {
    value: shown,
    onChange: (next: Dayjs | null) => {
      setDraft(next);
      const text = formValue(next, kind);
      if (text !== value) onChange(text);
    },
    format: FORMATS[kind].shown,
    disabled,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
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
  // Typing goes on where it was: at the start of an empty field, after a whole value typed before the swap.
  useEffect(() => {
    if (handover !== 'focus' || !fieldRoot) return;
    const sections = fieldRoot.querySelectorAll<HTMLElement>('[role="spinbutton"]');
    (value ? sections[sections.length - 1] : sections[0])?.focus();
    // Only when the picker has just replaced the field: `value` changes later are typing in the picker itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handover, fieldRoot]);
  const locale = { dateAdapter: AdapterDayjs, adapterLocale: pickerAdapterLocale(language), localeText };
  return { common, calendar, locale };
}
