import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, hyAM, ruRU } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

const GRID_LOCALES = { hy: hyAM, en: enUS, ru: ruRU } as const;

/**
 * The DataGrid's own texts in the interface language: MUI's Armenian and Russian translations, with the pagination
 * texts and page buttons' names they leave out taken from our catalogues. `countCapped`: the list has more rows than the server counts
 * (LIST_COUNT_CAP), and the pagination says "1–25 of 10,000+".
 */
export function useGridLocaleText(countCapped = false): Partial<GridLocaleText> {
  const { t } = useTranslation();
  const language = currentLanguage();
  const locale = GRID_LOCALES[language];
  // One object per language: the grid re-renders its parts when it gets a new one.
  return useMemo(
    () => ({
      ...locale.components.MuiDataGrid.defaultProps.localeText,
      paginationRowsPerPage: t('grid.rowsPerPage'),
      // MUI's Armenian pack leaves the page buttons' names in English.
      paginationItemAriaLabel: (type) => t(`grid.${type}Page`),
      paginationDisplayedRows: ({ from, to, count }) =>
        countCapped
          ? t('grid.displayedRowsCapped', { from, to, total: new Intl.NumberFormat(language).format(count) })
          : t('grid.displayedRows', { from, to, total: count }),
    }),
    [locale, language, t, countCapped],
  );
}
