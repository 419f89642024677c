import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFirst, type TListColumn } from './list-column';

export type TRowId = number | string;

/** The column the rows are sorted by (none: the order they came in), and which way. */
export interface TListSort {
  field?: string;
  order: 'asc' | 'desc';
}

export interface TListTableProps<TRow> {
  rows: readonly TRow[];
  columns: readonly TListColumn<TRow>[];
  loading: boolean;
  sort: TListSort;
  /** A click on a sortable column's title. */
  onSort: (field: string) => void;
  getRowId: (row: TRow) => TRowId;
  /** The table's accessible name (and its scroll box's). */
  label: string;
  testId: string;
  /**
   * A click on a row opens it: a mouse convenience, as every screen that gives it also links the row from a cell
   * (the keyboard's way), so the rows themselves take no focus.
   */
  onRowClick?: (row: TRow) => void;
  /** A narrow first column before `columns`: the server lists' checkboxes (ServerTable's `selection`). */
  leadingColumn?: TLeadingColumn<TRow>;
  /** Below the table, inside its box: the server lists' pager. */
  children?: ReactNode;
}

/** A first column of checkboxes (or the like): its title cell, each row's cell, and which rows show as chosen. */
export interface TLeadingColumn<TRow> {
  head: ReactNode;
  cell: (row: TRow) => ReactNode;
  isSelected: (row: TRow) => boolean;
}

/** The sort a click on `field`'s title makes: by it, ascending; the other way when it already sorts by it. */
export function nextSort(sort: TListSort, field: string): TListSort {
  return { field, order: field === sort.field && sort.order === 'asc' ? 'desc' : 'asc' };
}

/**
 * Cell text wraps between words, never inside one (a column is at least as wide as its longest word); a figure stays
 * on one line with its currency. Set once on the table: styles per cell would cost every row's render.
 */
const TABLE_SX = {
  '& .MuiTableCell-root': { px: 0.75, whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' },
  // Two lines high from the start: a title wraps once the rows' words take room from its column, and the rows below
  // it would move down as they arrive (a layout shift).
  '& .MuiTableCell-head': { fontWeight: 500, lineHeight: 1.25, height: 48 },
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
 * A list as a plain table (MUI `Table`), in the interface language: the rendering the server lists (ServerTable) and
 * the lists sorted in the browser (ClientTable) share; they decide which rows it shows and keep its sort. A sortable
 * title is a button that sorts by it (`aria-sort` on the sorted one). The table lays its columns out itself: each at
 * least its `minWidth` and its longest word, the rest of the room shared; where that is wider than the window (a
 * phone), it scrolls sideways inside its own box, with the row buttons in the first column. While rows load, the
 * table is `aria-busy` under a progress bar.
 */
export function ListTable<TRow>({
  rows,
  columns,
  loading,
  sort,
  onSort,
  getRowId,
  label,
  testId,
  onRowClick,
  leadingColumn,
  children,
}: TListTableProps<TRow>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = phone ? actionsFirst(columns) : columns;

  const columnCount = shown.length + (leadingColumn ? 1 : 0);

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
              {leadingColumn && <TableCell padding="checkbox">{leadingColumn.head}</TableCell>}
              {shown.map((column) => {
                const sorted = column.field === sort.field;
                return (
                  <TableCell
                    key={column.field}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sorted ? sort.order : false}
                    sx={widthSx(column)}
                  >
                    {column.sortable === false ? (
                      column.headerName
                    ) : (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? sort.order : 'asc'}
                        onClick={() => onSort(column.field)}
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
                  selected={leadingColumn?.isSelected(row) ?? false}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                >
                  {leadingColumn && (
                    // A click in it (a checkbox's) is not a click that opens the row.
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      {leadingColumn.cell(row)}
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
      {children}
    </Box>
  );
}
