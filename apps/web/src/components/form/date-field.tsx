import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';
import { lazyModule } from '../../lib/lazy-module';
import { LazyPickerField } from './lazy-picker-field';

/** What a date field holds: a day, a day and a time, or a time of day. */
export type TDateFieldKind = 'date' | 'dateTime' | 'time';

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

/** The date picker, imported on first use (date-picker.tsx). */
export const datePicker = lazyModule(() => import('./date-picker'));

/**
 * The one date input of the app (MUI X pickers): typed with the keyboard section by section ("24112026"), or picked
 * from a calendar, shown as dd.mm.yyyy in every language, with the app's month and weekday names, and handing the
 * form the same yyyy-mm-dd text the native inputs did. The picker (about 50 KB of MUI X and dayjs) loads on first
 * use: until then a plain text field stands in for it (lazy-picker-field.tsx). A date and time, or a time of day, is
 * date-time-field.tsx's: their pickers are a module of their own.
 */
export function DateField(props: Omit<TDateFieldProps, 'kind'>) {
  return <LazyPickerField {...props} kind="date" picker={datePicker} />;
}
