import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * What a form does with a failed call (docs/PRODUCT.md §5): the server's field errors go under the inputs they name,
 * and its message is shown as an alert when no input can carry it. Returns the alert text, or null when every
 * problem found its input. `fields` lists the form's inputs: an error about any other field (or none) becomes the
 * alert, so nothing the server said is lost.
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
  for (const [field, message] of entries) {
    const known = fields.find((name) => name === field);
    if (known) setError(known, { type: 'server', message });
    else unplaced = true;
  }
  return unplaced ? error.message : null;
}
