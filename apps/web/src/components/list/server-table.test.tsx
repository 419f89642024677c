import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import type { TListColumn } from './list-column';
import type { TServerPage } from './server-page';
import { ServerTable } from './server-table';

interface TRow {
  id: number;
  name: string;
  amount: number;
  locked: boolean;
}

const ROWS: TRow[] = [
  { id: 1, name: 'First', amount: 10, locked: false },
  { id: 2, name: 'Second', amount: 20, locked: true },
];

const COLUMNS: TListColumn<TRow>[] = [
  { field: 'name', headerName: 'Name', cell: (row) => row.name },
  { field: 'amount', headerName: 'Amount', numeric: true, sortable: false, cell: (row) => `${row.amount} AMD` },
];

/** The table as a screen holds it: the page in state, the chosen ids in state. */
function Screen({
  rows = ROWS,
  onRowClick,
  loading = false,
}: {
  rows?: TRow[];
  onRowClick?: (row: TRow) => void;
  loading?: boolean;
}) {
  const [page, setPage] = useState<TServerPage>({ page: 0, pageSize: 25, sortOrder: 'asc' });
  const [ids, setIds] = useState<(number | string)[]>([]);
  return (
    <>
      <output data-testid="page">{JSON.stringify(page)}</output>
      <output data-testid="chosen">{ids.join(',')}</output>
      <ServerTable
        rows={rows}
        rowCount={rows.length}
        columns={COLUMNS}
        loading={loading}
        page={page}
        onPageChange={setPage}
        getRowId={(row) => row.id}
        label="Things: list"
        testId="things"
        onRowClick={onRowClick}
        selection={{ ids, onChange: setIds, isRowSelectable: (row) => !row.locked }}
      />
    </>
  );
}

describe('ServerTable (the list screens’ table)', { timeout: 20_000 }, () => {
  it('sorts on the server by a sortable title, the other way on a second click, and from the first page', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(<Screen />);
    const table = screen.getByRole('table', { name: 'Things: list' });
    const name = within(table).getByRole('columnheader', { name: 'Name' });
    expect(within(within(table).getByRole('columnheader', { name: 'Amount' })).queryByRole('button')).toBeNull();

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(JSON.parse(screen.getByTestId('page').textContent!)).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
  });

  it('chooses only the rows that may be chosen, one by one or all of the page', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(<Screen />);
    const table = screen.getByTestId('things');
    const rowOf = (id: number) => table.querySelector(`[data-id="${id}"]`) as HTMLElement;
    expect(within(rowOf(2)).getByRole('checkbox', { name: 'Select row' })).toBeDisabled();

    await user.click(within(rowOf(1)).getByRole('checkbox', { name: 'Select row' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^1$/);
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^1$/);
  });

  it('opens a row on a click, but not from its checkbox', async () => {
    await i18n.changeLanguage('en');
    const opened = vi.fn();
    const { user } = renderWithProviders(<Screen onRowClick={opened} />);
    await user.click(screen.getByText('Second'));
    expect(opened).toHaveBeenCalledWith(ROWS[1]);
    await user.click(within(screen.getByTestId('things').querySelector('[data-id="1"]')!).getByRole('checkbox'));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no rows, in the interface language', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<Screen rows={[]} />);
    expect(within(screen.getByTestId('things')).getByText('Нет строк')).toBeInTheDocument();
  });

  it('draws the pager only once the first rows are there, so that their arrival does not push it down', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderWithProviders(<Screen rows={[]} loading />);
    expect(screen.getByRole('table', { name: 'Things: list' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/rows per page/i)).toBeNull();
    unmount();

    renderWithProviders(<Screen rows={[]} />);
    expect(screen.getByText(/rows per page/i)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No rows' })).toBeInTheDocument();
  });

  it('keeps the pager while another page loads over the rows it shows', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Screen loading />);
    expect(screen.getByText(/rows per page/i)).toBeInTheDocument();
  });
});
