import { and, asc, desc, gt, inArray, lte } from 'drizzle-orm';
import {
  addDays,
  RATE_CURRENCIES,
  type TRateCurrency,
  todayIsoDate,
  type TRateByRangeRequest,
  type TRateRow,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { exchangeRates } from '../../db/schema';
import { rateProviderStatus } from './rates-service';

interface TDayRate {
  bank: number;
  agency: number;
}

/**
 * The rates in force on each day of the range. Banks publish no rates on weekends and holidays, and the agency may
 * not enter one every day, so a day without its own row takes the latest earlier rate (as banks do).
 */
export async function ratesByRange(options: {
  db: TExecutor;
  input: TRateByRangeRequest;
  now?: Date;
}): Promise<TRateRow[]> {
  const { db, input } = options;
  const today = todayIsoDate(options.now);
  const provider = await rateProviderStatus({ db });
  // The provider's last attempt failed: today's rate is the last known one, and the header says so.
  const todayIsStale = provider.source === 'cba' && provider.lastError !== null;
  const currencies = [...RATE_CURRENCIES];
  const carriedIn = await db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(and(inArray(exchangeRates.currency, currencies), lte(exchangeRates.rateDate, input.startDate)))
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
  const inRange = await db
    .select()
    .from(exchangeRates)
    .where(
      and(
        inArray(exchangeRates.currency, currencies),
        gt(exchangeRates.rateDate, input.startDate),
        lte(exchangeRates.rateDate, input.endDate),
      ),
    )
    .orderBy(asc(exchangeRates.rateDate));

  const current = new Map<TRateCurrency, TDayRate>();
  const remember = (row: typeof exchangeRates.$inferSelect) =>
    current.set(row.currency as TRateCurrency, { bank: Number(row.bankRate), agency: Number(row.agencyRate) });
  carriedIn.forEach(remember);

  const rows: TRateRow[] = [];
  let next = 0;
  for (let day = input.startDate; day <= input.endDate; day = addDays(day, 1)) {
    while (next < inRange.length && inRange[next]!.rateDate <= day) remember(inRange[next++]!);
    const pick = (kind: keyof TDayRate) => ({
      USD: current.get('USD')?.[kind] ?? null,
      EUR: current.get('EUR')?.[kind] ?? null,
    });
    const agency = pick('agency');
    // One agency margin per currency applies to every product today; the fields stay apart in the API so that
    // per-product margins (currency settings) can differ later without changing the clients.
    rows.push({
      date: day,
      bankRate: pick('bank'),
      flightRate: agency,
      hotelRate: agency,
      packageRate: agency,
      stale: day === today && todayIsStale,
    });
  }
  return rows;
}
