import type { ReactNode } from 'react';

/**
 * A column of a list table (ListTable, under ServerTable and ClientTable): what its title says, what each row's cell
 * shows, and whether a click on the title sorts the list. Widths are least widths: the table shares the room left over.
 */
export interface TListColumn<TRow> {
  /** The column's key, and the list call's `sortField` when the column sorts. */
  field: string;
  headerName: string;
  /** The cell of a row: text, or elements (links, chips, buttons). */
  cell: (row: TRow) => ReactNode;
  /** A click on the title sorts the list by `field` on the server (default: it does); ClientTable sets it itself. */
  sortable?: boolean;
  /** A figure: right-aligned, and on one line with its currency ("5,000,000.00 ֏", never "֏" below). */
  numeric?: boolean;
  /** The least width in px, padding included: titles and cells wrap between words down to it. */
  minWidth?: number;
  /** A width the column keeps (a column of icon buttons). */
  width?: number;
}

/** Whether a column holds a row's buttons (its field ends in "actions"). */
export function isActionsColumn(column: { field: string }): boolean {
  return column.field.endsWith('actions');
}

/**
 * The columns with the row's buttons first: on a phone the table scrolls sideways inside its box, and the buttons
 * stay in view at its start.
 */
export function actionsFirst<TColumn extends { field: string }>(columns: readonly TColumn[]): TColumn[] {
  return [...columns.filter(isActionsColumn), ...columns.filter((column) => !isActionsColumn(column))];
}
