import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The input an error's path belongs to: the input of that name, or else the one input of a whole list the path is an
 * item of (`allowedCidrs.2` under a textarea of addresses, `eventTypes.0` under a group of checkboxes).
 */
function inputOf<TName extends string>(path: string, fields: readonly TName[]): TName | undefined {
  return fields.find((name) => name === path) ?? fields.find((name) => path.startsWith(`${name}.`));
}

/**
 * What a form does with a failed call (docs/PRODUCT.md §5): the server's field errors go under the inputs they name,
 * and its message is shown as an alert when no input can carry it. Returns the alert text, or null when every
 * problem found its input (the first message of an input wins). `fields` lists the form's inputs: an error about any
 * other field (or none) becomes the alert, so nothing the server said is lost.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  genericMessage: string,
): string | null {
  if (!(error instanceof ApiError)) return genericMessage;
  const entries = Object.entries(error.fieldErrors);
  let unplaced = entries.length === 0;
  const placed = new Set<string>();
  for (const [field, message] of entries) {
    const known = inputOf(field, fields);
    if (!known) unplaced = true;
    else if (!placed.has(known)) {
      placed.add(known);
      setError(known, { type: 'server', message });
    }
  }
  return unplaced ? error.message : null;
}
