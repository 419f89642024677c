import type { TReferenceResourceName } from '@frs/contract';
import { lazyModule } from '../../lib/lazy-module';
import { LazyAutocomplete } from './lazy-autocomplete';

/** The reference autocomplete, imported on first use (reference-autocomplete.tsx, with the resources' descriptors). */
const referencePicker = lazyModule(() => import('./reference-autocomplete'));

/**
 * A list's filter by a record of a reference resource (the hotel of the hotel reservations): the reference
 * autocomplete, loaded on first use (lazy-autocomplete.tsx). The chosen record's label needs the resource's
 * descriptor, which comes with the autocomplete: the stand-in shows it blank until then, as the autocomplete does
 * until the record has loaded.
 */
export function ReferenceFilter({
  resource,
  value,
  onChange,
  label,
  testId,
}: {
  resource: TReferenceResourceName;
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId: string;
}) {
  return (
    <LazyAutocomplete
      picker={referencePicker}
      label={label}
      testId={testId}
      size="small"
      render={({ ReferenceAutocomplete }, handover) => (
        <ReferenceAutocomplete
          resource={resource}
          value={value}
          onChange={onChange}
          label={label}
          testId={testId}
          size="small"
          handover={handover}
        />
      )}
    />
  );
}
