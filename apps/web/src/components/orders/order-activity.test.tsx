import type { TLanguage, TOrderActivity } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { OrderHistory, OrderMoney } from './order-activity';

/** A refund as the server writes it now, with two keys of a row written before names were kept. */
const HISTORY: TOrderActivity['history'] = [
  {
    id: 3,
    at: '2026-11-20T10:00:00.000Z',
    actor: { id: 1, name: 'Anna Admin' },
    action: 'refund',
    oldValues: { status: 'ticketed', payable: 31_200_000, paid: 31_200_000 },
    newValues: {
      status: 'ticketed',
      refunds: [
        { name: 'Aram Petrosyan', amount: 4_800_000, penalty: 3_948_800 },
        { name: 'Anna Petrosyan', amount: 5_000_000, penalty: 0 },
      ],
      seatsTo: [{ flight: 'RM 811', route: 'EVN → CDG', departure: '2026-11-24T08:00', class: 'PROMO' }],
      payable: 21_400_000,
      paid: 21_400_000,
      passengerIds: [15],
      receivingClasses: {},
    },
  },
  {
    id: 4,
    at: '2026-11-20T11:00:00.000Z',
    actor: { id: 1, name: 'Anna Admin' },
    action: 'editDiscount',
    oldValues: { status: 'ticketed', discount: 0, payable: 21_400_000 },
    newValues: { status: 'ticketed', discount: 100_000, payable: 21_300_000 },
  },
  {
    id: 5,
    at: '2026-11-20T12:00:00.000Z',
    actor: null,
    action: 'edit',
    oldValues: { status: 'ticketed' },
    newValues: { status: 'ticketed' },
  },
];

const MONEY: TOrderActivity['money'] = [
  {
    id: 9,
    at: '2026-11-20T10:00:00.000Z',
    kind: 'penalty',
    amount: -3_948_800,
    balanceAfter: 1_000_000,
    reason: null,
    systemReason: {
      code: 'refundPenalty',
      params: { pnr: 'K7Q2MZ', passengers: ['Aram Petrosyan', 'Anna Petrosyan'] },
    },
  },
  {
    id: 10,
    at: '2026-11-20T11:00:00.000Z',
    kind: 'price-correction',
    amount: 100_000,
    balanceAfter: 1_100_000,
    reason: null,
    systemReason: { code: 'dateChange', params: { pnr: 'K7Q2MZ' } },
  },
];

/** The names, codes, routes and the currency code (the catalogue’s AMD sign in ru) that stay in Latin letters. */
const PROPER_NOUNS = /Aram|Anna|Petrosyan|Admin|K7Q2MZ|RM|EVN|CDG|PROMO|AMD/g;

async function renderIn(language: TLanguage) {
  await i18n.changeLanguage(language);
  renderWithProviders(
    <>
      <OrderHistory history={HISTORY} line="flight" />
      <OrderMoney money={MONEY} />
    </>,
  );
  const rows = within(screen.getByTestId('order-history')).getAllByRole('listitem');
  return { rows, money: screen.getByTestId('order-money') };
}

describe('an order’s history and money in the reader’s language', () => {
  it.each([
    {
      language: 'hy' as const,
      refund:
        'Վերադարձված: Aram Petrosyan՝ վերադարձվել է 48,000.00 ֏, տուգանք՝ 39,488.00 ֏ և Anna Petrosyan՝ վերադարձվել է 50,000.00 ֏, տուգանք՝ 0.00 ֏',
      seats: 'Տեղերը փոխանցվել են: RM 811 EVN → CDG, 24.11.2026 08:00, դաս PROMO',
      payable: 'Վճարման ենթակա: 312,000.00 ֏ → 214,000.00 ֏',
      penalty: 'Վերադարձի տուգանք K7Q2MZ՝ Aram Petrosyan և Anna Petrosyan',
      dateChange: 'Ամսաթվի փոփոխություն K7Q2MZ',
    },
    {
      language: 'ru' as const,
      refund:
        'Возвращено: Aram Petrosyan: возвращено 48,000.00 AMD, штраф 39,488.00 AMD и Anna Petrosyan: возвращено 50,000.00 AMD, штраф 0.00 AMD',
      seats: 'Места переданы в: RM 811 EVN → CDG, 24.11.2026 08:00, класс PROMO',
      payable: 'К оплате: 312,000.00 AMD → 214,000.00 AMD',
      penalty: 'Штраф за возврат K7Q2MZ: Aram Petrosyan и Anna Petrosyan',
      dateChange: 'Смена даты K7Q2MZ',
    },
  ])('renders a refund and ledger reasons in $language with names, AMD and sentences', async (expected) => {
    const { rows, money } = await renderIn(expected.language);
    const refund = rows[0]!.textContent ?? '';
    expect(refund).toContain(expected.refund);
    expect(refund).toContain(expected.seats);
    expect(refund).toContain(expected.payable);
    expect(within(money).getByTestId('order-money-9')).toHaveTextContent(expected.penalty);
    expect(within(money).getByTestId('order-money-10')).toHaveTextContent(expected.dateChange);
    // No ids, no JSON, no English: every Latin letter left belongs to a name, a code or a route.
    for (const text of [refund, money.textContent ?? '']) {
      expect(text).not.toMatch(/[{}[\]"]|\bid\b|passengerIds|receivingClasses/);
      expect(text.replace(PROPER_NOUNS, '')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('leaves out what did not change: no "Ticketed → Ticketed", and no line at all when nothing changed', async () => {
    const { rows } = await renderIn('en');
    expect(rows[0]).not.toHaveTextContent('Status');
    expect(rows[1]).toHaveTextContent('Discount: 0.00 AMD → 1,000.00 AMD; Payable: 214,000.00 AMD → 213,000.00 AMD');
    expect(rows[1]).not.toHaveTextContent('Ticketed');
    expect(within(rows[2]!).queryByTestId('history-changes')).not.toBeInTheDocument();
  });
});
