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
import { useTranslation } from 'react-i18next';

/**
 * The chrome of every order operation form, of any product line: a title, the server's message as an alert, the fields, cancel and
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
