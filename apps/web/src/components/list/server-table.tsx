import TablePagination from '@mui/material/TablePagination';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { ListTable, nextSort, type TListTableProps } from './list-table';
import { selectionColumn, type TSelection } from './selection-column';
import { PAGE_SIZE_OPTIONS, type TServerPage } from './server-page';

export interface TServerTableProps<TRow> extends Omit<
  TListTableProps<TRow>,
  'sort' | 'onSort' | 'leadingColumn' | 'children'
> {
  /** Rows of all pages (`count` of the list answer). */
  rowCount: number;
  /** The list has more rows than `rowCount` (`countCapped` of the answer): the pages reach the first `rowCount`. */
  countCapped?: boolean;
  page: TServerPage;
  onPageChange: (page: TServerPage) => void;
  /** Checkboxes choose rows (of the current page) for a bulk action; the screen keeps the chosen ids. */
  selection?: TSelection<TRow>;
}

/**
 * A server-side list as a plain table (ListTable): paging and sorting happen on the server (the filters are the
 * screen's own controls above it). A click on a sortable title sorts by it (again: the other way), and the page, its
 * size and the order go back to the screen (`onPageChange`), which keeps them in the URL; a sort starts again from the
 * first page.
 */
export function ServerTable<TRow>({
  rowCount,
  countCapped = false,
  page,
  onPageChange,
  selection,
  ...table
}: TServerTableProps<TRow>) {
  const { t } = useTranslation();
  const sortBy = (field: string) => {
    const { field: sortField, order: sortOrder } = nextSort({ field: page.sortField, order: page.sortOrder }, field);
    onPageChange({ ...page, page: 0, sortField, sortOrder });
  };
  return (
    <ListTable
      {...table}
      sort={{ field: page.sortField, order: page.sortOrder }}
      onSort={sortBy}
      leadingColumn={selection && selectionColumn(selection, table.rows, table.getRowId, t)}
    >
      {/* Not before the first rows: drawn under the empty table, it would be pushed down as they arrive (a layout shift). */}
      {!(table.loading && table.rows.length === 0) && (
        <TablePagination
          component="div"
          count={rowCount}
          page={page.page}
          rowsPerPage={page.pageSize}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, next) => onPageChange({ ...page, page: next })}
          onRowsPerPageChange={(event) => onPageChange({ ...page, page: 0, pageSize: Number(event.target.value) })}
          {...(countCapped ? { labelDisplayedRows: cappedRowsLabel(t) } : {})}
        />
      )}
    </ListTable>
  );
}

/** "1–25 of 10,000+": the server stopped counting (LIST_COUNT_CAP), and the pages reach that far. */
function cappedRowsLabel(t: TFunction) {
  return ({ from, to, count }: { from: number; to: number; count: number }): string =>
    t('grid.displayedRowsCapped', { from, to, total: new Intl.NumberFormat(currentLanguage()).format(count) });
}
