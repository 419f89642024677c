import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCbaServer, type TFakeCbaServer } from '../../../test/fake-cba-server';
import { createCbaRateProvider, parseCbaRates } from './cba-rate-provider';
import { RateProviderError } from './rate-provider';

let fake: TFakeCbaServer;

beforeAll(async () => {
  fake = await startFakeCbaServer({
    kind: 'rates',
    currentDate: '2026-11-20',
    rates: [
      { iso: 'USD', amount: 1, rate: 388.21 },
      { iso: 'EUR', amount: 1, rate: 449.12 },
      { iso: 'JPY', amount: 10, rate: 25.5 },
      { iso: 'RUB', amount: 1, rate: 4.81 },
    ],
  });
});

afterAll(async () => {
  await fake.close();
});

describe('Central Bank of Armenia rate provider', () => {
  it('asks ExchangeRatesLatest over SOAP and reads the USD and EUR rates of the publication date', async () => {
    const provider = createCbaRateProvider({ url: fake.url });
    expect(await provider.fetchLatest()).toEqual({ rateDate: '2026-11-20', rates: { USD: 388.21, EUR: 449.12 } });
    const request = fake.requests.at(-1);
    expect(request?.soapAction).toBe('"http://www.cba.am/ExchangeRatesLatest"');
    expect(request?.body).toContain('<ExchangeRatesLatest xmlns="http://www.cba.am/">');
  });

  it('asks ExchangeRatesByDate with the date, and divides a rate by its amount', async () => {
    fake.answer({ kind: 'rates', currentDate: '2026-11-13', rates: [{ iso: 'USD', amount: 10, rate: 3890.5 }] });
    const rates = await createCbaRateProvider({ url: fake.url }).fetchByDate('2026-11-13');
    expect(rates).toEqual({ rateDate: '2026-11-13', rates: { USD: 389.05 } });
    expect(fake.requests.at(-1)?.body).toContain('<date>2026-11-13T00:00:00</date>');
  });

  it('turns a SOAP fault, an unreadable answer and an unreachable service into RateProviderError', async () => {
    const provider = createCbaRateProvider({ url: fake.url });
    fake.answer({ kind: 'fault', message: 'Server was unable to process request' });
    await expect(provider.fetchLatest()).rejects.toThrow(/fault: Server was unable/);
    fake.answer({ kind: 'garbage', body: '<html>Service Unavailable</html>', status: 503 });
    await expect(provider.fetchLatest()).rejects.toThrow(/HTTP 503/);
    fake.answer({ kind: 'garbage', body: 'not xml at all' });
    await expect(provider.fetchLatest()).rejects.toBeInstanceOf(RateProviderError);
    fake.answer({ kind: 'rates', currentDate: '2026-11-20', rates: [{ iso: 'USD', amount: 1, rate: Number.NaN }] });
    await expect(provider.fetchLatest()).rejects.toThrow(/unreadable USD rate/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createCbaRateProvider({ url: `http://127.0.0.1:${port}/exchangerates.asmx` });
    await expect(unreachable.fetchLatest()).rejects.toThrow(/could not be reached/);
  });

  it('gives up on a service that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const provider = createCbaRateProvider({ url: `http://127.0.0.1:${port}/`, timeoutMs: 200 });
      await expect(provider.fetchLatest()).rejects.toBeInstanceOf(RateProviderError);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('refuses answers without a date or without USD and EUR, with namespace prefixes tolerated', () => {
    expect(() => parseCbaRates('<Rates></Rates>')).toThrow(/no CurrentDate/);
    expect(() =>
      parseCbaRates(
        '<CurrentDate>2026-11-20T00:00:00</CurrentDate><Rates><ExchangeRate><ISO>GBP</ISO></ExchangeRate></Rates>',
      ),
    ).toThrow(/no USD or EUR rate/);
    const prefixed =
      '<a:CurrentDate>2026-11-20T00:00:00</a:CurrentDate><a:ExchangeRate><a:ISO>eur</a:ISO>' +
      '<a:Amount>1</a:Amount><a:Rate>450.1</a:Rate></a:ExchangeRate>';
    expect(parseCbaRates(prefixed)).toEqual({ rateDate: '2026-11-20', rates: { EUR: 450.1 } });
  });
});
