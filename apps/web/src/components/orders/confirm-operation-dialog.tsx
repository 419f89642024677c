import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../lib/shared-orders-api';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * The button that leaves an order as it is, named for what it keeps: beside "Cancel the booking" a "Cancel" would
 * read as the same action, so it is "Keep the booking" (and "Keep the hold" beside "Cancel the hold"); beside
 * the other operations it is "Back". The operations' names are the same in every product line.
 */
export function dismissLabelOf(t: TFunction, operation: string): string {
  if (operation === 'cancel') return t('orderOperations.keep.booking');
  if (operation === 'cancelPreOrder') return t('orderOperations.keep.hold');
  return t('common.back');
}

/**
 * Asks before one simple operation on an order of any product line and runs it. The dialog keeps one
 * Idempotency-Key while it is open, so confirming again after a lost answer repeats the same operation instead of
 * charging twice; a refusal (a 409: the status moved on, the balance is short) stays in the dialog with the server's
 * message. A success closes it and refreshes what shows orders. What completes the order (not what destroys) has
 * the focus on its confirm button, so that its key (T, B) then Enter runs it.
 */
export function ConfirmOperationDialog<TOrderView>({
  run,
  texts,
  destructive,
  onClose,
  onDone,
  testId,
}: {
  run: (idempotencyKey: string) => Promise<TOrderView>;
  texts: { title: string; text: string; confirm: string; dismiss: string };
  destructive: boolean;
  onClose: () => void;
  onDone?: (order: TOrderView) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const mutation = useMutation({
    mutationFn: () => run(idempotency.key),
    onSuccess: async (updated) => {
      idempotency.renew();
      onDone?.(updated);
      onClose();
      await invalidate();
    },
  });
  const error = mutation.error;
  return (
    <ConfirmDialog
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.confirm}
      dismissLabel={texts.dismiss}
      confirmColor={destructive ? 'error' : 'primary'}
      autoFocusConfirm={!destructive}
      busy={mutation.isPending}
      error={error ? (error instanceof ApiError ? error.message : t('errors.GENERIC')) : null}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      testId={testId}
    />
  );
}
