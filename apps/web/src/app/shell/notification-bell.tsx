import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { formatInstant } from '@frs/contract';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textInLanguage } from '../../lib/multilingual';
import { useNotifications } from './use-notifications';

/**
 * The bell of the top bar: the number unread, and in a popover the user's own notices (newest first, each with a link
 * to what it is about) above the agency's announcements, each markable as read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { notifications, markRead, markNoticeRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = notifications.data?.result ?? [];
  const notices = notifications.data?.notices ?? [];
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
          {items.length === 0 && notices.length === 0 && (
            <Typography component="li" sx={{ p: 2 }} color="text.secondary">
              {t('notificationBell.none')}
            </Typography>
          )}
          {notices.map((notice) => (
            <BellItem
              key={`notice-${notice.id}`}
              testId={`notice-${notice.id}`}
              title={textInLanguage(notice.title, i18n.language)}
              text={textInLanguage(notice.text, i18n.language)}
              urgent={notice.urgent}
              resolved={notice.resolved}
              read={notice.read}
              when={formatInstant(notice.createdAt)}
              markReadButton={
                <>
                  {notice.link !== null && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={notice.link}
                      onClick={() => {
                        setAnchor(null);
                        if (!notice.read) markNoticeRead.mutate(notice.id);
                      }}
                      data-testid={`notice-open-${notice.id}`}
                    >
                      {t('notificationBell.openNotice')}
                    </Button>
                  )}
                  {!notice.read && (
                    <Button
                      size="small"
                      onClick={() => markNoticeRead.mutate(notice.id)}
                      disabled={markNoticeRead.isPending}
                      data-testid={`notice-read-${notice.id}`}
                    >
                      {t('notificationBell.markRead')}
                    </Button>
                  )}
                </>
              }
            />
          ))}
          {items.map((item) => (
            <BellItem
              key={item.id}
              testId={`notification-${item.id}`}
              title={textInLanguage(item.title, i18n.language)}
              text={textInLanguage(item.text, i18n.language)}
              urgent={item.urgent}
              read={item.read}
              when={t('notificationBell.period', { from: item.startDate, to: item.endDate })}
              markReadButton={
                !item.read && (
                  <Button
                    size="small"
                    onClick={() => markRead.mutate(item.id)}
                    disabled={markRead.isPending}
                    data-testid={`notification-read-${item.id}`}
                  >
                    {t('notificationBell.markRead')}
                  </Button>
                )
              }
            />
          ))}
        </Box>
      </Popover>
    </>
  );
}

/** One entry of the bell's list: a title (bold while unread), its text, when, and its actions. */
function BellItem(props: {
  testId: string;
  title: string;
  text: string;
  urgent: boolean;
  /** A deadline reminder whose deadline no longer applies: said instead of "Urgent". */
  resolved?: boolean;
  read: boolean;
  when: string;
  markReadButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid={props.testId}
      sx={{ p: 2, borderBottom: 1, borderColor: 'divider', bgcolor: props.read ? 'transparent' : 'action.hover' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography component="h2" variant="subtitle2" sx={{ flexGrow: 1, fontWeight: props.read ? 400 : 600 }}>
          {props.title}
        </Typography>
        {props.resolved ? (
          <Chip size="small" label={t('notificationBell.resolved')} data-testid={`${props.testId}-resolved`} />
        ) : (
          props.urgent && <Chip size="small" color="error" label={t('notificationBell.urgent')} />
        )}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {props.text}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {props.when}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>{props.markReadButton}</Box>
      </Box>
    </Box>
  );
}
