import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@frs/contract';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { readCspNonce } from '../../lib/csp-nonce';
import { useGridLocaleText } from './grid-locale';
import { FITTED_GRID_SX, useFittedColumns } from './use-fitted-columns';

export const PAGE_SIZE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE];

/** What a server-side list call takes: the page (from 0), its size and the order, as the contract names them. */
export interface TServerPage {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder: 'asc' | 'desc';
}

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
  onRowClick?: (row: TRow) => void;
  /** Checkboxes choose rows (of the current page) for a bulk action; the screen keeps the chosen ids. */
  selection?: {
    ids: readonly (number | string)[];
    onChange: (ids: (number | string)[]) => void;
    isRowSelectable?: (row: TRow) => boolean;
  };
  /**
   * The grid's own column filters (the reference lists): the screen turns the model into the list call. Without it
   * the filters are the screen's controls above the grid and the column menus offer none.
   */
  columnFilter?: { model: GridFilterModel; onChange: (model: GridFilterModel) => void };
}

/**
 * The MUI X DataGrid as every server-side list uses it: paging, sorting and filtering happen on the server (the
 * filters are the screen's own controls above the grid), in the interface language. Virtualization is off: a page
 * holds at most 100 rows, and every row is then in the DOM for keyboard users and tests.
 *
 * Nothing in it is cut off (useFittedColumns): titles and cells wrap between words, columns grow to their longest
 * words, and rows grow to their content. A screen gives its columns least widths that add up to what a 1366 px
 * window has beside the drawer (about 1060 px), longest words included; on a phone the grid scrolls sideways inside
 * its own box, with the row actions in the first column.
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
  onRowClick,
  selection,
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
  const selectedIds = selection?.ids;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
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
        {...(columnFilter
          ? { filterModel: columnFilter.model, onFilterModelChange: columnFilter.onChange }
          : { disableColumnFilter: true })}
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
        onRowClick={onRowClick ? (params: GridRowParams<TRow>) => onRowClick(params.row) : undefined}
        {...(selection
          ? {
              checkboxSelection: true,
              rowSelectionModel,
              onRowSelectionModelChange: (model: GridRowSelectionModel) => selection.onChange([...model.ids]),
              isRowSelectable: selection.isRowSelectable
                ? (params: GridRowParams<TRow>) => selection.isRowSelectable!(params.row)
                : undefined,
            }
          : {})}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-row': onRowClick ? { cursor: 'pointer' } : undefined,
          ...FITTED_GRID_SX,
        }}
      />
    </Box>
  );
}
