import type { TJob } from '../../lib/job-runner';
import { hasDueMail, sendDueMail } from './outbox';
import type { TMailSetup } from './transport';

/**
 * Mail leaves only through this job, never in a request's path: a request queues its mail in its own transaction and
 * answers. The job ticks every second and first asks whether anything is due (one read of the due index, no lease
 * written while the outbox is idle), so a person waiting for a code gets it within about a second of the commit,
 * whichever process queued it. A due tick sends one batch: at most a batch a second, so a burst of bookings never
 * hands its mail rendering (PDFs) to the processes serving requests all at once; the rest follows tick by tick.
 */
export const MAIL_JOB_INTERVAL_MS = 1_000;

export function mailOutboxJob(config: TMailSetup): TJob {
  return {
    name: 'mail-outbox',
    intervalMs: MAIL_JOB_INTERVAL_MS,
    due: ({ db, now }) => hasDueMail(db, now),
    run: async ({ db, now, log }) => {
      await sendDueMail({ db, config, log, now });
    },
  };
}
