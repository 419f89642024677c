import type { FieldValues } from 'react-hook-form';
import type { TDateFieldProps } from './date-field';
import { DateTimeField } from './date-time-field';
import { useFormDateBinding, type TFormBinding } from './form-date-field';

/**
 * FormDateField for a date and time (yyyy-mm-ddThh:mm) or a time of day (hh:mm): the same binding, with the time
 * pickers of date-time-field.tsx.
 */
export function FormDateTimeField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  kind,
  ...props
}: Omit<TDateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'focusRef' | 'kind'> &
  TFormBinding<TValues, TTransformed> & { kind: 'dateTime' | 'time' }) {
  return <DateTimeField {...props} kind={kind} {...useFormDateBinding(control, name)} />;
}
