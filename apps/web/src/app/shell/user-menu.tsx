import { routePath, showsSettingsMenu } from '@frs/contract';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import TerminalIcon from '@mui/icons-material/Terminal';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { useCurrentRole, useLoadedProfile } from '../../lib/current-user';
import { requestCommandLine } from './command-line-host';

/** Settings (not for 'user' and 'Reports'), Profile, Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const profile = useLoadedProfile();
  const { logout } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        color="inherit"
        data-testid="user-menu-button"
        aria-label={t('userMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        title={profile?.email}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {showsSettingsMenu(role) && (
          <MenuItem component={RouterLink} to={routePath('settings')} onClick={close} data-testid="menu-settings">
            <ListItemIcon>
              <SettingsIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.settings')}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={routePath('profile')} onClick={close} data-testid="menu-profile">
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          data-testid="menu-command-line"
          onClick={() => {
            close();
            requestCommandLine();
          }}
        >
          <ListItemIcon>
            <TerminalIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.commandLine')}
          <Typography variant="body2" color="text.secondary" sx={{ ml: 2 }} aria-hidden>
            Ctrl+K
          </Typography>
        </MenuItem>
        <MenuItem
          data-testid="menu-logout"
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
