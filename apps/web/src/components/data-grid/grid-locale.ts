import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, hyAM, ruRU } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

const GRID_LOCALES = { hy: hyAM, en: enUS, ru: ruRU } as const;

/**
 * The DataGrid's own texts in the interface language: MUI's Armenian and Russian translations, with the pagination
 * texts they leave out taken from our catalogues.
 */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t } = useTranslation();
  const locale = GRID_LOCALES[currentLanguage()];
  // One object per language: the grid re-renders its parts when it gets a new one.
  return useMemo(
    () => ({
      ...locale.components.MuiDataGrid.defaultProps.localeText,
      paginationRowsPerPage: t('grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) => t('grid.displayedRows', { from, to, count }),
    }),
    [locale, t],
  );
}
