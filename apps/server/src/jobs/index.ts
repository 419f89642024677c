import type { TConfig } from '../config';
import { deadlineRemindersJob } from '../modules/alerts';
import { createCbaRateProvider, exchangeRatesJob } from '../modules/currency';
import { flightDeparturesJob } from '../modules/flights';
import { mailOutboxJob, type TMailConfig } from '../modules/mail';
import { flightOrderLine } from '../modules/flight-orders';
import { hotelOrderLine } from '../modules/hotel-orders';
import { orderExpiryJob } from '../modules/order-engine';
import { liveEventsPruneJob } from '../modules/live-events';
import { packageOrderLine } from '../modules/package-orders';
import type { TJob } from '../lib/job-runner';

/**
 * Every periodic job of the server, started by main.ts (never by the app the tests build: tests call the jobs'
 * functions themselves). Each module exports its job; the list is put together here.
 */
export function serverJobs(
  config: Pick<TConfig, 'cbaRatesUrl'> & Partial<Pick<TConfig, 'jobIntervalMs'>>,
  options: { mail: TMailConfig },
): TJob[] {
  const jobs: TJob[] = [
    exchangeRatesJob(createCbaRateProvider({ url: config.cbaRatesUrl })),
    mailOutboxJob(options.mail),
    // Every product line of orders is registered here; the job expires each one's holds and bookings.
    orderExpiryJob([flightOrderLine, hotelOrderLine, packageOrderLine]),
    // Reminders before holds, bookings and ticketing close (issue 19); each is sent once, whichever process runs it.
    deadlineRemindersJob(),
    // Upcoming flights whose departure has passed become departed, with the system's history row (issue 31).
    flightDeparturesJob(),
    // Live events are kept an hour for streams that reconnect.
    liveEventsPruneJob(),
  ];
  const intervalMs = config.jobIntervalMs;
  return intervalMs === undefined ? jobs : jobs.map((job) => ({ ...job, intervalMs }));
}
