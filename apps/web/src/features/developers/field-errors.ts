import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * applyServerErrors (lib/server-errors.ts) for forms whose input holds a list: the server names an item
 * (`allowedCidrs.2`, `eventTypes.0`), the form has one input for the whole list, so an error goes under the input its
 * path starts with (the first one for it wins). Returns the alert text, or null when every error found its input.
 */
export function applyListFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  genericMessage: string,
): string | null {
  if (!(error instanceof ApiError)) return genericMessage;
  const entries = Object.entries(error.fieldErrors);
  const placed = new Set<string>();
  let unplaced = entries.length === 0;
  for (const [path, message] of entries) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (!field) unplaced = true;
    else if (!placed.has(field)) {
      placed.add(field);
      setError(field, { type: 'server', message });
    }
  }
  return unplaced ? error.message : null;
}
