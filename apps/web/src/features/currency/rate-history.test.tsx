import { addDays, CURRENCY_ENDPOINTS, todayIsoDate, type TRateRow } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { chartDayLabel } from './rate-chart-axis';
import { RateHistory } from './rate-history';

/** The 31 days of the default period, with rates on every day (the demo seed's month). */
function month(): TRateRow[] {
  const today = todayIsoDate();
  return Array.from({ length: 31 }, (_unused, index) => {
    const date = addDays(today, index - 30);
    const rates = { USD: 380 + index / 4, EUR: 440 + index / 5 };
    return { date, bankRate: rates, flightRate: rates, hotelRate: rates, packageRate: rates, stale: false };
  });
}

describe('the rate history chart', () => {
  it('writes days as dd.mm under the axis and dd.mm.yyyy in the tooltip', () => {
    expect(chartDayLabel('2026-11-04')).toBe('04.11');
    expect(chartDayLabel('2026-11-04', true)).toBe('04.11.2026');
  });

  it('labels its x axis with dates, the last one today, and draws each series across the 31 days', async () => {
    stubFetch({ [routeOf(CURRENCY_ENDPOINTS.rateByRange)]: () => jsonResponse(200, month()) });
    renderWithProviders(<RateHistory />);
    const chart = await screen.findByTestId('rates-chart');
    await waitFor(() =>
      expect(chart.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').length).toBeGreaterThan(0),
    );
    const labels = [...chart.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map(
      (label) => label.textContent,
    );
    expect(labels.length).toBeGreaterThanOrEqual(5);
    expect(labels.length).toBeLessThanOrEqual(7);
    for (const label of labels) expect(label).toMatch(/^\d\d\.\d\d$/);
    expect(labels.at(-1)).toBe(chartDayLabel(todayIsoDate()));
    expect(labels[0]).toBe(chartDayLabel(addDays(todayIsoDate(), -30)));
    // One line per series (bank and agency rate of each currency), each through all 31 days.
    const lines = [...chart.querySelectorAll('.MuiLineChart-line')];
    expect(lines).toHaveLength(4);
    // A path starts at its first point (M) and reaches each next one by a curve (C): one command per day.
    for (const line of lines) expect((line.getAttribute('d') ?? '').match(/[MLC]/g)).toHaveLength(31);
  });
});
