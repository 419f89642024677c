import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './server-errors';

export interface TServerSubmitOptions<TValues extends FieldValues, TOutput, TResult> {
  /** The form's own `handleSubmit` and `setError`. */
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'setError'>;
  /** The form's inputs: a server error about any other field becomes the alert. */
  fields: readonly Path<TValues>[];
  send: (values: TOutput) => Promise<TResult>;
  onSuccess?: (result: TResult) => unknown;
}

/**
 * The submit of a form whose valid values go to one call (docs/PRODUCT.md §5): the server's field errors go under the
 * inputs of `fields` and the rest becomes the alert (`serverMessage`, cleared by the next submit); `onSuccess`
 * follows a success. `formProps` is what the form shells take (`PublicForm`, the dialogs): the submit handler, the
 * pending flag and the alert.
 */
export function useServerSubmit<TValues extends FieldValues, TOutput, TResult>({
  form,
  fields,
  send,
  onSuccess,
}: TServerSubmitOptions<TValues, TOutput, TResult>) {
  const { t } = useTranslation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: send });
  const submit = form.handleSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(values, {
      onSuccess,
      onError: (error) => setServerMessage(applyServerErrors(error, form.setError, fields, t('errors.GENERIC'))),
    });
  });
  return {
    mutation,
    setServerMessage,
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      pending: mutation.isPending,
      serverMessage,
    },
  };
}
