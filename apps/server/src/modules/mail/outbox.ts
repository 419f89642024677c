import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME, type TLanguage, type TMailTemplateName } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { companySettings, mailAttachments, mailOutbox } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';
import { renderDocuments, type TMailDocumentRef } from './documents';
import { FREE_FORM_MAIL, renderFreeForm, type TRenderedMail } from './render';
import type { TMailModuleTemplateName, TMailPayload, TMailTemplates } from './templates';
import { openMailer, type TMailer, type TMailSetup, type TOutgoingAttachment } from './transport';

/** A mail is given up after this many failed tries (about 4 hours of backoff in all). */
export const MAIL_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** How long a sender holds the rows it took: if it dies while sending, another sender takes them after this. */
const CLAIM_MS = 2 * 60_000;
const BATCH_SIZE = 20;
const SECRET_PLACEHOLDER = '[removed after sending]';

/** The wait before try number `attempts + 1`: 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * The payload of a mail to queue, as far as the mail module knows it: its own templates' payloads; a product line's
 * template is typed by the line's code from its own templates (`modules/<line>-orders/mail-templates.ts`), and every
 * payload is parsed by its template when the mail is written out.
 */
type TQueuedPayload<TName extends TMailTemplateName> = TName extends TMailModuleTemplateName
  ? TMailPayload<TName>
  : unknown;

/** A mail to queue: its recipient, template, language and payload, the PDFs it attaches, and who sent it by hand. */
export interface TMailToQueue<TName extends TMailTemplateName = TMailTemplateName, TPayload = TQueuedPayload<TName>> {
  to: string;
  template: TName;
  language: TLanguage;
  payload: TPayload;
  /** Documents rendered and attached when the mail is sent (an order's e-tickets, invoice, receipt). */
  documents?: readonly TMailDocumentRef[];
  /** The staff member who sent it by hand (an e-mail script, a test); the system's own mail has none. */
  sentBy?: number;
  /** Files made when the mail is queued (a flight's manifest), kept in mail_attachments and sent after the documents. */
  files?: readonly TOutgoingAttachment[];
}

/** A mail as a row of ENQUEUE_MAILS's JSON parameter. */
function outboxRow(mail: TMailToQueue) {
  return {
    recipient: mail.to,
    template: mail.template,
    language: mail.language,
    payload: mail.payload,
    documents: mail.documents ?? [],
    sent_by: mail.sentBy ?? null,
  };
}

/**
 * The outbox rows of mails, one JSON parameter for all of them, so that one prepared statement serves any count (the
 * booking bench replays it).
 */
export const ENQUEUE_MAILS = `insert into mail_outbox (recipient, template, language, payload, documents, sent_by, next_attempt_at)
  select x.recipient, x.template, x.language, x.payload, x.documents, x.sent_by, $2::timestamptz
  from rows from (jsonb_to_recordset($1::jsonb)
    as (recipient text, template text, language text, payload jsonb, documents jsonb, sent_by integer))
    with ordinality as x
  order by x.ordinality
  returning id`;

/**
 * Queues a mail in the caller's transaction (the transactional outbox): it exists exactly when the change that
 * caused it commits, and nothing leaves before that. `language` is the recipient's preference (users.language). The
 * first form lets a caller generic over the mail module's own templates (the accounts' code mails) keep its payload
 * type.
 */
export async function enqueueMail<TName extends TMailModuleTemplateName>(
  tx: TExecutor,
  mail: TMailToQueue<TName, TMailPayload<TName>>,
): Promise<number>;
export async function enqueueMail<TName extends TMailTemplateName>(
  tx: TExecutor,
  mail: TMailToQueue<TName>,
): Promise<number>;
export async function enqueueMail(tx: TExecutor, mail: TMailToQueue): Promise<number> {
  const [id] = await enqueueMails(tx, [mail]);
  if (id === undefined) throw new Error('mail not queued');
  return id;
}

/** Several mails of one change in one statement (an order's mail to its contact and to its agent); their ids in order. */
export async function enqueueMails<TName extends TMailTemplateName>(
  tx: TExecutor,
  mails: readonly TMailToQueue<TName>[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  // The sender compares due times with the application's clock (millisecond precision): the database's now()
  // (microseconds, and maybe another machine's clock) could put a new mail just after the sender's "now".
  const now = new Date();
  const rows = mails.map((mail) => outboxRow(mail as TMailToQueue));
  const inserted = await preparedText<{ id: number }>(tx, ENQUEUE_MAILS, [JSON.stringify(rows), now.toISOString()]);
  // Identity values follow the insert's order, which is the mails' order.
  const ids = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
  const files = mails.flatMap((mail, index) =>
    (mail.files ?? []).map((file) => ({
      mailId: ids[index]!,
      fileName: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  );
  if (files.length > 0) await tx.insert(mailAttachments).values(files);
  return ids;
}

/** A free-form mail of send-email, with its files (kept in mail_attachments until the mail is deleted). */
export async function enqueueFreeFormMail(
  tx: TExecutor,
  mail: {
    to: readonly string[];
    subject: string;
    body: string;
    language: TLanguage;
    sentBy: number;
    files: readonly TOutgoingAttachment[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      recipient: mail.to.join(', '),
      template: FREE_FORM_MAIL,
      language: mail.language,
      payload: { subject: mail.subject, body: mail.body },
      sentBy: mail.sentBy,
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  if (mail.files.length > 0) {
    await tx.insert(mailAttachments).values(
      mail.files.map((file) => ({
        mailId: row.id,
        fileName: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    );
  }
  return row.id;
}

function withoutSecrets(
  templates: TMailTemplates,
  template: string,
  payload: Record<string, unknown>,
): Record<string, unknown> {
  if (!templates.has(template)) return payload;
  const copy = { ...payload };
  for (const field of templates.secretFieldsOf(template)) if (field in copy) copy[field] = SECRET_PLACEHOLDER;
  return copy;
}

async function agencyName(db: TExecutor): Promise<string> {
  const [row] = await db.select({ name: companySettings.compName }).from(companySettings).limit(1);
  return row?.name || APP_NAME;
}

/** Whether any mail is due at `now` (one read of the due index): the mail job's check before it claims anything. */
export async function hasDueMail(db: TExecutor, now: Date): Promise<boolean> {
  const [row] = await preparedText<{ due: boolean }>(
    db,
    "select exists (select 1 from mail_outbox where status = 'pending' and next_attempt_at <= $1) as due",
    [now.toISOString()],
  );
  return row?.due === true;
}

/** Takes up to a batch of due mails for this sender: they stay taken for CLAIM_MS. */
async function claimDueMail(db: TDatabase, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** A row's subject, text and HTML, and its attachments: rendered documents and the files sent with it. */
async function writeOut(
  db: TDatabase,
  config: TMailSetup,
  row: typeof mailOutbox.$inferSelect,
  context: { publicUrl: string; agencyName: string },
): Promise<{ rendered: TRenderedMail; attachments: TOutgoingAttachment[] }> {
  const files = await db
    .select({
      filename: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, row.id))
    .orderBy(asc(mailAttachments.id));
  if (row.template === FREE_FORM_MAIL) {
    return { rendered: renderFreeForm(row.payload, row.language), attachments: files };
  }
  if (!config.templates.has(row.template)) throw new Error(`Unknown mail template: ${row.template}`);
  const rendered = config.templates.render(row.template, row.payload, row.language, context);
  const documents = await renderDocuments(db, config.documents, row.documents, row.language);
  return {
    rendered,
    attachments: [
      ...documents.map((document) => ({
        filename: document.fileName,
        contentType: document.contentType,
        content: document.content,
      })),
      ...files,
    ],
  };
}

export interface TSendResult {
  sent: number;
  failed: number;
  /** Mails that will be tried again later. */
  retrying: number;
}

/**
 * Sends the due mails of the outbox: claims a batch (in a short transaction), sends each outside any transaction
 * (never wait on the network inside one: PGlite has a single connection), then records the outcome. A failure is
 * logged and retried with exponential backoff; after MAIL_MAX_ATTEMPTS the mail is marked failed. Users never see
 * these failures (docs/PRODUCT.md §8).
 */
export async function sendDueMail(options: {
  db: TDatabase;
  config: TMailSetup;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: Date;
  /** Tests hand in their own mailer. */
  mailer?: TMailer;
}): Promise<TSendResult> {
  const { db, config, log } = options;
  const now = options.now ?? new Date();
  const result: TSendResult = { sent: 0, failed: 0, retrying: 0 };
  const mailer = options.mailer ?? (await openMailer(db, config));
  if (!mailer) return result;
  try {
    const rows = await claimDueMail(db, now);
    if (rows.length === 0) return result;
    const context = { publicUrl: config.publicUrl, agencyName: await agencyName(db) };
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        const { rendered, attachments } = await writeOut(db, config, row, context);
        await mailer.send({ to: row.recipient, ...rendered, ...(attachments.length > 0 ? { attachments } : {}) });
        await db
          .update(mailOutbox)
          .set({
            status: 'sent',
            attempts,
            sentAt: new Date(),
            lastError: null,
            payload: withoutSecrets(config.templates, row.template, row.payload),
          })
          .where(eq(mailOutbox.id, row.id));
        result.sent += 1;
        if (mailer.kind === 'file')
          log.info({ mailId: row.id, template: row.template }, 'mail written to DATA_DIR/mail');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const givingUp = attempts >= MAIL_MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set(
            givingUp
              ? {
                  status: 'failed',
                  attempts,
                  lastError: message,
                  payload: withoutSecrets(config.templates, row.template, row.payload),
                }
              : { attempts, lastError: message, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) },
          )
          .where(eq(mailOutbox.id, row.id));
        const entry = { mailId: row.id, template: row.template, attempts, err: message };
        if (givingUp) {
          result.failed += 1;
          log.error(entry, 'mail given up');
        } else {
          result.retrying += 1;
          log.warn(entry, 'mail failed; it will be retried');
        }
      }
    }
    return result;
  } finally {
    if (!options.mailer) mailer.close();
  }
}
