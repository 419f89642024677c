import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The end of a public flow (verification, set or reset password): the outcome, and the way to the login page. */
export function PublicDone({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success" data-testid={testId} role="status">
        {message}
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" data-testid={`${testId}-login`}>
        {t('common.backToLogin')}
      </Button>
    </Box>
  );
}
