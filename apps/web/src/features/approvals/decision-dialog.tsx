import type { TApprovalRequest } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { decideApproval, type TDecision } from './approvals-api';

function failureText(error: Error, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = Object.entries(error.fieldErrors).filter(([field]) => field !== 'reason');
  return fields.length > 0 ? fields.map(([, text]) => text).join(' ') : error.message;
}

const TITLES = { approve: 'approveTitle', reject: 'rejectTitle', cancel: 'withdrawTitle' } as const;
const LABELS = { approve: 'approve', reject: 'reject', cancel: 'withdraw' } as const;

/**
 * Approve (a reason optional), reject (a reason required) or withdraw a request. The dialog stays open on a refusal
 * (e.g. the operation no longer holds: the balance, the order's status) with the server's message.
 */
export function DecisionDialog({
  request,
  decision,
  onClose,
  onDone,
}: {
  request: TApprovalRequest;
  decision: TDecision;
  onClose: () => void;
  onDone: (result: TApprovalRequest) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => decideApproval(request.id, decision, reason.trim() || null, idempotency.key),
    onSuccess: async (result) => {
      idempotency.renew();
      // An approval moved money or changed an order: whatever shows them is stale.
      await queryClient.invalidateQueries();
      onDone(result);
    },
    onError: (error) => setReasonError(error instanceof ApiError ? (error.fieldErrors.reason ?? null) : null),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decision === 'reject' && !reason.trim()) {
      setReasonError(t('fieldErrors.required'));
      return;
    }
    setReasonError(null);
    mutation.mutate();
  };
  // The operation's own refusal (its message, or its field errors: an order changed since) shows as the alert.
  const serverMessage = mutation.error && !reasonError ? failureText(mutation.error, t('errors.GENERIC')) : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId} data-testid="decision-dialog">
      <DialogTitle id={titleId}>{t(`approvals.${TITLES[decision]}`)}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid="decision-dialog-error">
              {serverMessage}
            </Alert>
          )}
          {decision !== 'cancel' && (
            <TextField
              label={t(decision === 'reject' ? 'approvals.reason' : 'approvals.reasonOptional')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required={decision === 'reject'}
              error={reasonError !== null}
              helperText={reasonError}
              multiline
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': 'decision-reason', maxLength: 500 } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'primary' : 'error'}
            loading={mutation.isPending}
            data-testid="decision-submit"
          >
            {t(`approvals.${LABELS[decision]}`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
