import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCY_ENDPOINTS,
  CURRENCY_SETTINGS,
  resourceEndpoints,
  todayIsoDate,
  type TEndpointDefinition,
  type TErrorBody,
  type TRateProviderStatus,
  type TRateRow,
} from '@frs/contract';
import { currencySettings, exchangeRates, history } from '../../db/schema';
import { startFakeCbaServer, type TFakeCbaServer } from '../../../test/fake-cba-server';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { createCbaRateProvider } from './cba-rate-provider';
import { exchangeRatesJob } from './rates-job';

let testApp: TTestApp;
let fake: TFakeCbaServer;
let adminToken: string;
const today = todayIsoDate();

beforeAll(async () => {
  fake = await startFakeCbaServer({
    kind: 'rates',
    currentDate: today,
    rates: [
      { iso: 'USD', amount: 1, rate: 400 },
      { iso: 'EUR', amount: 1, rate: 450.5 },
    ],
  });
  testApp = await createTestApp({ cbaRatesUrl: fake.url });
  const admin = await createUser(testApp.database.db, { role: 'Admin' });
  adminToken = (await loginAs(testApp.app, admin.email)).token;
  await testApp.database.db.insert(currencySettings).values([
    { currency: 'USD', marginType: 'percentage', marginValue: '2' },
    { currency: 'EUR', marginType: 'fixed', marginValue: '3.25' },
  ]);
});

afterAll(async () => {
  await testApp.app.close();
  await fake.close();
});

const MARGINS = resourceEndpoints(CURRENCY_SETTINGS);

const call = (endpoint: TEndpointDefinition, token: string, request: Pick<TInjectCall, 'params' | 'body'> = {}) =>
  injectEndpoint(testApp.app, endpoint, { ...request, token, headers: { 'accept-language': 'en' } });

async function todayRow(): Promise<TRateRow> {
  const response = await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.rateByRange, {
    body: { startDate: today, endDate: today },
  });
  return response.json<TRateRow[]>()[0]!;
}

describe('fetching bank rates', () => {
  it("stores the Central Bank's rates with the agency margins: percentage and fixed", async () => {
    const response = await call(CURRENCY_ENDPOINTS.refreshRates, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<TRateProviderStatus>()).toMatchObject({ source: 'cba', lastError: null, lastRateDate: today });
    expect(await todayRow()).toMatchObject({
      bankRate: { USD: 400, EUR: 450.5 },
      flightRate: { USD: 408, EUR: 453.75 },
      stale: false,
    });
    const rows = await testApp.database.db.select().from(history).where(eq(history.entity, 'exchangeRate'));
    expect(rows.map((row) => row.entityId).sort()).toEqual([`${today}:EUR`, `${today}:USD`]);
  });

  it('keeps the last known rate and marks it stale while the service is unreachable or unreadable', async () => {
    fake.answer({ kind: 'garbage', body: '<html>maintenance</html>', status: 503 });
    const failed = await call(CURRENCY_ENDPOINTS.refreshRates, adminToken);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<TErrorBody>().code).toBe('RATE_PROVIDER_UNAVAILABLE');
    expect(await todayRow()).toMatchObject({ flightRate: { USD: 408, EUR: 453.75 }, stale: true });

    const status = await call(CURRENCY_ENDPOINTS.rateProviderStatus, adminToken);
    expect(status.json<TRateProviderStatus>().lastError).toMatch(/HTTP 503/);

    fake.answer({ kind: 'rates', currentDate: today, rates: [{ iso: 'USD', amount: 1, rate: 401 }] });
    expect((await call(CURRENCY_ENDPOINTS.refreshRates, adminToken)).statusCode).toBe(200);
    expect(await todayRow()).toMatchObject({ bankRate: { USD: 401, EUR: 450.5 }, stale: false });
  });

  it('the periodic job logs a failure as a warning and changes no rate', async () => {
    fake.answer({ kind: 'garbage', body: 'not xml' });
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) } as never;
    const job = exchangeRatesJob(createCbaRateProvider({ url: fake.url }));
    await job.run({ db: testApp.database.db, now: new Date(), log });
    expect(warnings).toHaveLength(1);
    expect(await todayRow()).toMatchObject({ bankRate: { USD: 401 }, stale: true });
  });
});

describe('manual rates and the rate source', () => {
  it('lets an admin enter a bank rate by hand; the agency rate follows the margin', async () => {
    const response = await call(CURRENCY_ENDPOINTS.manualRate, adminToken, {
      body: {
        date: '2026-01-05',
        currency: 'USD',
        bankRate: 390.1234,
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.rateDate, '2026-01-05'), eq(exchangeRates.currency, 'USD')));
    expect(row).toMatchObject({ bankRate: '390.1234', agencyRate: '397.9259', source: 'manual' });
  });

  it('refuses a negative, zero or over-precise rate and an unknown currency with field errors', async () => {
    for (const [payload, field, message] of [
      [{ date: today, currency: 'USD', bankRate: -1 }, 'bankRate', 'The value must be positive'],
      [{ date: today, currency: 'USD', bankRate: 0 }, 'bankRate', 'The value must be positive'],
      [{ date: today, currency: 'USD', bankRate: 1.23456 }, 'bankRate', 'At most 4 decimal places'],
      [{ date: today, currency: 'GBP', bankRate: 500 }, 'currency', 'Invalid value'],
      [{ date: '2026-13-01', currency: 'USD', bankRate: 500 }, 'date', 'Invalid date'],
    ] as const) {
      const response = await call(CURRENCY_ENDPOINTS.manualRate, adminToken, { body: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<TErrorBody>().errors?.[field]).toBe(message);
    }
  });

  it('with manual entry chosen, nothing is fetched and nothing is stale', async () => {
    fake.answer({ kind: 'garbage', body: 'down' });
    const switched = await call(CURRENCY_ENDPOINTS.rateSource, adminToken, { body: { source: 'manual' } });
    expect(switched.json<TRateProviderStatus>()).toMatchObject({ source: 'manual', lastError: null });
    const requestsBefore = fake.requests.length;
    expect((await call(CURRENCY_ENDPOINTS.refreshRates, adminToken)).statusCode).toBe(200);
    expect(fake.requests.length).toBe(requestsBefore);
    expect((await todayRow()).stale).toBe(false);
    await call(CURRENCY_ENDPOINTS.rateSource, adminToken, { body: { source: 'cba' } });
  });

  it('is for Super Admin and Admin only', async () => {
    for (const [role, adminGroups] of [
      ['user', null],
      ['Viewer', null],
      ['Admin', 'Tickets'],
      ['Admin', 'Reports'],
    ] as const) {
      const user = await createUser(testApp.database.db, { role, adminGroups });
      const { token } = await loginAs(testApp.app, user.email);
      expect((await call(CURRENCY_ENDPOINTS.rateProviderStatus, token)).statusCode, role).toBe(403);
      expect((await call(CURRENCY_ENDPOINTS.refreshRates, token)).statusCode, role).toBe(403);
      const manual = await call(CURRENCY_ENDPOINTS.manualRate, token, {
        body: { date: today, currency: 'USD', bankRate: 1 },
      });
      expect(manual.statusCode, role).toBe(403);
      expect((await call(CURRENCY_ENDPOINTS.rateSource, token, { body: { source: 'manual' } })).statusCode).toBe(403);
    }
  });

  it('refuses the caller before it reads the body: 401 without a token, 403 without the permission', async () => {
    const bad = { date: '2026-13-01', currency: 'GBP', bankRate: -1 };
    expect((await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.manualRate, { body: bad })).statusCode).toBe(401);
    const viewer = await createUser(testApp.database.db, { role: 'Viewer' });
    const { token } = await loginAs(testApp.app, viewer.email);
    const refused = await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.manualRate, { token, body: bad });
    expect(refused.statusCode).toBe(403);
    const source = await injectEndpoint(testApp.app, CURRENCY_ENDPOINTS.rateSource, { token, body: { source: 'x' } });
    expect(source.statusCode).toBe(403);
  });
});

describe('margins', () => {
  it("apply to today's agency rate at once when an admin changes one, and leave earlier days alone", async () => {
    await testApp.database.db.insert(exchangeRates).values({
      rateDate: '2026-01-02',
      currency: 'USD',
      bankRate: '300.0000',
      agencyRate: '306.0000',
      source: 'manual',
    });
    const settings = await call(MARGINS.list, adminToken);
    const usd = settings
      .json<{ result: { id: number; currency: string }[] }>()
      .result.find((row) => row.currency === 'USD')!;
    const before = await todayRow();
    const bank = before.bankRate.USD!;
    const changed = await call(MARGINS.update, adminToken, {
      params: { id: usd.id },
      body: {
        currency: 'USD',
        marginType: 'percentage',
        marginValue: 5,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await todayRow()).flightRate.USD).toBe(Math.round(bank * 1.05 * 10_000) / 10_000);
    const [old] = await testApp.database.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.rateDate, '2026-01-02'), eq(exchangeRates.currency, 'USD')));
    expect(old?.agencyRate).toBe('306.0000');

    const removed = await call(MARGINS.remove, adminToken, { params: { id: usd.id } });
    expect(removed.statusCode).toBe(200);
    expect((await todayRow()).flightRate.USD).toBe(bank);
  });

  it('list the currencies and margin types to choose from', async () => {
    expect((await call(CURRENCY_ENDPOINTS.currencyCodes, adminToken)).json()).toEqual(['USD', 'EUR']);
    expect((await call(CURRENCY_ENDPOINTS.marginTypes, adminToken)).json()).toEqual(['fixed', 'percentage']);
  });
});
