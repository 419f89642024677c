import { type TLanguage } from '@frs/contract';
import { hyAM, ruRU } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TFunction } from 'i18next';

/** Brand colours of docs/PRODUCT.md §9. */
export const BRAND_TEAL = '#33A8AE';
export const BRAND_RED = '#FF3333';
/**
 * The teal and the red are too light for small text on white (about 2.8:1 and 3.6:1; WCAG AA needs 4.5:1).
 * They stay the brand's surfaces and accents; text drawn "in" them uses these darker shades, and text on a teal
 * surface is this dark ink instead of white.
 */
export const TEAL_TEXT = '#1F7074';
export const RED_TEXT = '#C41E1E';
export const INK_ON_TEAL = '#062B2D';

// Poppins has Latin only: Armenian comes from Noto Sans Armenian, Cyrillic from Noto Sans (its Cyrillic subset).
export const FONT_FAMILY = "'Poppins', 'Noto Sans Armenian', 'Noto Sans', sans-serif";

export function createAppTheme() {
  const teal = { main: BRAND_TEAL, dark: TEAL_TEXT, contrastText: INK_ON_TEAL };
  return createTheme({
    palette: {
      primary: teal,
      secondary: teal,
      error: { main: BRAND_RED, dark: RED_TEXT },
      background: { default: '#F3F7F7', paper: '#FFFFFF' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // One visible focus ring for every focusable element, dark enough on white and on teal.
          ':focus-visible': { outline: `2px solid ${INK_ON_TEAL}`, outlineOffset: 2 },
        },
      },
      MuiLink: {
        styleOverrides: { root: { color: TEAL_TEXT, textDecorationColor: TEAL_TEXT } },
      },
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: { color: TEAL_TEXT } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: TEAL_TEXT } },
              { props: { variant: 'text', color: 'error' }, style: { color: RED_TEXT } },
              { props: { variant: 'outlined', color: 'error' }, style: { color: RED_TEXT } },
              // White on the brand red is 3.6:1: a destructive button's surface is the darker red.
              {
                props: { variant: 'contained', color: 'error' },
                style: { backgroundColor: RED_TEXT, '&:hover': { backgroundColor: '#A31818' } },
              },
            ],
          },
        },
      },
      MuiTab: {
        styleOverrides: { root: { '&.Mui-selected': { color: TEAL_TEXT } } },
      },
      // A chip label longer than its room (an Armenian status in a grid column) wraps instead of being cut off.
      MuiChip: {
        styleOverrides: {
          root: {
            height: 'auto',
            maxWidth: '100%',
            variants: [
              { props: { size: 'small' }, style: { minHeight: 24 } },
              { props: { size: 'medium' }, style: { minHeight: 32 } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: TEAL_TEXT } },
            ],
          },
          label: { whiteSpace: 'normal', overflowWrap: 'break-word', paddingTop: 2, paddingBottom: 2 },
        },
      },
      MuiToggleButton: {
        styleOverrides: { root: { '&.Mui-selected': { color: TEAL_TEXT } } },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-focused': { color: TEAL_TEXT }, '&.Mui-error': { color: RED_TEXT } } },
      },
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-error': { color: RED_TEXT } } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: TEAL_TEXT } },
        },
      },
    },
  });
}

/**
 * MUI's own texts (the autocomplete's Open/Clear/Close, an alert's Close, …) in the interface language. English is
 * MUI's own language: its pack would repeat the components' defaults in the entry chunk.
 */
const MATERIAL_LOCALES = { hy: hyAM, en: {}, ru: ruRU } as const;

/**
 * The component texts MUI's packs leave out for Armenian (its pack has no breadcrumbs, pagination or page-button
 * labels, and its rows-per-page label ends in a stray backtick), from our catalogues; the same in every language, so
 * that these read as the data grid's pagination does.
 */
function componentTexts(t: TFunction): ThemeOptions['components'] {
  const pageButton = (type: 'first' | 'last' | 'next' | 'previous') => t(`grid.${type}Page`);
  return {
    MuiBreadcrumbs: { defaultProps: { expandText: t('components.showPath') } },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: t('grid.rowsPerPage'),
        labelDisplayedRows: ({ from, to, count }) => t('grid.displayedRows', { from, to, total: count }),
        getItemAriaLabel: pageButton,
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('components.pagination'),
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return t(selected ? 'components.page' : 'components.goToPage', { page: page ?? 0 });
          return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : pageButton(type);
        },
      },
    },
  };
}

/**
 * The brand theme in `language`: MUI's language pack for every component, then the texts the pack leaves out, from
 * the catalogues (`t`, the translator of that language).
 */
export function localizeTheme(theme: Theme, language: TLanguage, t: TFunction): Theme {
  return createTheme(theme, MATERIAL_LOCALES[language], { components: componentTexts(t) });
}
