import type { FieldValues } from 'react-hook-form';
import { announceIfHeld } from '../../../components/orders/approval-sent';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { useServerSubmit, type TServerSubmitOptions } from '../../../lib/use-server-submit';

/** The alert text of a failed call that has no input to sit under. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The alert text of a failed call whose field errors have no inputs of their own: the field errors, else the message. */
export function fieldFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
    return Object.values(error.fieldErrors).join(' ');
  }
  return failureText(error, fallback);
}

/**
 * The submit of an order operation form: one Idempotency-Key per user action (kept across retries, renewed after a
 * success); a success closes the dialog and refreshes what shows the order. Returns the OperationDialog's
 * `onSubmit`, `pending` and `serverMessage`.
 */
export function useOperationSubmit<TValues extends FieldValues, TOutput>(
  options: Pick<TServerSubmitOptions<TValues, TOutput, unknown>, 'form' | 'fields'> & {
    send: (values: TOutput, idempotencyKey: string) => Promise<unknown>;
    onClose: () => void;
  },
) {
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  return useServerSubmit({
    form: options.form,
    fields: options.fields,
    send: (values: TOutput) => options.send(values, idempotency.key),
    onSuccess: async (result) => {
      // Held for a second staff member's approval: the shell says "sent for approval" (issue 19).
      announceIfHeld(result);
      idempotency.renew();
      options.onClose();
      await invalidate();
    },
  }).formProps;
}

export { OperationDialog } from '../../../components/orders/operation-dialog';
