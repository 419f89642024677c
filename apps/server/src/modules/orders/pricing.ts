import {
  addBreakdowns,
  breakdownToAmd,
  passengerPrice,
  toAmdMinor,
  type TClassPrices,
  type TCurrency,
  type TPassengerType,
  type TPriceBreakdown,
  type TRateCurrency,
  type TSurchargeKind,
} from '@frs/contract';
import { AppError } from '../../lib/app-error';

/**
 * Prices of search and orders in AMD (DOMAIN.md, Money): a class's price per passenger type in its flight's
 * currency, converted at the agency rate of the pricing day with the contract's exact functions. Search and
 * pre-order use the same functions, so an order costs what its offer said.
 */

/** The agency rates of a day (AMD per unit): the latest rate on or before it, as banks publish none on holidays. */
export interface TAgencyRates {
  date: string;
  USD: number | null;
  EUR: number | null;
}

/**
 * The agency rates in force on a day as two columns (`usd_rate`, `eur_rate`, as text) of a bigger statement, so that
 * search and pre-order read them with their classes instead of in a statement of their own. `date` is the SQL of
 * the day: a parameter such as `$2::date`, or a literal made by `dateLiteral`.
 */
export function agencyRateColumns(date: string): string {
  const column = (currency: TRateCurrency) =>
    `(select agency_rate::text from exchange_rates where currency = '${currency}' and rate_date <= ${date}
      order by rate_date desc limit 1) as ${currency.toLowerCase()}_rate`;
  return `${column('USD')}, ${column('EUR')}`;
}

/** A YYYY-MM-DD date as an SQL literal (checked, so that nothing else can reach the statement's text). */
export function dateLiteral(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`);
  return `'${date}'::date`;
}

/** The rates of agencyRateColumns, read from a row of its statement (no row: no rates are needed). */
export function agencyRatesOf(row: Record<string, unknown> | undefined, date: string): TAgencyRates {
  const rateOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { date, USD: rateOf(row?.usd_rate), EUR: rateOf(row?.eur_rate) };
}

/** The rate a currency converts with (AMD needs none); a missing rate is a 409 the agency must fix. */
export function rateFor(rates: TAgencyRates, currency: TCurrency): number | null {
  if (currency === 'AMD') return null;
  const rate = rates[currency];
  if (rate === null) throw new AppError(409, 'NO_EXCHANGE_RATE');
  return rate;
}

/** One passenger's price on one segment, in AMD minor units. */
export function segmentPriceAmd(
  prices: TClassPrices,
  type: TPassengerType,
  surcharge: TSurchargeKind | null,
  currency: TCurrency,
  rates: TAgencyRates,
): TPriceBreakdown {
  return breakdownToAmd(passengerPrice(prices[type], type, surcharge), currency, rateFor(rates, currency));
}

/** An amount in some currency (a fare rule's fee or fixed penalty), in AMD minor units at the order's rates. */
export function amountToAmd(minor: number, currency: TCurrency, rates: TAgencyRates): number {
  return toAmdMinor(minor, currency, rateFor(rates, currency));
}

export const sumBreakdowns = addBreakdowns;

/** What a payer pays of a price: an agent the net, the agency's own sale the gross. */
export function basisOf(price: Pick<TPriceBreakdown, 'gross' | 'net'>, agentPays: boolean): number {
  return agentPays ? price.net : price.gross;
}
