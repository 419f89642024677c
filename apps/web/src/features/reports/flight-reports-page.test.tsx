import {
  REFERENCE_ENDPOINTS,
  REPORT_ENDPOINTS,
  type TFlightReportFigures,
  type TFlightReportRequest,
  type TFlightReportResponse,
  type TFlightReportRow,
} from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { monthOf, reportRequestOf, NO_REPORT_FILTERS } from './report-request';

const FIGURES: TFlightReportFigures = {
  capacity: 180,
  sold: 90,
  held: 9,
  free: 81,
  loadFactor: 0.5,
  revenueGross: 1_234_500,
  revenueNet: 1_134_500,
  commission: 100_000,
  refunds: 0,
  penalties: 0,
  passengers: 91,
};

function rowOf(key: string, label: string, extra: Partial<TFlightReportRow> = {}): TFlightReportRow {
  return { key, label, date: null, flight: null, route: null, ...FIGURES, ...extra };
}

/** The "server": a row or two for each grouping. */
function answer(request: TFlightReportRequest): TFlightReportResponse {
  const rows: Record<string, TFlightReportRow[]> = {
    flight: [rowOf('11', '4R 101 · EVN–SVO · 2026-11-03', { date: '2026-11-03', flight: '4R 101', route: 'EVN–SVO' })],
    class: [rowOf('Y', 'Y')],
    agent: [
      rowOf('5', 'Ararat Travel', { capacity: null, free: null, loadFactor: null }),
      rowOf('agency', 'Agency sales', { capacity: null, free: null, loadFactor: null }),
    ],
    day: [rowOf('2026-11-03', '2026-11-03', { date: '2026-11-03' })],
  };
  return { result: rows[request.groupBy ?? 'flight']!, totals: FIGURES };
}

function renderReports(route: string) {
  const stub = stubShellApi(profileFor('Reports'), {
    [routeOf(REPORT_ENDPOINTS.flightReport)]: (call) => jsonResponse(200, answer(call.body as TFlightReportRequest)),
    [routeOf(REFERENCE_ENDPOINTS['airlines.get'], { id: 3 })]: () =>
      jsonResponse(200, { id: 3, iataCode: '4R', icaoCode: 'AWG', name: 'Ararat Wings', logoUrl: null }),
  });
  const rendered = renderApp(route, { loggedIn: true });
  return { ...rendered, reportCalls: () => callsOf(stub.calls, REPORT_ENDPOINTS.flightReport) };
}

describe('the report request of the URL', () => {
  it('defaults to this month grouped by flight, and reads the filters', () => {
    expect(monthOf('2028-02-14')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(reportRequestOf(NO_REPORT_FILTERS, '2026-12-31')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      groupBy: 'flight',
    });
    expect(
      reportRequestOf(
        { ...NO_REPORT_FILTERS, group: 'week', flights: '4,x,9', agent: '-1', airline: '3' },
        '2026-12-31',
      ),
    ).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31', groupBy: 'flight', flightIds: [4, 9], airlineId: 3 });
  });
});

// The page is a lazily loaded chunk with the charts: the first render in jsdom takes a few seconds.
describe('FlightReportsPage', { timeout: 20_000 }, () => {
  it('asks for the URL request, shows the table with its totals and the charts', async () => {
    await i18n.changeLanguage('en');
    const { reportCalls } = renderReports('/reports/flight?start=2026-11-01&end=2026-11-30&group=agent&airline=3');
    const table = await screen.findByTestId('report-table', {}, { timeout: 10_000 });
    expect(within(table).getByText('Ararat Travel')).toBeInTheDocument();
    expect(within(table).getByText('Agency sales')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-totals')).getByText('50.0 %')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-totals')).getByText('12,345.00')).toBeInTheDocument();
    // The charts are a chunk loaded after the table: they ask for their reports once they are there.
    for (const chart of ['chart-load-factor', 'chart-agents', 'chart-revenue']) {
      expect(await screen.findByTestId(chart, {}, { timeout: 5_000 })).toBeInTheDocument();
    }
    const bodies = reportCalls().map((call) => call.body as TFlightReportRequest);
    expect(bodies).toContainEqual({ startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'agent', airlineId: 3 });
    // The charts' reports keep the filters; the pickers' choices are the whole period's.
    expect(bodies).toContainEqual({ startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'day', airlineId: 3 });
    expect(bodies).toContainEqual({ startDate: '2026-11-01', endDate: '2026-11-30', groupBy: 'flight' });
  });

  it('asks nothing for a period over 366 days and says why under the date', async () => {
    await i18n.changeLanguage('en');
    const { reportCalls } = renderReports('/reports/flight?start=2026-01-01&end=2027-01-02');
    expect(await screen.findByText('The period cannot be longer than 366 days', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('report-export')).toBeDisabled());
    expect(reportCalls()).toEqual([]);
    expect(screen.queryByTestId('report-table')).not.toBeInTheDocument();
  });
});
