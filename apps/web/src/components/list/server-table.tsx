import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { actionsFirst, type TListColumn } from './list-column';
import { PAGE_SIZE_OPTIONS, type TServerPage } from './server-page';

type TRowId = number | string;

export interface TServerTableProps<TRow> {
  rows: readonly TRow[];
  /** Rows of all pages (`count` of the list answer). */
  rowCount: number;
  /** The list has more rows than `rowCount` (`countCapped` of the answer): the pages reach the first `rowCount`. */
  countCapped?: boolean;
  columns: readonly TListColumn<TRow>[];
  loading: boolean;
  page: TServerPage;
  onPageChange: (page: TServerPage) => void;
  getRowId: (row: TRow) => TRowId;
  /** The table's accessible name (and its scroll box's). */
  label: string;
  testId: string;
  /**
   * A click on a row opens it: a mouse convenience, as every screen that gives it also links the row from a cell
   * (the keyboard's way), so the rows themselves take no focus.
   */
  onRowClick?: (row: TRow) => void;
  /** Checkboxes choose rows (of the current page) for a bulk action; the screen keeps the chosen ids. */
  selection?: {
    ids: readonly TRowId[];
    onChange: (ids: TRowId[]) => void;
    isRowSelectable?: (row: TRow) => boolean;
  };
}

/**
 * Cell text wraps between words, never inside one (a column is at least as wide as its longest word); a figure stays
 * on one line with its currency. Set once on the table: styles per cell would cost every row's render.
 */
const TABLE_SX = {
  '& .MuiTableCell-root': { px: 0.75, whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' },
  '& .MuiTableCell-head': { fontWeight: 500, lineHeight: 1.25 },
  '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
  // Only the sorted column's arrow takes room: a hidden arrow beside every title would widen each sortable column by
  // its width, and the columns would no longer fit a 1366 px laptop beside the drawer (e2e/layout.e2e.test.ts).
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
} as const;

/** A column's widths, on its title's cell: the table lays every cell of the column out to them. */
function widthSx({ width, minWidth }: Pick<TListColumn<never>, 'width' | 'minWidth'>) {
  return { minWidth: width ?? minWidth, width };
}

/**
 * A server-side list as a plain table (MUI `Table`): paging and sorting happen on the server (the filters are the
 * screen's own controls above it), in the interface language. A click on a sortable title sorts by it (again: the
 * other way), and the page, its size and the order go back to the screen (`onPageChange`), which keeps them in the
 * URL. The table lays its columns out itself: each at least its `minWidth` and its longest word, the rest of the
 * room shared; where that is wider than the window (a phone), it scrolls sideways inside its own box, with the row
 * buttons in the first column. While a page loads, the table is `aria-busy` under a progress bar.
 */
export function ServerTable<TRow>({
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
}: TServerTableProps<TRow>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = phone ? actionsFirst(columns) : columns;

  const chosenIds = selection?.ids ?? [];
  const chosen = new Set(chosenIds);
  const canChoose = (row: TRow) => selection?.isRowSelectable?.(row) ?? true;
  const choosableIds = rows.filter(canChoose).map(getRowId);
  const allChosen = choosableIds.length > 0 && choosableIds.every((id) => chosen.has(id));
  const someChosen = choosableIds.some((id) => chosen.has(id));
  /** Adds rows to the chosen ones or takes them out. */
  const choose = (ids: readonly TRowId[], on: boolean) =>
    selection?.onChange(on ? [...new Set([...chosenIds, ...ids])] : chosenIds.filter((id) => !ids.includes(id)));

  const sortBy = (field: string) => {
    const sortOrder = field === page.sortField && page.sortOrder === 'asc' ? 'desc' : 'asc';
    onPageChange({ ...page, page: 0, sortField: field, sortOrder });
  };
  const columnCount = shown.length + (selection ? 1 : 0);

  return (
    <Box data-testid={testId} sx={{ width: '100%', minWidth: 0, bgcolor: 'background.paper' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('app.loading')} />}</Box>
      <TableContainer
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading}
          sx={onRowClick ? { ...TABLE_SX, '& tbody tr[data-id]': { cursor: 'pointer' } } : TABLE_SX}
        >
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={someChosen && !allChosen}
                    disabled={choosableIds.length === 0}
                    onChange={(event) => choose(choosableIds, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('grid.selectAllRows') } }}
                  />
                </TableCell>
              )}
              {shown.map((column) => {
                const sorted = column.field === page.sortField;
                return (
                  <TableCell
                    key={column.field}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sorted ? page.sortOrder : false}
                    sx={widthSx(column)}
                  >
                    {column.sortable === false ? (
                      column.headerName
                    ) : (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? page.sortOrder : 'asc'}
                        onClick={() => sortBy(column.field)}
                      >
                        {column.headerName}
                      </TableSortLabel>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const id = getRowId(row);
              return (
                <TableRow
                  key={id}
                  data-id={id}
                  hover={Boolean(onRowClick)}
                  selected={chosen.has(id)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {selection && (
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        checked={chosen.has(id)}
                        disabled={!canChoose(row)}
                        onChange={(event) => choose([id], event.target.checked)}
                        slotProps={{ input: { 'aria-label': t('grid.selectRow') } }}
                      />
                    </TableCell>
                  )}
                  {shown.map((column) => (
                    <TableCell key={column.field} data-field={column.field} align={column.numeric ? 'right' : 'left'}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {loading ? null : t('grid.noRows')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
    </Box>
  );
}

/** "1–25 of 10,000+": the server stopped counting (LIST_COUNT_CAP), and the pages reach that far. */
function cappedRowsLabel(t: TFunction) {
  return ({ from, to, count }: { from: number; to: number; count: number }): string =>
    t('grid.displayedRowsCapped', { from, to, total: new Intl.NumberFormat(currentLanguage()).format(count) });
}
