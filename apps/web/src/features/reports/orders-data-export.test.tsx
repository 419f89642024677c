import { REPORT_ENDPOINTS } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { setDateField } from '../../test/date-input';
import { callsOf, stubFetch, routeOf } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { OrdersDataExport } from './orders-data-export';

function renderCard() {
  const stub = stubFetch({
    [routeOf(REPORT_ENDPOINTS.ordersFullData)]: () =>
      new Response(new Blob(['x']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="orders-full-data-2026-01-01.xlsx"' },
      }),
  });
  const rendered = renderWithProviders(<OrdersDataExport />);
  return { ...rendered, exportCalls: () => callsOf(stub.calls, REPORT_ENDPOINTS.ordersFullData) };
}

describe('OrdersDataExport', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
  });

  it('downloads the XLSX of the chosen line, statuses, agent and departure period', async () => {
    const { user, exportCalls } = renderCard();
    await user.click(within(screen.getByTestId('orders-data-line')).getByRole('combobox'));
    await user.click(await screen.findByTestId('orders-data-line-hotel'));
    await user.click(screen.getByTestId('orders-data-status-ticketed'));
    await user.click(screen.getByTestId('orders-data-status-hold'));
    expect(screen.getByTestId('orders-data-status-hold')).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByTestId('orders-data-agent'), '12');
    await user.click(within(screen.getByTestId('orders-data-period-kind')).getByRole('combobox'));
    await user.click(await screen.findByTestId('orders-data-period-departure'));
    setDateField(screen.getByTestId('orders-data-from'), '2026-03-01');
    setDateField(screen.getByTestId('orders-data-to'), '2026-03-31');
    await user.click(screen.getByTestId('orders-data-download-xlsx'));
    await waitFor(() => expect(exportCalls()).toHaveLength(1));
    const query = exportCalls()[0]!.query;
    expect(query.get('format')).toBe('xlsx');
    expect(query.get('productLine')).toBe('hotel');
    expect(query.getAll('statuses')).toEqual(['hold', 'ticketed']);
    expect(query.get('agentId')).toBe('12');
    expect([query.get('departureFrom'), query.get('departureTo')]).toEqual(['2026-03-01', '2026-03-31']);
    expect(query.has('createdFrom')).toBe(false);
  });

  it('says a period over 366 days under its end before asking the server, and exports every order without filters', async () => {
    const { user, exportCalls } = renderCard();
    setDateField(screen.getByTestId('orders-data-from'), '2025-01-01');
    setDateField(screen.getByTestId('orders-data-to'), '2026-01-02');
    await user.click(screen.getByTestId('orders-data-download-csv'));
    expect(await screen.findByText('The period cannot be longer than 366 days')).toBeInTheDocument();
    expect(exportCalls()).toHaveLength(0);
    setDateField(screen.getByTestId('orders-data-to'), '');
    setDateField(screen.getByTestId('orders-data-from'), '');
    await user.click(screen.getByTestId('orders-data-download-csv'));
    await waitFor(() => expect(exportCalls()).toHaveLength(1));
    expect([...exportCalls()[0]!.query.entries()]).toEqual([['format', 'csv']]);
  });
});
