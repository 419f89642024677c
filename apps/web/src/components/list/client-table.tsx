import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { TListColumn } from './list-column';
import { ListTable, nextSort, type TListSort, type TListTableProps } from './list-table';
import { sortRows, type TSortValue } from './sort-rows';

/** A column of a list sorted in the browser: a click on its title sorts the rows by `sortValue`, if it has one. */
export interface TClientColumn<TRow> extends Omit<TListColumn<TRow>, 'sortable'> {
  sortValue?: (row: TRow) => TSortValue;
}

export interface TClientTableProps<TRow> extends Omit<
  TListTableProps<TRow>,
  'columns' | 'sort' | 'onSort' | 'leadingColumn' | 'children'
> {
  /** Every row of the list: the table shows them all, with no pager. */
  rows: readonly TRow[];
  columns: readonly TClientColumn<TRow>[];
}

/**
 * A short list the screen has whole (a flight's classes) as the list table (ListTable), sorted in the browser: a click
 * on a sortable title sorts the rows by it (again: the other way), as the server lists do, and the rows come in the
 * server's order until then. No pager: such a list is a few rows, and a user reads it at a glance.
 */
export function ClientTable<TRow>({ rows, columns, ...table }: TClientTableProps<TRow>) {
  // The texts and their order follow the interface language: a change of language renders the table again.
  useTranslation();
  const [sort, setSort] = useState<TListSort>({ order: 'asc' });
  // Sorted on each render: a short list, and a memo would not hold, as screens make their columns anew each render.
  const sortValue = columns.find((column) => column.field === sort.field)?.sortValue;
  return (
    <ListTable
      {...table}
      rows={sortRows(rows, sortValue, sort.order, currentLanguage())}
      columns={columns.map((column) => ({ ...column, sortable: column.sortValue !== undefined }))}
      sort={sort}
      onSort={(field) => setSort((current) => nextSort(current, field))}
    />
  );
}
