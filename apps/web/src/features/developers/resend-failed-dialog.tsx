import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/form/date-time-field';
import { ApiError } from '../../lib/api-client';
import { resendFailed } from './developers-api';

/** The date-time field's text ("2026-11-24T14:05", local time) of an instant. */
function localText(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/**
 * "Resend failed since…": every failed delivery of the endpoint since the time typed (a day ago to begin with) goes
 * out again; `onDone` gets how many. Downloaded on the click that opens it (the date-time picker is large).
 */
export default function ResendFailedDialog({
  endpointId,
  onClose,
  onDone,
}: {
  endpointId: number;
  onClose: () => void;
  onDone: (resent: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [since, setSince] = useState(() => localText(new Date(Date.now() - 24 * 3_600_000)));
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: (instant: string) => resendFailed(endpointId, instant),
    onSuccess: (result) => onDone(result.resent),
    onError: (error) => setFieldError(error instanceof ApiError ? error.fieldErrors.since : undefined),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!since) {
      setFieldError(t('fieldErrors.required'));
      return;
    }
    setFieldError(undefined);
    mutation.mutate(new Date(since).toISOString());
  };
  const serverMessage =
    mutation.error && !fieldError
      ? mutation.error instanceof ApiError
        ? mutation.error.message
        : t('errors.GENERIC')
      : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid="resend-failed-dialog">
      <DialogTitle id={titleId}>{t('developers.deliveries.resendFailedTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {serverMessage && <Alert severity="error">{serverMessage}</Alert>}
          <DialogContentText>{t('developers.deliveries.resendFailedText')}</DialogContentText>
          <DateTimeField
            kind="dateTime"
            label={t('developers.deliveries.since')}
            value={since}
            onChange={setSince}
            required
            fullWidth
            error={fieldError}
            testId="resend-failed-since"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="resend-failed-submit">
            {t('developers.deliveries.resend')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
