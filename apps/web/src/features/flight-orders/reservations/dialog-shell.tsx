import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
    onSuccess: async () => {
      idempotency.renew();
      options.onClose();
      await invalidate();
    },
  }).formProps;
}

/**
 * The chrome of every order operation form: a title, the server's message as an alert, the fields, cancel and
 * submit. Full screen on a phone.
 */
export function OperationDialog({
  title,
  onClose,
  onSubmit,
  pending,
  serverMessage,
  submitLabel,
  destructive = false,
  submitDisabled = false,
  testId,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  serverMessage: string | null;
  submitLabel: string;
  destructive?: boolean;
  /** The submit stays disabled while what it would send is not ready (or cannot succeed). */
  submitDisabled?: boolean;
  testId: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={wide ? 'md' : 'sm'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {serverMessage}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={pending}
            disabled={submitDisabled}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
