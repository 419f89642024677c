import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { MAX_PAGE_SIZE } from '@frs/contract';
import { readCspNonce } from '../../lib/csp-nonce';
import { useGridLocaleText } from './grid-locale';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, MAX_PAGE_SIZE];

export interface TServerDataGridProps<TRow extends GridValidRowModel> {
  rows: readonly TRow[];
  rowCount: number;
  columns: readonly GridColDef<TRow>[];
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel?: GridSortModel;
  onSortModelChange?: (model: GridSortModel) => void;
  filterModel?: GridFilterModel;
  onFilterModelChange?: (model: GridFilterModel) => void;
  onRowClick?: (params: GridRowParams<TRow>) => void;
  /** Names the grid for screen readers. */
  ariaLabel: string;
  /** Rows grow to fit their cells (two-line cells, wrapping chips) instead of the fixed height. */
  autoRowHeight?: boolean;
  testId: string;
}

/**
 * A MUI X DataGrid whose paging, sorting and filtering happen on the server: the caller turns the models into the
 * list call and hands back one page of rows with the total count.
 */
export function ServerDataGrid<TRow extends GridValidRowModel>(props: TServerDataGridProps<TRow>) {
  const localeText = useGridLocaleText();
  return (
    <Box data-testid={props.testId} sx={{ width: '100%', overflowX: 'auto' }}>
      <DataGrid<TRow>
        rows={props.rows}
        rowCount={props.rowCount}
        columns={props.columns}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={props.paginationModel}
        onPaginationModelChange={props.onPaginationModelChange}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        sortModel={props.sortModel}
        onSortModelChange={props.onSortModelChange}
        filterModel={props.filterModel}
        onFilterModelChange={props.onFilterModelChange}
        onRowClick={props.onRowClick}
        disableRowSelectionOnClick
        getRowHeight={props.autoRowHeight ? () => 'auto' : undefined}
        disableColumnSelector
        autoHeight
        localeText={localeText}
        nonce={readCspNonce()}
        aria-label={props.ariaLabel}
        sx={{ bgcolor: 'background.paper', minWidth: 0 }}
      />
    </Box>
  );
}
