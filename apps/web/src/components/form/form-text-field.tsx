import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';

export type TFormTextFieldProps<TValues extends FieldValues, TTransformed = TValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** The form's control; its resolver may transform the values (a money text becomes minor units). */
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  /** Put on the input element (`data-testid`), where browser tests find it. */
  testId?: string;
  /** `number` inputs hand the form a number (or null when empty) rather than the text. */
  numeric?: boolean;
};

/**
 * An MUI text field bound to a react-hook-form field: the value, its validation message (translated, or the
 * server's text as it came) under the input, and `aria-invalid` for screen readers.
 */
export function FormTextField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  testId,
  numeric = false,
  helperText,
  slotProps,
  ...props
}: TFormTextFieldProps<TValues, TTransformed>) {
  const { field, textFieldProps } = useFormField(control, name, helperText);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      {...textFieldProps}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(numeric ? (text.trim() === '' ? null : Number(text)) : text);
      }}
      type={numeric ? 'number' : props.type}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(numeric ? { inputMode: 'decimal' } : {}),
          ...(slotProps?.htmlInput as object | undefined),
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
    />
  );
}
