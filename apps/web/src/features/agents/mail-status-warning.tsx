import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailStatusQuery } from './agents-api';

/** Tells admins that mail goes nowhere real yet (no SMTP settings and no SMTP_* environment). */
export function MailStatusWarning() {
  const { t } = useTranslation();
  const status = useQuery(mailStatusQuery());
  if (!status.data || status.data.configured) return null;
  return (
    <Alert severity="warning" data-testid="mail-not-configured" sx={{ mb: 2 }}>
      {t(status.data.transport === 'file' ? 'agents.mailFile' : 'agents.mailNone')}
    </Alert>
  );
}
