import { ORDER_ACTIVITY_ENDPOINTS, PACKAGE_ORDER_ENDPOINTS, type TOrderActivity } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { stubShellApi } from '../../../test/api-stubs';
import { jsonResponse, routeOf } from '../../../test/fetch-mock';
import { profileFor } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { packageOrderFixture } from './package-order-fixtures';

const ACTIVITY: TOrderActivity = { history: [], money: [] };

function renderOrder() {
  const order = packageOrderFixture();
  stubShellApi(profileFor('user'), {
    [routeOf(PACKAGE_ORDER_ENDPOINTS.get, { id: order.id })]: () => jsonResponse(200, order),
    [routeOf(ORDER_ACTIVITY_ENDPOINTS.package, { id: order.id })]: () => jsonResponse(200, ACTIVITY),
    [routeOf(PACKAGE_ORDER_ENDPOINTS.refundQuote, { id: order.id })]: () =>
      jsonResponse(200, { policy: 'parts', travellers: [] }),
  });
  return renderApp(`/reservation/package/${order.id}`, { loggedIn: true });
}

afterEach(() => vi.restoreAllMocks());

describe('PackageOrderPage', { timeout: 30_000 }, () => {
  it('shows the order card with the package, its operations, and opens each click-loaded dialog', async () => {
    await i18n.changeLanguage('en');
    renderOrder();
    expect(await screen.findByTestId('package-order-pnr', {}, { timeout: 10_000 })).toHaveTextContent('P4K7QX');
    expect(screen.getByTestId('package-order-offer')).toHaveTextContent('Paris week · Paris');
    const operations = within(screen.getByTestId('package-order-operations'));
    expect(operations.getAllByRole('button').map((button) => button.getAttribute('data-testid'))).toEqual([
      'package-order-operation-edit',
      'package-order-operation-split',
      'package-order-operation-refund',
    ]);

    // The dialogs load on their click (React.lazy): each is awaited.
    for (const [operation, dialog] of [
      ['refund', 'package-refund-dialog'],
      ['split', 'package-split-dialog'],
      ['edit', 'package-edit-dialog'],
    ] as const) {
      screen.getByTestId(`package-order-operation-${operation}`).click();
      expect(await screen.findByTestId(dialog, {}, { timeout: 10_000 })).toBeInTheDocument();
      screen.getByTestId(`${dialog}-cancel`).click();
      await vi.waitFor(() => expect(screen.queryByTestId(dialog)).not.toBeInTheDocument());
    }
  });
});
