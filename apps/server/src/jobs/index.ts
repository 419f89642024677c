import { mailOutboxJob } from '../modules/mail/mail-job';
import type { TMailConfig } from '../modules/mail/transport';
import type { TJob } from './job-runner';

/**
 * Every periodic job of the server, started by main.ts (never by the app the tests build: tests call the jobs'
 * functions themselves). Each module exports its job; the list is put together here.
 */
export function serverJobs(options: { mail: TMailConfig }): TJob[] {
  return [mailOutboxJob(options.mail)];
}
