import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { AuthProvider } from './auth-provider';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { createAppTheme } from './theme';

interface TAppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) to inspect the cache. */
  queryClient?: QueryClient;
}

/** Style cache (CSP nonce), theme, translations, server state and auth, in that order. */
export function AppProviders({ children, queryClient }: TAppProvidersProps) {
  const [emotionCache] = useState(createEmotionCache);
  const [theme] = useState(createAppTheme);
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={client}>
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
