import { PACKAGE_ORDER_ENDPOINTS, type TPackageRefundQuote } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadFeatureTexts } from '../../../lib/i18n';
import { callsOf, jsonResponse, routeOf, stubFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PackageTotals } from './package-order-details';
import { packageOrderFixture } from './package-order-fixtures';
import { PackageRefundDialog } from './package-refund-dialog';

/** Issue 31: the package refund dialog shows what the payer paid, the rules' penalty and what goes back. */

const QUOTE: TPackageRefundQuote = {
  policy: 'parts',
  travellers: [
    {
      passengerId: 91,
      paid: 45_230_826,
      penalty: 12_500_000,
      refund: 32_730_826,
      parts: { flights: 12_500_000, hotel: 0 },
    },
    {
      passengerId: 92,
      paid: 45_230_826,
      penalty: 12_500_000,
      refund: 32_730_826,
      parts: { flights: 12_500_000, hotel: 0 },
    },
  ],
};

function renderDialog(quote: TPackageRefundQuote = QUOTE) {
  const order = packageOrderFixture();
  const stub = stubFetch({
    [routeOf(PACKAGE_ORDER_ENDPOINTS.refundQuote, { id: order.id })]: () => jsonResponse(200, quote),
    [routeOf(PACKAGE_ORDER_ENDPOINTS.refund, { id: order.id })]: () =>
      jsonResponse(200, { ...order, status: 'refunded', operations: [], outcome: 'done' }),
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(<PackageRefundDialog order={order} onClose={onClose} />);
  return { ...rendered, stub, onClose, order };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadFeatureTexts(['packageOrders']);
});
afterEach(() => vi.unstubAllGlobals());

describe('PackageRefundDialog', () => {
  it("shows each traveller's paid share (net for an agent), the rules' penalty and the totals from the quote", async () => {
    renderDialog();
    const first = await screen.findByTestId('package-refund-quote-91');
    expect(first).toHaveTextContent(
      'Paid 452,308.26 AMD · penalty by the rules 125,000.00 AMD · back 327,308.26 AMD (fare rules 125,000.00 AMD, hotel policy 0.00 AMD: the higher applies)',
    );
    // Not the gross price of the share.
    expect(screen.getByTestId('package-refund-dialog')).not.toHaveTextContent('481,179.00');
    expect(screen.getByTestId('package-refund-policy')).toHaveTextContent('fare-rule penalty');
    const totals = screen.getByTestId('package-refund-totals');
    expect(totals).toHaveTextContent('Back to Demo Travel: 654,616.52 AMD');
    expect(totals).toHaveTextContent('Kept as penalty: 250,000.00 AMD');
  });

  it('follows the chosen travellers and a typed penalty, and refuses one above what was paid', async () => {
    const { user, stub, onClose } = renderDialog();
    await screen.findByTestId('package-refund-quote-92');
    await user.click(screen.getByTestId('package-refund-traveller-92'));
    const totals = screen.getByTestId('package-refund-totals');
    expect(totals).toHaveTextContent('Back to Demo Travel: 327,308.26 AMD');

    const penalty = screen.getByTestId('package-refund-penalty-91');
    await user.type(penalty, '500000');
    expect(screen.getByText('The penalty cannot exceed what the passenger paid')).toBeInTheDocument();
    expect(screen.getByTestId('package-refund-dialog-submit')).toBeDisabled();

    await user.clear(penalty);
    await user.type(penalty, '1000');
    expect(totals).toHaveTextContent('Back to Demo Travel: 451,308.26 AMD');
    expect(totals).toHaveTextContent('Kept as penalty: 1,000.00 AMD');
    await user.click(screen.getByTestId('package-refund-dialog-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [call] = callsOf(stub.calls, PACKAGE_ORDER_ENDPOINTS.refund, { id: 81 });
    expect(call!.body).toEqual({ passengerIds: [91], penalties: [{ passengerId: 91, penalty: 100_000 }] });
  });

  it("names the package's own policy when it applies", async () => {
    renderDialog({
      policy: 'package',
      travellers: QUOTE.travellers.map((traveller) => ({ ...traveller, parts: null })),
    });
    expect(await screen.findByTestId('package-refund-policy')).toHaveTextContent(
      "Penalty by the package's own cancellation policy.",
    );
    expect(screen.getByTestId('package-refund-quote-91')).not.toHaveTextContent('fare rules');
  });
});

describe('PackageTotals', () => {
  it('shows the price parts of who still travels after a partial refund, and none once all are refunded', () => {
    const whole = packageOrderFixture();
    const partly = packageOrderFixture({
      passengers: whole.passengers.map((passenger, index) =>
        index === 0
          ? { ...passenger, status: 'refunded', refundAmount: 32_730_826, refundPenalty: 12_500_000 }
          : passenger,
      ),
      breakdown: { flights: 25_000_000, hotel: 18_000_000, services: 1_750_000, markup: 3_367_900 },
    });
    const { unmount } = renderWithProviders(<PackageTotals order={partly} />);
    const parts = screen.getByTestId('package-order-breakdown');
    expect(parts).toHaveTextContent('Price parts (of the travellers still travelling)');
    expect(within(parts).getByTestId('package-breakdown-flights')).toHaveTextContent('250,000.00 AMD');
    unmount();

    renderWithProviders(
      <PackageTotals
        order={packageOrderFixture({
          status: 'refunded',
          passengers: whole.passengers.map((passenger) => ({ ...passenger, status: 'refunded' })),
          breakdown: { flights: 0, hotel: 0, services: 0, markup: 0 },
        })}
      />,
    );
    expect(screen.queryByTestId('package-order-breakdown')).not.toBeInTheDocument();
  });
});
