import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export interface TSelectOption {
  value: string;
  label: string;
}

type TFormSelectFieldProps<TValues extends FieldValues, TTransformed = TValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  options: readonly TSelectOption[];
  testId?: string;
  /** Offers an empty choice that sets the field to null. */
  emptyLabel?: string;
};

/**
 * A native select bound to a react-hook-form field: native so that phones show their own picker and keyboards and
 * browser tests choose options the standard way.
 */
export function FormSelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  options,
  testId,
  emptyLabel,
  helperText,
  slotProps,
  ...props
}: TFormSelectFieldProps<TValues, TTransformed>) {
  const { field, textFieldProps } = useFormField(control, name, helperText);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      {...textFieldProps}
      select
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      slotProps={{
        ...slotProps,
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { ...(testId ? { 'data-testid': testId } : {}) },
      }}
    >
      {emptyLabel !== undefined || value === null || value === undefined || value === '' ? (
        <option value="">{emptyLabel ?? ''}</option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
