import { sql } from 'drizzle-orm';
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
import type { TExecutor } from '../../db/database';
import { exchangeRates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { preparedRead } from '../../lib/prepared-read';

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

export async function agencyRatesOn(db: TExecutor, date: string): Promise<TAgencyRates> {
  const rows = await preparedRead<{ currency: string; rate: string }>(
    db,
    sql`select distinct on (currency) currency, agency_rate::text as rate from ${exchangeRates}
        where currency in ('USD', 'EUR') and rate_date <= ${date}::date order by currency, rate_date desc`,
  );
  const rateOf = (currency: TRateCurrency) => {
    const row = rows.find((candidate) => candidate.currency === currency);
    return row ? Number(row.rate) : null;
  };
  return { date, USD: rateOf('USD'), EUR: rateOf('EUR') };
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
