import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_ENDPOINTS, TEXTS, MAX_RATE_RANGE_DAYS, type TErrorBody, type TRateRow } from '@frs/contract';
import { exchangeRates } from '../../db/schema';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(exchangeRates).values([
    { rateDate: '2026-03-02', currency: 'USD', bankRate: '390.0000', agencyRate: '393.5000' },
    { rateDate: '2026-03-02', currency: 'EUR', bankRate: '450.0000', agencyRate: '454.1234' },
    { rateDate: '2026-03-04', currency: 'USD', bankRate: '391.0000', agencyRate: '394.9999' },
  ]);
});
afterAll(async () => {
  await testApp.app.close();
});

const ratesFor = (body: object, headers: Record<string, string> = {}) =>
  injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.rateByRange, { body, headers });

describe(endpointTitle(CURRENCY_ENDPOINTS.rateByRange), () => {
  it("returns one row per day with the agency's USD and EUR rates in AMD", async () => {
    const response = await ratesFor({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TRateRow[]>()).toEqual([
      {
        date: '2026-03-02',
        bankRate: { USD: 390, EUR: 450 },
        flightRate: { USD: 393.5, EUR: 454.1234 },
        hotelRate: { USD: 393.5, EUR: 454.1234 },
        packageRate: { USD: 393.5, EUR: 454.1234 },
        stale: false,
      },
    ]);
  });

  it('carries the latest earlier rate into days that have none (weekends, holidays)', async () => {
    const response = await ratesFor({ startDate: '2026-03-03', endDate: '2026-03-05' });
    const rows = response.json<TRateRow[]>();
    expect(rows.map((row) => [row.date, row.flightRate.USD, row.flightRate.EUR])).toEqual([
      ['2026-03-03', 393.5, 454.1234],
      ['2026-03-04', 394.9999, 454.1234],
      ['2026-03-05', 394.9999, 454.1234],
    ]);
  });

  it('gives null rates for days before any rate was entered', async () => {
    const rows = (await ratesFor({ startDate: '2026-03-01', endDate: '2026-03-01' })).json<TRateRow[]>();
    expect(rows).toEqual([expect.objectContaining({ date: '2026-03-01', flightRate: { USD: null, EUR: null } })]);
  });

  it('needs no login (the login page may show rates)', async () => {
    expect((await ratesFor({ startDate: '2026-03-02', endDate: '2026-03-02' })).statusCode).toBe(200);
  });

  it('refuses bad periods with field errors', async () => {
    const reversed = await ratesFor({ startDate: '2026-03-05', endDate: '2026-03-01' }, { 'accept-language': 'en' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<TErrorBody>().errors).toEqual({ endDate: TEXTS.en.fieldErrors.endBeforeStart });

    const tooLong = await ratesFor({ startDate: '2020-01-01', endDate: '2026-01-01' }, { 'accept-language': 'en' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<TErrorBody>().errors).toEqual({
      endDate: `The period cannot be longer than ${MAX_RATE_RANGE_DAYS} days`,
    });

    const notDates = await ratesFor({ startDate: '22/11/2026', endDate: 7 });
    expect(notDates.statusCode).toBe(400);
    expect(Object.keys(notDates.json<TErrorBody>().errors ?? {}).sort()).toEqual(['endDate', 'startDate']);

    const missing = await ratesFor({});
    expect(missing.json<TErrorBody>().errors).toEqual({
      startDate: TEXTS.hy.fieldErrors.required,
      endDate: TEXTS.hy.fieldErrors.required,
    });
  });
});
