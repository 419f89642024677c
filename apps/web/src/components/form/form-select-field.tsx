import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';

export interface TSelectOption {
  value: string;
  label: string;
}

type TFormSelectFieldProps<TValues extends FieldValues, TTransformed = TValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select' | 'children'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
  options: readonly TSelectOption[];
  /** Put on the field (a click on it opens the list); options get `<testId>-<value>`. */
  testId?: string;
};

/** An MUI select bound to a react-hook-form field, with its translated message under it. */
export function FormSelectField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  options,
  testId,
  helperText,
  slotProps,
  ...props
}: TFormSelectFieldProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateFieldError(fieldState.error?.message, t);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={slotProps}
      data-testid={testId}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          data-testid={testId ? `${testId}-${option.value}` : undefined}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
