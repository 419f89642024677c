import { routePath } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { subscribeToHeldCalls } from '../../components/orders/approval-sent';

/**
 * The shell's "sent for approval" notice, with a link to the approvals list (app/shell/approval-sent-notice.tsx mounts
 * it on the first held call). It mounts because a call was just held, hence open; a later held call opens it again.
 * Its texts are in the main catalogue: the agent page's money dialogs show them too.
 */
export function ApprovalSentSnackbar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => subscribeToHeldCalls(() => setOpen(true)), []);
  const close = () => setOpen(false);
  return (
    <Snackbar open={open} onClose={close} autoHideDuration={10_000}>
      <Alert
        severity="info"
        role="status"
        onClose={close}
        data-testid="approval-sent-notice"
        action={
          <Button component={RouterLink} to={routePath('approvals')} color="inherit" size="small" onClick={close}>
            {t('approvals.openList')}
          </Button>
        }
      >
        {t('approvals.sentForApproval')}
      </Alert>
    </Snackbar>
  );
}
