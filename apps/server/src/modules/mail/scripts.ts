import { eq } from 'drizzle-orm';
import {
  APP_NAME,
  ruleMessage,
  SEND_EMAIL_LIMITS,
  type TLanguage,
  type TMailPreview,
  type TMailQueued,
  type TMailScriptRequest,
  type TMailTemplateName,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { companySettings, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError, fieldErrors, notFound } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { takeQuota } from '../../lib/login-throttle';
import { renderDocuments, type TMailDocumentRef } from './documents';
import { enqueueMails, type TMailToQueue } from './outbox';
import type { TMailTemplates } from './templates';
import type { TMailSetup } from './transport';

const HOUR_MS = 60 * 60_000;

/** A mail another module builds for an e-mail script (its recipients, language and payload as its own flow would). */
export type TScriptMail = Omit<TMailToQueue, 'sentBy'>;

/**
 * Where the e-mail scripts get a template's mails for an order, a user or a flight: the owning modules build them
 * (the mail module imports none of them: users, flight-orders and flights import mail). Handed in by app.ts. Each
 * answers null when the record does not exist, and may refuse with an AppError (an account not approved, an order
 * without tickets).
 */
export interface TMailScriptSources {
  order: (
    tx: TExecutor,
    request: { orderId: number; passengerId?: number; template: TMailTemplateName },
  ) => Promise<TScriptMail[] | null>;
  user: (
    tx: TExecutor,
    request: { userId: number; template: TMailTemplateName; now: Date },
  ) => Promise<TScriptMail[] | null>;
  flight: (tx: TExecutor, request: { flightId: number; template: TMailTemplateName }) => Promise<TScriptMail[] | null>;
}

async function agencyName(db: TExecutor): Promise<string> {
  const [row] = await db.select({ name: companySettings.compName }).from(companySettings).limit(1);
  return row?.name || APP_NAME;
}

export function listTemplates(templates: TMailTemplates) {
  return templates.infos();
}

function sampleDocuments(templates: TMailTemplates, name: TMailTemplateName): TMailDocumentRef[] {
  return templates.of(name).attachments.map((kind) => ({ kind, sample: true as const }));
}

/** A template written out with its sample data, as the recipient would get it, with its attachments' names. */
export async function previewTemplate(options: {
  db: TDatabase;
  config: TMailSetup;
  name: TMailTemplateName;
  language: TLanguage;
}): Promise<TMailPreview> {
  const { db, config, name, language } = options;
  const { templates } = config;
  const context = { publicUrl: config.publicUrl, agencyName: await agencyName(db) };
  const rendered = templates.render(name, templates.of(name).sample, language, context);
  const documents = config.documents
    ? await renderDocuments(db, config.documents, sampleDocuments(templates, name), language)
    : templates.of(name).attachments.map((kind) => ({ fileName: `${kind}.pdf`, contentType: 'application/pdf' }));
  return {
    ...rendered,
    attachments: documents.map((document) => ({ fileName: document.fileName, contentType: document.contentType })),
  };
}

/**
 * "Send me a test": the template with sample data (and sample PDFs) to the caller's own address, through the outbox
 * like any mail. Counted in the sender's hourly quota of send-email.
 */
export async function sendTestTemplate(options: {
  db: TDatabase;
  actor: TActor;
  templates: TMailTemplates;
  name: TMailTemplateName;
  language: TLanguage;
  now?: Date;
}): Promise<TMailQueued> {
  const { db, actor, templates, name, language } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    if (!me) throw notFound();
    await takeQuota(tx, {
      key: `mail-test:user:${actor.userId}`,
      limit: SEND_EMAIL_LIMITS.perHour,
      windowMs: HOUR_MS,
      now,
      error: 'MAIL_SEND_LIMIT',
    });
    await enqueueMails(tx, [
      {
        to: me.email,
        template: name,
        language,
        payload: templates.of(name).sample as never,
        documents: sampleDocuments(templates, name),
        sentBy: actor.userId,
      },
    ]);
    return { queued: 1, recipients: [me.email] };
  });
}

const required = (field: string) => fieldErrors({ [field]: ruleMessage('required').message });

/**
 * An e-mail script (docs/PRODUCT.md §7): staff send or re-send a template for an order (to its contact and agent), a
 * user (approved-user: a fresh set-password link, the old one voided) or a flight (the reschedule notice to each
 * agent with orders on it), to the usual recipients or only to `to`. A template carrying a one-time code
 * (registration-confirm, reset-password) is refused with 409: its own flow (resend-code, forgot-password) sends it.
 * The approved-user link goes to the account's own address only. Written to the history with the sender.
 */
export async function sendScript(options: {
  db: TDatabase;
  actor: TActor;
  name: TMailTemplateName;
  input: TMailScriptRequest;
  sources: TMailScriptSources;
  templates: TMailTemplates;
  now?: Date;
}): Promise<TMailQueued> {
  const { db, actor, name, input, sources, templates } = options;
  const now = options.now ?? new Date();
  const template = templates.of(name);
  if (!template.resendable) throw new AppError(409, 'MAIL_TEMPLATE_NOT_RESENDABLE');
  return db.transaction(async (tx) => {
    let mails: TScriptMail[] | null;
    let about: Record<string, number>;
    if (template.about === 'order') {
      if (input.orderId === undefined) throw required('orderId');
      about = {
        orderId: input.orderId,
        ...(input.passengerId === undefined ? {} : { passengerId: input.passengerId }),
      };
      mails = await sources.order(tx, { orderId: input.orderId, passengerId: input.passengerId, template: name });
    } else if (template.about === 'user') {
      if (input.userId === undefined) throw required('userId');
      about = { userId: input.userId };
      mails = await sources.user(tx, { userId: input.userId, template: name, now });
      // A set-password link is the account's secret: never to another address.
      if (mails && input.to && mails.some((mail) => mail.to !== input.to!.trim().toLowerCase())) {
        throw new AppError(409, 'MAIL_TEMPLATE_NOT_RESENDABLE');
      }
    } else {
      if (input.flightId === undefined) throw required('flightId');
      about = { flightId: input.flightId };
      mails = await sources.flight(tx, { flightId: input.flightId, template: name });
    }
    if (mails === null) throw notFound();
    const first = mails[0];
    const toQueue: TMailToQueue[] =
      input.to && first && template.about !== 'user'
        ? [{ ...first, to: input.to.trim(), sentBy: actor.userId }]
        : mails.map((mail) => ({ ...mail, sentBy: actor.userId }));
    for (const mail of toQueue) templates.of(mail.template).payload.parse(mail.payload);
    const ids = await enqueueMails(tx, toQueue);
    const recipients = toQueue.map((mail) => mail.to);
    if (ids[0] !== undefined) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'mail',
        entityId: ids[0],
        action: 'send-template',
        newValues: { template: name, recipients, mailIds: ids, ...about },
      });
    }
    return { queued: ids.length, recipients };
  });
}
