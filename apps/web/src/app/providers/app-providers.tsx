import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
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
 * MUI's ThemeProvider without its CSS-variables branch: MUI's own decides between the two at run time, so both are
 * in the bundle (3 KB gzip in the entry). The theme (theme.ts) has no CSS variables and is not scoped to MUI's
 * theme id, and for such a theme MUI's provider does exactly this.
 */
function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>;
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
