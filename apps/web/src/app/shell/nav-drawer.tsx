import { navigationRoutesFor, PRIVATE_ROUTES, type TPrivateRouteKey } from '@frs/contract';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, useMatch } from 'react-router';
import { useCurrentRole } from '../../lib/current-user';
import { ROUTE_ICONS } from './route-icons';

export const DRAWER_WIDTH = 248;

function isPrivateRouteKey(key: string): key is TPrivateRouteKey {
  return PRIVATE_ROUTES.some((route) => route.key === key);
}

function NavItem({ routeKey, path, onNavigate }: { routeKey: TPrivateRouteKey; path: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  // Navigation entries match their path exactly (docs/PRODUCT.md §2); NavLink's `end` sets aria-current the same way.
  const active = useMatch({ path, end: true }) !== null;
  const Icon = ROUTE_ICONS[routeKey];
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={path}
        end
        selected={active}
        onClick={onNavigate}
        data-testid={`nav-${routeKey}`}
        sx={{
          mx: 1,
          // Half the usual padding on the right: the longest Armenian entry, bold while selected, needs the room.
          pr: 1,
          borderRadius: 2,
          '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 },
          '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.dark' },
        }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(`routes.${routeKey}`)} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
      </ListItemButton>
    </ListItem>
  );
}

function NavigationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const role = useCurrentRole();
  return (
    <Box component="nav" aria-label={t('navigation.label')} data-testid="nav-drawer">
      <List>
        {navigationRoutesFor(role).map((route) =>
          isPrivateRouteKey(route.key) ? (
            <NavItem key={route.key} routeKey={route.key} path={route.path} onNavigate={onNavigate} />
          ) : null,
        )}
      </List>
    </Box>
  );
}

interface TNavDrawerProps {
  id: string;
  /** md and up: always visible beside the content; below: a temporary drawer opened from the top bar. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ id, permanent, open, onClose }: TNavDrawerProps) {
  const { t } = useTranslation();
  if (permanent) {
    return (
      <Drawer
        variant="permanent"
        slotProps={{ paper: { id } }}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {/* Room for the fixed app bar above. */}
        <Toolbar />
        <NavigationList onNavigate={() => undefined} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      // The open drawer is a modal dialog, which needs a name of its own.
      slotProps={{ paper: { id, 'aria-label': t('navigation.label') } }}
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw', boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <NavigationList onNavigate={onClose} />
    </Drawer>
  );
}
