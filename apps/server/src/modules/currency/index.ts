/**
 * Currency: exchange rates (the Central Bank provider, manual entry, the rates job) and the agency's margins, owner
 * of `exchange_rates`, `rate_provider_state` and `currency_settings` (a reference resource declared here).
 */

export { CBA_DEFAULT_URL, createCbaRateProvider } from './cba-rate-provider';
export { currencySettingsResource } from './currency-settings-resource';
export type { TRateProvider } from './rate-provider';
export { exchangeRatesJob } from './rates-job';
export { currencyRoutes } from './routes';
