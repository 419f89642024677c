import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isLanguage } from '@frs/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { AuthProvider } from './auth-provider';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { createAppTheme, localizeTheme } from './theme';

interface TAppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) to inspect the cache. */
  queryClient?: QueryClient;
}

/**
 * The brand theme with MUI's texts in the interface language (the autocomplete's "Open" and "Clear", …): made
 * again when the language changes.
 */
function LocalizedTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  const { t, i18n: current } = useTranslation();
  const language = isLanguage(current.language) ? current.language : DEFAULT_LANGUAGE;
  const localized = useMemo(() => localizeTheme(theme, language, t), [theme, language, t]);
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}

/** Style cache (CSP nonce), theme, translations (and the theme's texts in their language), server state and auth. */
export function AppProviders({ children, queryClient }: TAppProvidersProps) {
  const [emotionCache] = useState(createEmotionCache);
  const [theme] = useState(createAppTheme);
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <LocalizedTheme theme={theme}>
            <QueryClientProvider client={client}>
              <AuthProvider>{children}</AuthProvider>
            </QueryClientProvider>
          </LocalizedTheme>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
