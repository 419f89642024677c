import type { TConfig } from '../config';
import { createCbaRateProvider } from '../modules/currency/cba-rate-provider';
import { exchangeRatesJob } from '../modules/currency/rates-job';
import { mailOutboxJob } from '../modules/mail/mail-job';
import type { TMailConfig } from '../modules/mail/transport';
import { flightOrderLine } from '../modules/flight-orders';
import { orderExpiryJob } from '../modules/order-engine';
import type { TJob } from './job-runner';

/**
 * Every periodic job of the server, started by main.ts (never by the app the tests build: tests call the jobs'
 * functions themselves). Each module exports its job; the list is put together here.
 */
export function serverJobs(config: Pick<TConfig, 'cbaRatesUrl'>, options: { mail: TMailConfig }): TJob[] {
  return [
    exchangeRatesJob(createCbaRateProvider({ url: config.cbaRatesUrl })),
    mailOutboxJob(options.mail),
    // Every product line of orders is registered here; the job expires each one's holds and bookings.
    orderExpiryJob([flightOrderLine]),
  ];
}
