import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { orderFixture, ticketedOrder } from '../../../test/order-fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrderPassengersTable } from './order-summary';

describe('OrderPassengersTable', () => {
  it('says the passengers of a cancelled or expired booking do not travel, in every language', async () => {
    renderWithProviders(<OrderPassengersTable order={orderFixture({ status: 'cancelled', operations: [] })} />);
    expect(screen.getByTestId('passenger-status-31')).toHaveTextContent('Չեղարկված');
    expect(screen.queryByText('Ճամփորդում է')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(screen.getByTestId('passenger-status-32')).toHaveTextContent('Cancelled');
    await i18n.changeLanguage('hy');
  });

  it('reads an expired hold as expired, and the passengers of a live order as travelling or as refunded', () => {
    const { unmount } = renderWithProviders(<OrderPassengersTable order={orderFixture({ status: 'expired' })} />);
    expect(screen.getByTestId('passenger-status-31')).toHaveTextContent(i18n.t('orderStatuses.expired'));
    unmount();
    const order = ticketedOrder();
    order.passengers[1] = { ...order.passengers[1]!, status: 'refunded' };
    renderWithProviders(<OrderPassengersTable order={order} />);
    expect(screen.getByTestId('passenger-status-31')).toHaveTextContent(i18n.t('passengerStatuses.active'));
    expect(screen.getByTestId('passenger-status-32')).toHaveTextContent(i18n.t('passengerStatuses.refunded'));
  });
});
