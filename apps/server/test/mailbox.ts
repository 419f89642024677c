import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../src/db/database';
import { smtpSettings } from '../src/db/schema';
import { mailDocumentRenderer } from '../src/app';
import { sendDueMail, type TMailSetup, type TSendResult } from '../src/modules/mail';
import { REGISTRY_MAIL_TEMPLATES } from './mail-templates';
import { startMailCapture, type TCapturedMail, type TMailCapture } from './mail-capture';

export const TEST_PUBLIC_URL = 'http://frs.test:8080';
export const TEST_MAIL_CONFIG: TMailSetup = {
  publicUrl: TEST_PUBLIC_URL,
  dataDir: undefined,
  production: false,
  smtp: null,
  // The documents module's real PDFs (without an uploads folder: no logo).
  documents: mailDocumentRenderer(undefined),
  // The registry's templates, as the app and the mail job have them.
  templates: REGISTRY_MAIL_TEMPLATES,
};

export interface TTestMailbox {
  capture: TMailCapture;
  /** Runs the mail job's sender once and returns the mails the SMTP server received in that run. */
  deliver: () => Promise<TCapturedMail[]>;
  /** The last result of `deliver`'s sender. */
  lastRun: () => TSendResult | undefined;
  /** Delivers and returns the one mail sent to `address` in that run (fails when there is not exactly one). */
  deliverOneTo: (address: string) => Promise<TCapturedMail>;
}

/**
 * A real SMTP server in the test process, with the database's SMTP settings pointed at it (as the settings
 * console would save them). Close `capture` after the test file.
 */
export async function startTestMailbox(db: TDatabase, log: FastifyBaseLogger): Promise<TTestMailbox> {
  const capture = await startMailCapture();
  await db
    .insert(smtpSettings)
    .values({ id: 1, host: '127.0.0.1', port: capture.port, security: 'none', fromAddress: 'robot@frs.test' })
    .onConflictDoUpdate({ target: smtpSettings.id, set: { port: capture.port } });
  let last: TSendResult | undefined;
  const deliver = async () => {
    const before = capture.mails.length;
    last = await sendDueMail({ db, config: TEST_MAIL_CONFIG, log });
    return capture.mails.slice(before);
  };
  return {
    capture,
    deliver,
    lastRun: () => last,
    deliverOneTo: async (address) => {
      const mails = (await deliver()).filter((mail) => mail.to.includes(address));
      if (mails.length !== 1) throw new Error(`Expected one mail to ${address}, got ${mails.length}`);
      return mails[0]!;
    },
  };
}
