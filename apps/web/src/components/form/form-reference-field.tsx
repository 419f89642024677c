import type { TReferenceResourceName } from '@frs/contract';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ReferenceAutocomplete } from './reference-autocomplete';
import { useFormField } from './use-form-field';

/** ReferenceAutocomplete, bound to a react-hook-form field holding the record's id. */
export function FormReferenceField<TValues extends FieldValues>({
  control,
  name,
  resource,
  label,
  testId,
  required,
  autoHighlight,
  onChosen,
  inputRef,
}: {
  control: Control<TValues>;
  name: Path<TValues>;
  resource: TReferenceResourceName;
  label: string;
  testId?: string;
  required?: boolean;
  autoHighlight?: boolean;
  /** After the field took a record the user chose (or cleared): e.g. to move on to the next field. */
  onChosen?: (id: number | null) => void;
  /** The input element, besides the form's own ref to it (e.g. to move the caret there). */
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const { field, message } = useFormField(control, name);
  const value: unknown = field.value;
  return (
    <ReferenceAutocomplete
      resource={resource}
      value={typeof value === 'number' ? value : null}
      onChange={(id) => {
        field.onChange(id);
        onChosen?.(id);
      }}
      onBlur={field.onBlur}
      inputRef={
        inputRef
          ? (element: HTMLInputElement | null) => {
              field.ref(element);
              inputRef(element);
            }
          : field.ref
      }
      label={label}
      testId={testId}
      required={required}
      error={message}
      autoHighlight={autoHighlight}
    />
  );
}
