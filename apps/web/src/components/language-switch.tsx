import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES } from '../lib/i18n';

// The menu (MUI's Menu, Popover and Modal) is not needed to draw the login page: it loads when the switch is pointed
// at, focused or clicked.
const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);
const preloadLanguageMenu = () => {
  void loadLanguageMenu();
};

/** Language menu for the top bar and the public pages; the choice is remembered by lib/i18n. */
export function LanguageSwitch({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that it can animate its closing.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  const language = currentLanguage();
  const name = LANGUAGE_NAMES[language];

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switch"
        aria-label={`${t('language.change')}: ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={<TranslateIcon />}
        onPointerEnter={preloadLanguageMenu}
        onFocus={preloadLanguageMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuUsed(true);
        }}
        sx={
          compactOnPhone
            ? { minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }
            : undefined
        }
      >
        <Box
          component="span"
          lang={language}
          sx={compactOnPhone ? { display: { xs: 'none', sm: 'inline' } } : undefined}
        >
          {name}
        </Box>
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            language={language}
            onClose={() => {
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
