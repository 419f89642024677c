import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { textInLanguage } from '../../lib/multilingual';
import { useNotifications } from './use-notifications';

/** Urgent notifications not yet read, above the page: closing one marks it read. */
export function UrgentBanner() {
  const { t, i18n } = useTranslation();
  const { notifications, markRead } = useNotifications();
  const urgent = (notifications.data?.result ?? []).filter((item) => item.urgent && !item.read);
  if (urgent.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {urgent.map((item) => (
        <Alert
          key={item.id}
          severity="warning"
          data-testid={`urgent-banner-${item.id}`}
          onClose={() => markRead.mutate(item.id)}
          slotProps={{ closeButton: { 'aria-label': t('notificationBell.markRead') } as object }}
        >
          <AlertTitle>{textInLanguage(item.title, i18n.language)}</AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line' }}>{textInLanguage(item.text, i18n.language)}</Box>
        </Alert>
      ))}
    </Box>
  );
}
