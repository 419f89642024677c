import { hasBalance, HOME_PATH } from '@frs/contract';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppLogo } from '../../components/app-logo';
import { LanguageSwitch } from '../../components/language-switch';
import { useCurrentRole, useLoadedProfile } from '../../lib/current-user';
import { HeaderBalance } from './header-balance';
import { HeaderRates } from './header-rates';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

interface TTopBarProps {
  /** Phones have no permanent drawer: the bar gets a button that opens it. */
  showDrawerToggle: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  drawerId: string;
}

export function TopBar({ showDrawerToggle, drawerOpen, onToggleDrawer, drawerId }: TTopBarProps) {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const profile = useLoadedProfile();

  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        {showDrawerToggle && (
          <IconButton
            color="inherit"
            edge="start"
            data-testid="drawer-toggle"
            aria-label={t('header.openNavigation')}
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={onToggleDrawer}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={HOME_PATH}
          underline="none"
          sx={{
            color: 'inherit',
            display: 'inline-flex',
            minWidth: 0,
            mr: 'auto',
            fontSize: { sm: '1rem', md: '1.125rem' },
          }}
        >
          <AppLogo size={28} compactOnPhone onTeal />
        </Link>
        <HeaderRates />
        {hasBalance(role) && <HeaderBalance minor={profile?.balance.currentBalance} />}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <NotificationBell />
          <LanguageSwitch compactOnPhone />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
