import { RATE_CURRENCIES, type TRateCurrency } from '@frs/contract';
import { RateProviderError, type TBankRates, type TRateProvider } from './rate-provider';

/** The Central Bank of Armenia's public SOAP service (docs/DOMAIN.md "Money"). */
export const CBA_DEFAULT_URL = 'https://api.cba.am/exchangerates.asmx';
const CBA_NAMESPACE = 'http://www.cba.am/';
const DEFAULT_TIMEOUT_MS = 10_000;

function envelope(operation: string, body = ''): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><${operation} xmlns="${CBA_NAMESPACE}">${body}</${operation}></soap:Body></soap:Envelope>`
  );
}

/** The text of the first element with this local name (any namespace prefix), or undefined. */
function elementText(xml: string, localName: string): string | undefined {
  const match = new RegExp(`<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${localName}>`).exec(xml);
  return match?.[1]?.trim();
}

function elements(xml: string, localName: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${localName}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

function isRateCurrency(value: string): value is TRateCurrency {
  return (RATE_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Reads an ExchangeRatesLatest or ExchangeRatesByDate answer: `CurrentDate` and `Rates/ExchangeRate` items with
 * `ISO`, `Amount` (how many units the rate is for) and `Rate` (AMD). Anything else is a RateProviderError, so a
 * garbled answer never becomes a rate.
 */
export function parseCbaRates(xml: string): TBankRates {
  const fault = elementText(xml, 'faultstring');
  if (fault !== undefined) throw new RateProviderError(`The rate service answered a fault: ${fault}`);
  const currentDate = elementText(xml, 'CurrentDate');
  const rateDate = /^(\d{4}-\d{2}-\d{2})/.exec(currentDate ?? '')?.[1];
  if (!rateDate) throw new RateProviderError('The rate service answer has no CurrentDate');
  const rates: TBankRates['rates'] = {};
  for (const item of elements(xml, 'ExchangeRate')) {
    const iso = elementText(item, 'ISO')?.toUpperCase() ?? '';
    if (!isRateCurrency(iso)) continue;
    const amount = Number(elementText(item, 'Amount'));
    const rate = Number(elementText(item, 'Rate'));
    if (!Number.isFinite(amount) || !Number.isFinite(rate) || amount <= 0 || rate <= 0) {
      throw new RateProviderError(`The rate service answer has an unreadable ${iso} rate`);
    }
    rates[iso] = Math.round((rate / amount) * 10_000) / 10_000;
  }
  if (Object.keys(rates).length === 0) {
    throw new RateProviderError(`The rate service answer has no ${RATE_CURRENCIES.join(' or ')} rate`);
  }
  return { rateDate, rates };
}

export function createCbaRateProvider(
  options: { url?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
): TRateProvider {
  const url = options.url ?? CBA_DEFAULT_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;

  async function call(operation: string, body?: string): Promise<TBankRates> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${CBA_NAMESPACE}${operation}"` },
        body: envelope(operation, body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new RateProviderError(
        `The rate service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok && !text.includes('Fault')) {
      throw new RateProviderError(`The rate service answered HTTP ${response.status}`);
    }
    return parseCbaRates(text);
  }

  return {
    name: 'cba',
    fetchLatest: () => call('ExchangeRatesLatest'),
    fetchByDate: (isoDate) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a yyyy-mm-dd date: ${isoDate}`);
      return call('ExchangeRatesByDate', `<date>${isoDate}T00:00:00</date>`);
    },
  };
}
