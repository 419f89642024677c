import type { TJob } from '../../lib/job-runner';
import { sendDueMail } from './outbox';
import type { TMailConfig } from './transport';

/** Short enough for someone waiting for a code; a request that queues mail also kicks the sender at once. */
export const MAIL_JOB_INTERVAL_MS = 3_000;

export function mailOutboxJob(config: TMailConfig): TJob {
  return {
    name: 'mail-outbox',
    intervalMs: MAIL_JOB_INTERVAL_MS,
    run: async ({ db, now, log }) => {
      await sendDueMail({ db, config, log, now });
    },
  };
}
