import type { TRateCurrency } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { currencySettings } from '../../db/schema';

export interface TMargin {
  type: 'fixed' | 'percentage';
  /** AMD for 'fixed', percent of the bank rate for 'percentage'. */
  value: number;
}

const NO_MARGIN: TMargin = { type: 'fixed', value: 0 };

/** Rates are kept with 4 decimals (numeric(12,4)). */
export function roundRate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The agency's selling rate: bank rate plus the currency's margin (docs/DOMAIN.md "Money"). */
export function agencyRate(bankRate: number, margin: TMargin = NO_MARGIN): number {
  const withMargin = margin.type === 'fixed' ? bankRate + margin.value : bankRate * (1 + margin.value / 100);
  return roundRate(withMargin);
}

/** Each currency's margin; a currency without settings has none (agency rate = bank rate). */
export async function marginsByCurrency(executor: TExecutor): Promise<Map<TRateCurrency, TMargin>> {
  const rows = await executor.select().from(currencySettings);
  return new Map(
    rows.map((row) => [row.currency as TRateCurrency, { type: row.marginType, value: Number(row.marginValue) }]),
  );
}
