import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { AppLogo } from './app-logo';
import { LanguageSwitch } from './language-switch';

/** The frame of the pages seen before logging in: language switch, logo and name, the page in a centred card. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
        bgcolor: 'background.default',
      }}
    >
      <Paper
        elevation={3}
        sx={{
          width: '100%',
          maxWidth: 440,
          px: { xs: 2.5, sm: 4 },
          pt: 1.5,
          pb: { xs: 3, sm: 4 },
          borderRadius: { xs: 0, sm: 3 },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mr: -1 }}>
          <LanguageSwitch />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <AppLogo size={56} stacked />
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
