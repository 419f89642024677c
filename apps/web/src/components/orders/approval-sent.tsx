import type { TPendingApproval } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Four-eyes approval (issue 19) on the web: a call that may be held (a discount, a refund, a balance or credit change)
 * answers either its result or `pendingApproval`. A held call tells the user "sent for approval" instead of "done",
 * here in a notice of the app shell, since the dialog that made the call closes.
 */

export function isPendingApproval(result: unknown): result is TPendingApproval {
  return (
    typeof result === 'object' && result !== null && (result as { outcome?: unknown }).outcome === 'pendingApproval'
  );
}

const listeners = new Set<() => void>();

/** Shows the shell's "sent for approval" notice when the call was held; true when it was. */
export function announceIfHeld(result: unknown): boolean {
  if (!isPendingApproval(result)) return false;
  for (const listener of listeners) listener();
  return true;
}

/** The shell's notice, with a link to the approvals list. */
export function ApprovalSentNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  const close = () => setOpen(false);
  return (
    <Snackbar open={open} onClose={close} autoHideDuration={10_000}>
      <Alert
        severity="info"
        role="status"
        onClose={close}
        data-testid="approval-sent-notice"
        action={
          <Button component={RouterLink} to="/approvals" color="inherit" size="small" onClick={close}>
            {t('approvals.openList')}
          </Button>
        }
      >
        {t('approvals.sentForApproval')}
      </Alert>
    </Snackbar>
  );
}
