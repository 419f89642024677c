import type { TRateCurrency } from '@frs/contract';

/** Bank rates as a provider publishes them: AMD per one unit, for the provider's publication date. */
export interface TBankRates {
  /** yyyy-mm-dd: the day the provider set these rates (on a weekend, the last business day). */
  rateDate: string;
  rates: Partial<Record<TRateCurrency, number>>;
}

/**
 * Where bank rates come from. The Central Bank of Armenia's service is one provider; manual entry needs none (an
 * admin enters the rate), so it has no implementation here.
 */
export interface TRateProvider {
  readonly name: string;
  fetchLatest(): Promise<TBankRates>;
  fetchByDate(isoDate: string): Promise<TBankRates>;
}

/** The provider could not be reached, or answered something that is not a rate list. */
export class RateProviderError extends Error {
  override name = 'RateProviderError';
}
