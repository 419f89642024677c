import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ClientTable, type TClientColumn } from './client-table';

interface TRow {
  id: number;
  name: string;
  seats: number;
  adminOnly: boolean;
}

// Not in any column's order: the table shows them as they came until a title is clicked.
const ROWS: TRow[] = [
  { id: 1, name: 'Y10', seats: 9, adminOnly: true },
  { id: 2, name: 'c', seats: 100, adminOnly: false },
  { id: 3, name: 'Y2', seats: 10, adminOnly: true },
  { id: 4, name: 'B', seats: 10, adminOnly: false },
];

const COLUMNS: TClientColumn<TRow>[] = [
  { field: 'name', headerName: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { field: 'seats', headerName: 'Seats', numeric: true, cell: (row) => row.seats, sortValue: (row) => row.seats },
  {
    field: 'adminOnly',
    headerName: 'Admin only',
    cell: (row) => (row.adminOnly ? 'yes' : 'no'),
    sortValue: (row) => row.adminOnly,
  },
  { field: 'note', headerName: 'Note', cell: (row) => `#${row.id}` },
];

function renderTable() {
  const rendered = renderWithProviders(
    <ClientTable
      rows={ROWS}
      columns={COLUMNS}
      loading={false}
      getRowId={(row) => row.id}
      label="Classes: list"
      testId="classes"
    />,
  );
  const table = screen.getByRole('table', { name: 'Classes: list' });
  /** The rows' ids, top to bottom. */
  const order = () => Array.from(table.querySelectorAll('tbody tr[data-id]')).map((row) => row.getAttribute('data-id'));
  const header = (name: string) => within(table).getByRole('columnheader', { name });
  const sortBy = (name: string) => rendered.user.click(within(header(name)).getByRole('button', { name }));
  return { order, header, sortBy };
}

describe('ClientTable (a short list sorted in the browser)', { timeout: 20_000 }, () => {
  it('sorts by a clicked title, the other way on a second click, text as the language orders it', async () => {
    await i18n.changeLanguage('en');
    const { order, header, sortBy } = renderTable();
    expect(order()).toEqual(['1', '2', '3', '4']);
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await sortBy('Name');
    // Whatever the case, and digits as numbers: Y2 before Y10.
    expect(order()).toEqual(['4', '2', '3', '1']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await sortBy('Name');
    expect(order()).toEqual(['1', '3', '2', '4']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts figures as numbers and yes after no, rows of one value in the order they came', async () => {
    await i18n.changeLanguage('en');
    const { order, header, sortBy } = renderTable();
    await sortBy('Seats');
    expect(order()).toEqual(['1', '3', '4', '2']);
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    await sortBy('Seats');
    expect(order()).toEqual(['2', '3', '4', '1']);

    await sortBy('Admin only');
    expect(order()).toEqual(['2', '4', '1', '3']);
    expect(header('Admin only')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('gives a column without a sort value no sort button', async () => {
    await i18n.changeLanguage('en');
    const { header } = renderTable();
    expect(within(header('Note')).queryByRole('button')).toBeNull();
    expect(within(header('Seats')).getByRole('button', { name: 'Seats' })).toBeInTheDocument();
  });
});
