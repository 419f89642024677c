import { LANGUAGES } from '@frs/contract';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGE_NAMES } from '../lib/i18n';

/** Language menu for the top bar and the public pages; the choice is remembered by lib/i18n. */
export function LanguageSwitch({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => {
          setAnchor(event.currentTarget);
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            data-testid={`language-${option}`}
            selected={option === language}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
