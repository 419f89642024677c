import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { applyServerErrors } from '../../lib/server-errors';

/**
 * The "Hold" of the hotel's and the package's checkout forms: the pre-order goes out under one Idempotency-Key per
 * form until it succeeds (then a new one), the server's field errors go under the inputs of `fields` and the rest
 * becomes the footer's alert (`serverMessage`, cleared by the next submit). It is lib/use-server-submit.ts's submit
 * with the key, written out because importing that hook adds a chunk of its own to the checkouts' first load. The
 * flights' form keeps its own: its one step places the same hold under the same key.
 */
export function useHoldSubmit<TValues extends FieldValues, TOutput, TOrder>({
  form,
  fields,
  preOrder,
  onHeld,
}: {
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'setError'>;
  fields: readonly Path<TValues>[];
  preOrder: (values: TOutput, idempotencyKey: string) => Promise<TOrder>;
  onHeld: (order: TOrder) => void;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (values: TOutput) => preOrder(values, idempotency.key) });
  const submit = form.handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onSuccess: (order) => {
        idempotency.renew();
        onHeld(order);
      },
      onError: (error) => setServerMessage(applyServerErrors(error, form.setError, fields, t('errors.GENERIC'))),
    });
  });
  return {
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      pending: mutation.isPending,
      serverMessage,
    },
  };
}
