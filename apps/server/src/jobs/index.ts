import type { TConfig } from '../config';
import { deadlineRemindersJob } from '../modules/alerts';
import { createCbaRateProvider, exchangeRatesJob } from '../modules/currency';
import { flightDeparturesJob } from '../modules/flights';
import { mailOutboxJob, type TMailConfig } from '../modules/mail';
import {
  lineJobsOf,
  mailTemplatesOf,
  orderExpiryJob,
  orderLinesOf,
  orderPageOf,
  type TProductLineModule,
} from '../modules/order-engine';
import { liveEventsPruneJob } from '../modules/live-events';
import { webhookDeliveriesPruneJob } from '../modules/webhooks';
import { PRODUCT_LINE_MODULES } from '../product-lines';
import type { TJob } from '../lib/job-runner';

/**
 * Every periodic job of the server, started by main.ts (never by the app the tests build: tests call the jobs'
 * functions themselves). Each module exports its job; the list is put together here.
 */
export function serverJobs(
  config: Pick<TConfig, 'cbaRatesUrl'> & Partial<Pick<TConfig, 'jobIntervalMs'>>,
  options: { mail: TMailConfig; productLines?: readonly TProductLineModule[] },
): TJob[] {
  const productLines = options.productLines ?? PRODUCT_LINE_MODULES;
  const jobs: TJob[] = [
    exchangeRatesJob(createCbaRateProvider({ url: config.cbaRatesUrl })),
    // The outbox's sender writes every mail with the registered lines' templates.
    mailOutboxJob({ ...options.mail, templates: mailTemplatesOf(productLines) }),
    // Every registered product line's holds and bookings expire through the engine.
    orderExpiryJob(orderLinesOf(productLines)),
    // Reminders before holds, bookings and ticketing close (issue 19); each is sent once, whichever process runs it.
    deadlineRemindersJob(orderPageOf(productLines)),
    // Upcoming flights whose departure has passed become departed, with the system's history row (issue 31).
    flightDeparturesJob(),
    // Live events are kept an hour for streams that reconnect.
    liveEventsPruneJob(),
    // Finished webhook deliveries are kept 30 days for the agency's list and resends (issue 33).
    webhookDeliveriesPruneJob(),
    ...lineJobsOf(productLines),
  ];
  const intervalMs = config.jobIntervalMs;
  return intervalMs === undefined ? jobs : jobs.map((job) => ({ ...job, intervalMs }));
}
