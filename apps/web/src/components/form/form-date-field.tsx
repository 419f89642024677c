import type { Control, FieldValues, Path } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { DateField, type TDateFieldProps } from './date-field';

/** What a form's date field takes beyond its picker's props: the form and the field's name. */
export interface TFormBinding<TValues extends FieldValues, TTransformed = TValues> {
  control: Control<TValues, unknown, TTransformed>;
  name: Path<TValues>;
}
type TBoundProps = 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'focusRef';

/** The picker props of a react-hook-form field: its value, its handlers, its message and the focus. */
export function useFormDateBinding<TValues extends FieldValues, TTransformed = TValues>(
  control: Control<TValues, unknown, TTransformed>,
  name: Path<TValues>,
): Pick<TDateFieldProps, TBoundProps> {
  const { field, message } = useFormField(control, name);
  const value: unknown = field.value;
  return {
    name: field.name,
    value: typeof value === 'string' ? value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    focusRef: field.ref,
    error: message,
  };
}

/**
 * The date field bound to a react-hook-form field that holds yyyy-mm-dd text ('' when empty or not typed to the end):
 * its validation message under it, translated, and the focus when the form points at its first mistake. A date and
 * time, or a time, is FormDateTimeField's.
 */
export function FormDateField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  ...props
}: Omit<TDateFieldProps, TBoundProps | 'kind'> & TFormBinding<TValues, TTransformed>) {
  return <DateField {...props} {...useFormDateBinding(control, name)} />;
}
