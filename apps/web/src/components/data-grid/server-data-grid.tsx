import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { readCspNonce } from '../../lib/csp-nonce';
import { PAGE_SIZE_OPTIONS, type TServerPage } from '../list/server-page';
import { useGridLocaleText } from './grid-locale';
import { FITTED_GRID_SX, useFittedColumns } from './use-fitted-columns';

export interface TServerDataGridProps<TRow extends GridValidRowModel> {
  rows: readonly TRow[];
  /** Rows of all pages (`count` of the list answer). */
  rowCount: number;
  /** The list has more rows than `rowCount` (`countCapped` of the answer): the pages reach the first `rowCount`. */
  countCapped?: boolean;
  columns: readonly GridColDef<TRow>[];
  loading: boolean;
  page: TServerPage;
  onPageChange: (page: TServerPage) => void;
  getRowId: (row: TRow) => number | string;
  /** The grid's accessible name. */
  label: string;
  testId: string;
  /** The grid's own column filters, from its column menus: the screen turns the model into the list call. */
  columnFilter: { model: GridFilterModel; onChange: (model: GridFilterModel) => void };
}

/**
 * The MUI X DataGrid of the reference lists (components/resource/resource-list.tsx), the one kind of server-side list
 * whose filters are the grid's own column filters; every other list is a plain table (components/list/server-table.tsx),
 * and leaves the grid's weight out of its screen's first load. Paging, sorting and filtering happen on the server,
 * in the interface language. Virtualization is off: a page holds at most 100 rows, and every row is then in the DOM
 * for keyboard users and tests.
 *
 * Nothing in it is cut off (useFittedColumns): titles and cells wrap between words, columns grow to their longest
 * words, and rows grow to their content. On a phone the grid scrolls sideways inside its own box, with the row
 * actions in the first column.
 */
export function ServerDataGrid<TRow extends GridValidRowModel>({
  rows,
  rowCount,
  countCapped = false,
  columns,
  loading,
  page,
  onPageChange,
  getRowId,
  label,
  testId,
  columnFilter,
}: TServerDataGridProps<TRow>) {
  const localeText = useGridLocaleText(countCapped);
  const { attachGrid, ...fitted } = useFittedColumns(columns, page.sortField);
  // Stable models: the grid takes a new array or object for a change and would answer it with a change event.
  const { page: pageIndex, pageSize, sortField, sortOrder } = page;
  const paginationModel = useMemo(() => ({ page: pageIndex, pageSize }), [pageIndex, pageSize]);
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: sortOrder }] : []),
    [sortField, sortOrder],
  );
  return (
    <Box ref={attachGrid} sx={{ width: '100%', minWidth: 0 }} data-testid={testId}>
      <DataGrid<TRow>
        rows={rows}
        rowCount={rowCount}
        columns={fitted.columns}
        columnHeaderHeight={fitted.columnHeaderHeight}
        getRowHeight={fitted.getRowHeight}
        loading={loading}
        getRowId={getRowId}
        aria-label={label}
        localeText={localeText}
        nonce={readCspNonce()}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        filterModel={columnFilter.model}
        onFilterModelChange={columnFilter.onChange}
        disableRowSelectionOnClick
        disableVirtualization
        autoHeight
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          onPageChange({ ...page, page: model.page, pageSize: model.pageSize });
        }}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const [sort] = model;
          const sortOrder = sort?.sort === 'desc' ? 'desc' : 'asc';
          if (sort?.field === page.sortField && sortOrder === page.sortOrder) return;
          onPageChange({ ...page, page: 0, sortField: sort?.field, sortOrder });
        }}
        sx={{ bgcolor: 'background.paper', ...FITTED_GRID_SX }}
      />
    </Box>
  );
}
