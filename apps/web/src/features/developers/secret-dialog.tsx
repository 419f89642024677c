import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server answered once (a new API key, a webhook endpoint's signing secret, a rotated one), with a copy
 * button and the warning that it is never shown again. The parent holds the secret only while this is open and drops
 * it on close: nothing (state, cache, storage) keeps it afterwards. A click beside the dialog does not close it, so
 * that the secret is not lost by a slip.
 */
export function SecretDialog({
  title,
  warning,
  secret,
  onClose,
}: {
  title: string;
  warning: string;
  secret: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="secret-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning" data-testid="secret-warning">
          {warning}
        </Alert>
        <TextField
          label={t('developers.secret.label')}
          value={secret}
          multiline
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              readOnly: true,
              'data-testid': 'secret-value',
              spellCheck: false,
            },
            input: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } },
          }}
        />
        {copy && (
          <Alert severity={copy === 'copied' ? 'success' : 'error'} role="status" data-testid="secret-copy-result">
            {t(copy === 'copied' ? 'developers.secret.copied' : 'developers.secret.copyFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copySecret()} data-testid="secret-copy">
          {t('developers.secret.copy')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus data-testid="secret-done">
          {t('developers.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
