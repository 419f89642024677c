import { toAmdMinor, type TCurrency, type TRateCurrency } from '@frs/contract';
import { AppError } from '../../lib/app-error';
import type { TOrderRow } from './order-row';

/**
 * The agency rates an order is priced with (docs/DOMAIN.md "Money"): read with the sale's own statement at pre-order,
 * frozen into the order row, and used by every later change of its price, whatever the product line.
 */

/** The agency rates of a day (AMD per unit): the latest rate on or before it, as banks publish none on holidays. */
export interface TAgencyRates {
  date: string;
  USD: number | null;
  EUR: number | null;
}

/**
 * The agency rates in force on a day as two columns (`usd_rate`, `eur_rate`, as text) of a bigger statement, so that
 * a sale (a search, a new order) reads them with what it sells instead of in a statement of their own. `date` is the SQL of
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

/** An amount in some currency (a fee or a fixed penalty), in AMD minor units at the given rates. */
export function amountToAmd(minor: number, currency: TCurrency, rates: TAgencyRates): number {
  return toAmdMinor(minor, currency, rateFor(rates, currency));
}

/** The rates frozen into the order at pre-order. */
export function ratesOf(order: Pick<TOrderRow, 'rateDate' | 'usdRate' | 'eurRate'>): TAgencyRates {
  return {
    date: order.rateDate,
    USD: order.usdRate === null ? null : Number(order.usdRate),
    EUR: order.eurRate === null ? null : Number(order.eurRate),
  };
}
