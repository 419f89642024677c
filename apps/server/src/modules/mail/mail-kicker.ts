import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database';
import { sendDueMail } from './outbox';
import type { TMailConfig } from './transport';

export interface TMailKicker {
  /** Sends due mail now, in the background: called after a response whose request queued mail. */
  kick: () => void;
  /** Resolves once no sending run is in flight (before the database closes). */
  idle: () => Promise<void>;
}

/**
 * Runs the outbox sender right after a request that queued mail has committed and answered, so that a person
 * waiting for a code does not wait for the next job interval. One run at a time in this process; a kick during a
 * run starts one more run after it. Rows are claimed with SKIP LOCKED, so the job and a kick never send a mail twice.
 */
export function createMailKicker(options: { db: TDatabase; config: TMailConfig; log: FastifyBaseLogger }): TMailKicker {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await sendDueMail({ db: options.db, config: options.config, log: options.log });
    } while (again);
  };
  return {
    kick: () => {
      if (running) {
        again = true;
        return;
      }
      running = run()
        .catch((error: unknown) => options.log.error({ err: error }, 'sending mail failed'))
        .finally(() => {
          running = null;
        });
    },
    idle: async () => {
      await running;
    },
  };
}
