import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { DateField, type TDateFieldProps } from './date-field';

type TFormDateFieldProps<TValues extends FieldValues, TTransformed = TValues> = Omit<
  TDateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'focusRef'
> & {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
};

/**
 * The date field bound to a react-hook-form field that holds yyyy-mm-dd text (yyyy-mm-ddThh:mm, hh:mm for the other
 * kinds; '' when empty or not typed to the end): its validation message under it, translated, and the focus when
 * the form points at its first mistake.
 */
export function FormDateField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  ...props
}: TFormDateFieldProps<TValues, TTransformed>) {
  const { field, message } = useFormField(control, name);
  const value: unknown = field.value;
  return (
    <DateField
      {...props}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
      error={message}
    />
  );
}
