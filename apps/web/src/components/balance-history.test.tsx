import { USER_ENDPOINTS, type TBalanceEntry, type TLanguage } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render';
import { BalanceHistory } from './balance-history';

/** A refund penalty the system wrote (a code and parameters) and a top-up with an admin's own words. */
const ENTRIES: TBalanceEntry[] = [
  {
    id: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    kind: 'penalty',
    amount: -3_948_800,
    balanceAfter: 96_051_200,
    creditLimitAfter: null,
    reason: null,
    systemReason: {
      code: 'refundPenalty',
      params: { pnr: 'MD6HWQ', passengers: ['Aram Petrosyan', 'Anna Petrosyan'] },
    },
    orderReference: 'MD6HWQ',
    actor: { userId: 1, name: 'Anna Admin' },
    counterparty: null,
  },
  {
    id: 1,
    createdAt: '2026-11-19T10:00:00.000Z',
    kind: 'top-up',
    amount: 100_000_000,
    balanceAfter: 100_000_000,
    creditLimitAfter: null,
    reason: 'Cash deposit, receipt 12',
    systemReason: null,
    orderReference: null,
    actor: { userId: 1, name: 'Anna Admin' },
    counterparty: null,
  },
];

async function rowsIn(language: TLanguage) {
  await i18n.changeLanguage(language);
  stubFetch({
    [routeOf(USER_ENDPOINTS.balanceHistory, { id: 7 })]: () =>
      jsonResponse(200, { result: ENTRIES, count: 2, countCapped: false }),
  });
  renderWithProviders(<BalanceHistory userId={7} />);
  const grid = await screen.findByTestId('balance-history-grid', {}, { timeout: 10_000 });
  await within(grid).findByText('Cash deposit, receipt 12', {}, { timeout: 10_000 });
  return within(grid).getAllByRole('row');
}

describe('BalanceHistory (/agents/:id and /profile)', { timeout: 30_000 }, () => {
  it.each([
    ['hy' as const, 'Վերադարձի տուգանք MD6HWQ՝ Aram Petrosyan և Anna Petrosyan'],
    ['ru' as const, 'Штраф за возврат MD6HWQ: Aram Petrosyan и Anna Petrosyan'],
  ])('writes the system’s reasons in %s and keeps the admin’s own words', async (language, penalty) => {
    const rows = await rowsIn(language);
    const penaltyRow = rows.find((row) => row.textContent?.includes('MD6HWQ'));
    expect(penaltyRow).toHaveTextContent(penalty);
    expect(penaltyRow).not.toHaveTextContent('Refund penalty');
    expect(rows.some((row) => row.textContent?.includes('Cash deposit, receipt 12'))).toBe(true);
  });

  it('shows a count the server capped as "10,000+" (LIST_COUNT_CAP)', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      [routeOf(USER_ENDPOINTS.balanceHistory, { id: 7 })]: () =>
        jsonResponse(200, { result: ENTRIES, count: 10_000, countCapped: true }),
    });
    renderWithProviders(<BalanceHistory userId={7} />);
    const grid = await screen.findByTestId('balance-history-grid', {}, { timeout: 10_000 });
    expect(await within(grid).findByText('1–25 of 10,000+', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('reads its period, order and page from the URL under its prefix, and exports that period', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const stub = stubFetch({
      [routeOf(USER_ENDPOINTS.balanceHistory, { id: 7 })]: () =>
        jsonResponse(200, { result: ENTRIES, count: 30, countCapped: false }),
      [routeOf(USER_ENDPOINTS.balanceHistoryExport, { id: 7 })]: () =>
        new Response(new Blob(['x']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="balance-history.csv"' },
        }),
    });
    const { user } = renderWithProviders(<BalanceHistory userId={7} />, {
      // `from` and `page` of the page itself are not the history's.
      route: '/?from=2020-01-01&page=3&ledger-from=2026-11-01&ledger-to=2026-11-30&ledger-sort=createdAt&ledger-page=2',
    });
    const grid = await screen.findByTestId('balance-history-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('Cash deposit, receipt 12', {}, { timeout: 10_000 });
    // The days are the reader's: "to" includes its whole day.
    const period = {
      from: new Date('2026-11-01T00:00:00').toISOString(),
      to: new Date('2026-12-01T00:00:00').toISOString(),
    };
    expect(callsOf(stub.calls, USER_ENDPOINTS.balanceHistory, { id: 7 })[0]?.body).toEqual({
      page: 1,
      pageSize: 25,
      sortOrder: 'asc',
      sortField: 'createdAt',
      ...period,
    });
    expect(screen.getByTestId('history-from')).toHaveValue('01.11.2026');

    await user.click(screen.getByTestId('balance-history-export'));
    await user.click(await screen.findByTestId('balance-history-export-csv'));
    await waitFor(() =>
      expect(callsOf(stub.calls, USER_ENDPOINTS.balanceHistoryExport, { id: 7 }).at(-1)?.body).toEqual({
        sortOrder: 'asc',
        sortField: 'createdAt',
        ...period,
        format: 'csv',
      }),
    );
  });
});
