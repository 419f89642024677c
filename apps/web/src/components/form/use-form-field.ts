import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';

/**
 * An input's react-hook-form field and its validation message (translated, or the server's text as it came), with
 * the props that bind a TextField to it: the name, blur and ref, and the message in place of the helper text.
 */
export function useFormField<TValues extends FieldValues, TTransformed = TValues>(
  control: Control<TValues, unknown, TTransformed>,
  name: Path<TValues>,
  helperText?: ReactNode,
) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = translateFieldError(fieldState.error?.message, t);
  return {
    field,
    message,
    textFieldProps: {
      name: field.name,
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(message),
      helperText: message ?? helperText,
    },
  };
}
