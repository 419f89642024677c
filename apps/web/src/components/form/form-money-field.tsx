import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MINOR_UNITS_PER_MAJOR, parseMajorToMinor, plainMajorText } from '@frs/contract';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

/**
 * What the form holds for a typed amount: integer minor units for a decimal with at most two places, written plain
 * or as the app shows amounts ("12,345.67"; negative ones too, so that the schema can say "cannot be negative"),
 * null for nothing, and the text itself otherwise, which the schema answers with "enter a number".
 */
export function minorFromText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (plainMajorText(trimmed) === null) return trimmed;
  try {
    return parseMajorToMinor(trimmed);
  } catch {
    return trimmed;
  }
}

function textFromMinor(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    const sign = value < 0 ? '-' : '';
    const absolute = Math.abs(value);
    const cents = String(absolute % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
    return `${sign}${Math.trunc(absolute / MINOR_UNITS_PER_MAJOR)}.${cents}`;
  }
  return typeof value === 'string' ? value : '';
}

type TFormMoneyFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<TValues>;
  name: Path<TValues>;
  testId?: string;
  /** Shown after the amount (a currency code). */
  unit?: string;
};

/** An amount typed in major units ("125.50") and held by the form as integer minor units (12550). */
export function FormMoneyField<TValues extends FieldValues>({
  control,
  name,
  testId,
  unit,
  helperText,
  slotProps,
  ...props
}: TFormMoneyFieldProps<TValues>) {
  const { field, textFieldProps } = useFormField(control, name, helperText);
  const value: unknown = field.value;
  const [text, setText] = useState(() => textFromMinor(value));
  // The typed text stays as typed while it means the form's value; a reset of the form shows the new value.
  const shown = minorFromText(text) === value ? text : textFromMinor(value);
  return (
    <TextField
      {...props}
      {...textFieldProps}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(minorFromText(event.target.value));
      }}
      slotProps={{
        ...slotProps,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'decimal', ...(testId ? { 'data-testid': testId } : {}) },
      }}
    />
  );
}
