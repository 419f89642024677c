import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

interface TLoadErrorProps {
  onRetry: () => void;
  /** A server message to show instead of the generic hint. */
  message?: string;
}

/** A part of the app (a lazy chunk, a stylesheet, the profile) failed to load; Retry tries again. */
export function LoadError({ onRetry, message }: TLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Alert
        severity="error"
        data-testid="load-error"
        sx={{ width: '100%', maxWidth: 560 }}
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={onRetry}
            data-testid="load-error-retry"
          >
            {t('loadError.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('loadError.title')}</AlertTitle>
        {message ?? t('loadError.hint')}
      </Alert>
    </Box>
  );
}
