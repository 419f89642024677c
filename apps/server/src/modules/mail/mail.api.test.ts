import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, MAIL_ENDPOINTS, type TMailStatus } from '@frs/contract';
import { jobLeases, mailOutbox, smtpSettings } from '../../db/schema';
import { startMailCapture, codeIn, type TMailCapture } from '../../../test/mail-capture';
import { TEST_MAIL_CONFIG } from '../../../test/mailbox';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { useTempFolders } from '../../../test/temp-folders';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { startJobs } from '../../lib/job-runner';
import { mailOutboxJob } from './mail-job';
import { backoffMs, enqueueMail, MAIL_MAX_ATTEMPTS, sendDueMail } from './outbox';
import type { TMailer } from './transport';

const freshFolder = useTempFolders('frs-mail-');

let testApp: TTestApp;
let capture: TMailCapture;
beforeAll(async () => {
  testApp = await createTestApp();
  capture = await startMailCapture();
});
afterAll(async () => {
  await capture.close();
  await testApp.app.close();
});

const db = () => testApp.database.db;

/** A logger that keeps what it is told, to check that failures are logged (and never shown to users). */
function recordingLog() {
  const lines: { level: string; entry: unknown; message: string }[] = [];
  const log = {
    info: (entry: unknown, message = '') => lines.push({ level: 'info', entry, message }),
    warn: (entry: unknown, message = '') => lines.push({ level: 'warn', entry, message }),
    error: (entry: unknown, message = '') => lines.push({ level: 'error', entry, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

let counter = 0;
async function queueResetMail(to = `mail-${(counter += 1)}@example.test`) {
  await enqueueMail(db(), {
    to,
    template: 'reset-password',
    language: 'en',
    payload: { name: 'Ani', userId: 42, code: '123456' },
  });
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  if (!row) throw new Error('not queued');
  return row;
}

async function rowById(id: number) {
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('row gone');
  return row;
}

/** Clears the outbox of rows earlier tests left pending, so that each test counts only its own. */
async function drain() {
  await db().update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
}

describe('the outbox sender', () => {
  it('retries a failing mail with exponential backoff, logs each failure, and gives up after the last try', async () => {
    await drain();
    const row = await queueResetMail();
    const failing: TMailer = {
      kind: 'smtp-settings',
      send: () => Promise.reject(new Error('451 try later')),
      close: () => undefined,
    };
    const { log, lines } = recordingLog();
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      const result = await sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log, now, mailer: failing });
      expect(result).toEqual({ sent: 0, failed: 0, retrying: 1 });
      const after = await rowById(row.id);
      expect(after).toMatchObject({ status: 'pending', attempts: attempt, lastError: '451 try later' });
      expect(after.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(attempt));
      // Not due before its time.
      const early = await sendDueMail({
        db: db(),
        config: TEST_MAIL_CONFIG,
        log,
        now: new Date(after.nextAttemptAt.getTime() - 1),
        mailer: failing,
      });
      expect(early.retrying).toBe(0);
      now = after.nextAttemptAt;
    }
    const last = await sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log, now, mailer: failing });
    expect(last.failed).toBe(1);
    const given = await rowById(row.id);
    expect(given).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(JSON.stringify(given.payload)).not.toContain('123456');
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('123456');
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(20)]).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it('keeps a mail pending when the SMTP server cannot be reached, and sends it once it can', async () => {
    await drain();
    const closed = await startMailCapture();
    await closed.close();
    await db()
      .insert(smtpSettings)
      .values({ id: 1, host: '127.0.0.1', port: closed.port, security: 'none', fromAddress: 'robot@frs.test' })
      .onConflictDoUpdate({ target: smtpSettings.id, set: { port: closed.port } });
    const row = await queueResetMail();
    const { log } = recordingLog();
    const result = await sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log });
    expect(result.retrying).toBe(1);
    expect((await rowById(row.id)).lastError).toBeTruthy();

    await db().update(smtpSettings).set({ port: capture.port, fromName: 'Demo "Agency"' });
    const later = new Date(Date.now() + backoffMs(1) + 1000);
    expect((await sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log, now: later })).sent).toBe(1);
    const mail = capture.mails.at(-1);
    expect(mail?.to).toEqual([row.recipient]);
    expect(mail?.raw).toMatch(/^From: .*Demo .*Agency.* <robot@frs\.test>/m);
    expect(mail?.subject).toBe('Password recovery');
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', lastError: null, attempts: 2 });
  });

  it('never sends a mail twice, even with two senders at once', async () => {
    await drain();
    const rows = await Promise.all([1, 2, 3, 4, 5].map(() => queueResetMail()));
    const before = capture.mails.length;
    const { log } = recordingLog();
    const results = await Promise.all([
      sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log }),
      sendDueMail({ db: db(), config: TEST_MAIL_CONFIG, log }),
    ]);
    expect(results[0]!.sent + results[1]!.sent).toBe(5);
    const delivered = capture.mails.slice(before).flatMap((mail) => mail.to);
    expect(delivered.sort()).toEqual(rows.map((row) => row.recipient).sort());
  });

  it('queues nothing when the transaction that would send it rolls back', async () => {
    const to = 'rolled-back@example.test';
    await expect(
      db().transaction(async (tx) => {
        await enqueueMail(tx, {
          to,
          template: 'reset-password',
          language: 'hy',
          payload: { name: 'A', userId: 1, code: '1' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to))).toEqual([]);
  });
});

describe('transports', () => {
  it('writes development mail to DATA_DIR/mail when no SMTP is configured', async () => {
    const app = await createTestApp();
    try {
      const dataDir = freshFolder();
      const config = { ...TEST_MAIL_CONFIG, dataDir };
      await enqueueMail(app.database.db, {
        to: 'dev@example.test',
        template: 'registration-confirm',
        language: 'ru',
        payload: { name: 'Елена', email: 'dev@example.test', code: '654321' },
      });
      const { log, lines } = recordingLog();
      expect((await sendDueMail({ db: app.database.db, config, log })).sent).toBe(1);
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
      expect(raw).toMatch(/^To: dev@example\.test$/m);
      expect(lines.some((line) => line.message.includes('DATA_DIR/mail'))).toBe(true);
    } finally {
      await app.app.close();
    }
  });

  it('sends through the SMTP_* environment when no settings are saved', async () => {
    const app = await createTestApp();
    try {
      const config = {
        ...TEST_MAIL_CONFIG,
        smtp: {
          host: '127.0.0.1',
          port: capture.port,
          security: 'none' as const,
          user: undefined,
          password: undefined,
          from: 'Env Robot <env@frs.test>',
        },
      };
      await enqueueMail(app.database.db, {
        to: 'env@example.test',
        template: 'registration-confirm',
        language: 'hy',
        payload: { name: 'Անի', email: 'env@example.test', code: '246810' },
      });
      const { log } = recordingLog();
      expect((await sendDueMail({ db: app.database.db, config, log })).sent).toBe(1);
      const mail = capture.mails.at(-1)!;
      expect(mail.raw).toMatch(/^From: Env Robot <env@frs\.test>/m);
      expect(mail.text).toContain('Հարգելի Անի,');
      expect(codeIn(mail)).toBe('246810');
    } finally {
      await app.app.close();
    }
  });

  it('keeps mail in the outbox in production without SMTP', async () => {
    const app = await createTestApp();
    try {
      await enqueueMail(app.database.db, {
        to: 'prod@example.test',
        template: 'reset-password',
        language: 'en',
        payload: { name: 'A', userId: 1, code: '111111' },
      });
      const { log } = recordingLog();
      const config = { ...TEST_MAIL_CONFIG, production: true, dataDir: freshFolder() };
      expect(await sendDueMail({ db: app.database.db, config, log })).toEqual({ sent: 0, failed: 0, retrying: 0 });
      const [row] = await app.database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      await app.app.close();
    }
  });
});

describe(endpointTitle(MAIL_ENDPOINTS.status), () => {
  it('tells admins which transport applies, so that screens can warn that mail is not configured', async () => {
    const cases: [Partial<typeof TEST_MAIL_CONFIG>, boolean, TMailStatus][] = [
      [{ dataDir: freshFolder() }, false, { configured: false, transport: 'file' }],
      [{ production: true }, false, { configured: false, transport: 'none' }],
      [
        {
          smtp: {
            host: 'mail.example.test',
            port: 587,
            security: 'starttls',
            user: undefined,
            password: undefined,
            from: 'a@b.c',
          },
        },
        false,
        { configured: true, transport: 'environment' },
      ],
      [{}, true, { configured: true, transport: 'smtp-settings' }],
    ];
    for (const [override, withSettings, expected] of cases) {
      const app = await createTestApp({ mail: { ...TEST_MAIL_CONFIG, ...override } });
      try {
        if (withSettings) {
          await app.database.db
            .insert(smtpSettings)
            .values({ host: 'smtp.example.test', port: 465, security: 'tls', fromAddress: 'robot@example.test' });
        }
        const viewer = await userWithToken(app.app, app.database.db, 'Viewer');
        const response = await injectEndpoint(app.app, MAIL_ENDPOINTS.status, { headers: viewer.headers });
        expect(response.statusCode).toBe(200);
        expect(response.json<TMailStatus>()).toEqual(expected);
      } finally {
        await app.app.close();
      }
    }
  });
});

describe('the mail outbox job', () => {
  it('delivers a registration code within a couple of seconds of the answer, without anything sent in the request', async () => {
    const app = await createTestApp({ mail: TEST_MAIL_CONFIG });
    const log = recordingLog().log;
    const jobs = startJobs({ db: app.database.db, jobs: [mailOutboxJob(TEST_MAIL_CONFIG)], log });
    try {
      await app.database.db
        .insert(smtpSettings)
        .values({ host: '127.0.0.1', port: capture.port, security: 'none', fromAddress: 'robot@frs.test' });
      const email = `job-${Date.now()}@example.test`;
      const response = await injectEndpoint(app.app, ACCOUNT_ENDPOINTS.register, {
        body: {
          companyName: 'Job LLC',
          vat: '00000001',
          country: 'Armenia',
          city: 'Yerevan',
          address: 'A',
          ceoNameSurname: 'B',
          contactNameSurname: 'C',
          phone: '+374 10 000000',
          email,
        },
      });
      expect(response.statusCode).toBe(201);
      const answered = Date.now();
      // The answer leaves the mail queued: the request sends nothing itself.
      const [queued] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
      expect(queued?.status).toBe('pending');
      await expect
        .poll(() => capture.mails.some((mail) => mail.to.includes(email)), { timeout: 5_000, interval: 50 })
        .toBe(true);
      expect(Date.now() - answered).toBeLessThan(3_000);
    } finally {
      await jobs.stop();
      await app.app.close();
    }
  });

  it('writes no lease while nothing is due (its tick is one read), and finds queued mail due', async () => {
    const job = mailOutboxJob(TEST_MAIL_CONFIG);
    expect(job.intervalMs).toBeLessThanOrEqual(1_000);
    const { log } = recordingLog();
    // At the epoch nothing is due yet.
    const epoch = new Date(0);
    const jobs = startJobs({ db: db(), jobs: [job], log, clock: () => epoch });
    await jobs.tick();
    await jobs.stop();
    expect(await db().select().from(jobLeases).where(eq(jobLeases.name, job.name))).toEqual([]);
    await queueResetMail();
    expect(await job.due!({ db: db(), now: new Date(Date.now() + 1_000), log })).toBe(true);
  });
});
