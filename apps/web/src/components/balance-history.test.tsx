import { USER_ENDPOINTS, type TBalanceEntry, type TLanguage } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { jsonResponse, routeOf, stubFetch } from '../test/fetch-mock';
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
    [routeOf(USER_ENDPOINTS.balanceHistory, { id: 7 })]: () => jsonResponse(200, { result: ENTRIES, count: 2 }),
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
});
