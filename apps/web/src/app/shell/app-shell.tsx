import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { ApprovalSentNotice } from './approval-sent-notice';
import { CommandLineHost } from './command-line-host';
import { Footer } from './footer';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';
import { UrgentBanner } from './urgent-banner';

const MAIN_ID = 'main-content';
const DRAWER_ID = 'navigation-drawer';

/** Header, navigation, main content and footer of the logged-in app (docs/PRODUCT.md §2 "Shell"). */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  // Read synchronously (noSsr) so a wide screen never renders the phone layout for a frame.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { pathname } = useLocation();
  // The drawer is open for the page it was opened on: any navigation (a link, Back) closes it, without an effect.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === pathname;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            p: 1,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
          },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <TopBar
        showDrawerToggle={!wide}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => {
          setDrawerOpenOn(drawerOpen ? null : pathname);
        }}
        drawerId={DRAWER_ID}
      />
      <NavDrawer
        id={DRAWER_ID}
        permanent={wide}
        open={drawerOpen}
        onClose={() => {
          setDrawerOpenOn(null);
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {/*
          At least a screen high, so that the footer starts below the fold: at the bottom of the first view, it was
          pushed down by every list's rows as they arrived (Lighthouse's CLS on /history desktop: 0.13).
        */}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minHeight: '100vh', p: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <UrgentBanner />
          <Outlet />
          <ApprovalSentNotice />
          <CommandLineHost />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
