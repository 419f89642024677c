import type { TJob } from '../../lib/job-runner';
import { RateProviderError, type TRateProvider } from './rate-provider';
import { refreshBankRates } from './rates-service';

/** The Central Bank publishes once per business day; asking every half hour catches it soon after. */
const RATES_INTERVAL_MS = 30 * 60_000;

export function exchangeRatesJob(provider: TRateProvider): TJob {
  return {
    name: 'exchange-rates',
    intervalMs: RATES_INTERVAL_MS,
    run: async ({ db, now, log }) => {
      try {
        await refreshBankRates({ db, provider, now });
      } catch (error) {
        // Expected when the service is down or offline: the last known rates stay in use and are marked stale.
        if (!(error instanceof RateProviderError)) throw error;
        log.warn({ err: error }, 'exchange rates could not be fetched; the last known rates stay in use');
      }
    },
  };
}
