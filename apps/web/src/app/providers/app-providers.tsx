import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DEFAULT_LANGUAGE, isLanguage } from '@frs/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { AuthProvider } from './auth-provider';
import { createEmotionCache } from './emotion-cache';
import { createAppTheme, localizeTheme } from './theme';

interface TAppProvidersProps {
  children: ReactNode;
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

/**
 * Style cache (CSP nonce), theme, translations (and the theme's texts in their language) and auth. Server state is
 * the logged-in app's (query-provider.tsx): the login page has no use for it.
 */
export function AppProviders({ children }: TAppProvidersProps) {
  const [emotionCache] = useState(createEmotionCache);
  const [theme] = useState(createAppTheme);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nextProvider i18n={i18n}>
          <LocalizedTheme theme={theme}>
            <AuthProvider>{children}</AuthProvider>
          </LocalizedTheme>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
