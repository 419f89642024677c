import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  /**
   * The button that closes without doing anything ("Cancel" by default). Name it for what it keeps where "Cancel"
   * would read as the action itself: "Keep the booking" beside "Cancel the booking".
   */
  dismissLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** A failure of the confirmed action (e.g. the 409 naming where a record is used). */
  error?: string | null;
  testId?: string;
  /** Red for what destroys (the default), the brand colour for what completes (ticketing, confirming). */
  confirmColor?: 'error' | 'primary';
  /** More than the text: a summary of what the action will do. */
  children?: ReactNode;
  /** The confirm button takes the focus, so that Enter confirms (an order's paying step reached by its key). */
  autoFocusConfirm?: boolean;
}

/** Asks before an action that cannot be undone; stays open to show why the action failed. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  dismissLabel,
  onConfirm,
  onClose,
  busy = false,
  error,
  testId = 'confirm-dialog',
  confirmColor = 'error',
  children,
  autoFocusConfirm = false,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid={`${testId}-cancel`}>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button
          color={confirmColor}
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          autoFocus={autoFocusConfirm}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
