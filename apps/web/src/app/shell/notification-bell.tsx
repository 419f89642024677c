import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textInLanguage } from '../../lib/multilingual';
import { useNotifications } from './use-notifications';

/** The bell of the top bar: the number unread, and the notifications in a popover, each markable as read. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { notifications, markRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = notifications.data?.result ?? [];
  const unread = notifications.data?.unread ?? 0;
  const label =
    unread > 0
      ? `${t('notificationBell.open')}, ${t('notificationBell.unread', { count: unread })}`
      : t('notificationBell.open');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        {/* No content at 0: MUI keeps a hidden "0" in the button's text, which its label does not contain (axe). */}
        <Badge badgeContent={unread > 0 ? unread : undefined} color="error" data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t('notificationBell.open'), sx: { width: 360, maxWidth: '100vw' } },
        }}
      >
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}
          data-testid="notification-list"
        >
          {items.length === 0 && (
            <Typography component="li" sx={{ p: 2 }} color="text.secondary">
              {t('notificationBell.none')}
            </Typography>
          )}
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              data-testid={`notification-${item.id}`}
              sx={{
                p: 2,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: item.read ? 'transparent' : 'action.hover',
              }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                <Typography component="h2" variant="subtitle2" sx={{ flexGrow: 1, fontWeight: item.read ? 400 : 600 }}>
                  {textInLanguage(item.title, i18n.language)}
                </Typography>
                {item.urgent && <Chip size="small" color="error" label={t('notificationBell.urgent')} />}
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {textInLanguage(item.text, i18n.language)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {t('notificationBell.period', { from: item.startDate, to: item.endDate })}
                </Typography>
                {!item.read && (
                  <Button
                    size="small"
                    onClick={() => markRead.mutate(item.id)}
                    disabled={markRead.isPending}
                    data-testid={`notification-read-${item.id}`}
                  >
                    {t('notificationBell.markRead')}
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
