import { z } from 'zod';
import { isSafeText, ruleMessage, SEND_EMAIL_LIMITS, type TLanguage, type TMailQueued } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { fieldErrors } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { takeQuota } from '../../lib/login-throttle';
import { checkAttachment } from './attachment-type';
import { enqueueFreeFormMail } from './outbox';

const HOUR_MS = 60 * 60_000;
const MB = 1024 * 1024;
const ZAddress = z.email();

/** A file of the multipart body, as the route read it (or the reason it could not: over the size limit). */
export interface TSendEmailFile {
  fileName: string;
  bytes: Buffer;
  /** The part was cut at the per-file limit. */
  tooLarge: boolean;
}

export interface TSendEmailInput {
  /** Every `to` field, each possibly a comma- or semicolon-separated list. */
  to: string[];
  subject: string | undefined;
  body: string | undefined;
  files: TSendEmailFile[];
  /** More files than SEND_EMAIL_LIMITS.attachments were sent (the rest were not read). */
  tooManyFiles: boolean;
  /** The attachments field came as a text, not a file. */
  textAttachment: boolean;
}

type TMailFile = { filename: string; contentType: string; content: Buffer };

const message = (code: Parameters<typeof ruleMessage>[0], limit?: number) => ruleMessage(code, limit).message;

/** The recipients, subject, body and files of a send-email call, checked; every mistake is a field error (400). */
async function checkInput(input: TSendEmailInput) {
  const errors: Record<string, string> = {};
  const recipients = [
    ...new Set(
      input.to
        .flatMap((field) => field.split(/[,;\s]+/))
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ];
  if (recipients.length === 0) errors.to = message('required');
  else if (recipients.length > SEND_EMAIL_LIMITS.recipients)
    errors.to = message('tooBig', SEND_EMAIL_LIMITS.recipients);
  else if (recipients.some((address) => !ZAddress.safeParse(address).success)) errors.to = message('invalidEmail');

  const subject = input.subject?.trim() ?? '';
  if (!subject) errors.subject = message('required');
  // NUL and a lone surrogate have no place in PostgreSQL's text (the JSON routes refuse them in lib/validation.ts).
  else if (!isSafeText(subject)) errors.subject = message('invalidCharacters');
  else if (subject.length > SEND_EMAIL_LIMITS.subjectLength) {
    errors.subject = message('tooLong', SEND_EMAIL_LIMITS.subjectLength);
  }
  const body = input.body?.trim() ?? '';
  if (!body) errors.body = message('required');
  else if (!isSafeText(body)) errors.body = message('invalidCharacters');
  else if (body.length > SEND_EMAIL_LIMITS.bodyLength) errors.body = message('tooLong', SEND_EMAIL_LIMITS.bodyLength);

  const total = input.files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (input.textAttachment) {
    errors.attachments = message('fileRequired');
  } else if (input.tooManyFiles || input.files.length > SEND_EMAIL_LIMITS.attachments) {
    errors.attachments = message('tooBig', SEND_EMAIL_LIMITS.attachments);
  } else if (input.files.some((file) => file.tooLarge || file.bytes.length > SEND_EMAIL_LIMITS.fileBytes)) {
    errors.attachments = message('fileTooLarge', SEND_EMAIL_LIMITS.fileBytes / MB);
  } else if (total > SEND_EMAIL_LIMITS.totalBytes) {
    errors.attachments = message('fileTooLarge', SEND_EMAIL_LIMITS.totalBytes / MB);
  } else if (input.files.some((file) => !isSafeText(file.fileName))) {
    errors.attachments = message('invalidCharacters');
  }
  const checked = errors.attachments ? { files: [] } : await checkedFiles(input.files);
  if (checked.refused) errors.attachments = checked.refused;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { recipients, subject, body, files: checked.files };
}

/**
 * The files typed and inspected (attachment-type.ts), one after another, or the message of the rule that refused
 * the first bad one (the rest are not read).
 */
async function checkedFiles(input: readonly TSendEmailFile[]): Promise<{ files: TMailFile[]; refused?: string }> {
  const files: TMailFile[] = [];
  for (const file of input) {
    const checked = await checkAttachment(file.bytes, file.fileName);
    if ('refused' in checked) return { files: [], refused: checked.refused };
    files.push({ filename: file.fileName, contentType: checked.type, content: file.bytes });
  }
  return { files };
}

/**
 * POST /api/send-email: a free-form mail from staff, through the outbox like every mail (its files kept with it in
 * mail_attachments), written to the history with the sender (recipients, subject and file names, not the bytes).
 * Bad input is a 400 with field errors and sends nothing; more than SEND_EMAIL_LIMITS.perHour mails an hour from one
 * sender answer 429. SMTP failures stay in the outbox's retry and log (docs/PRODUCT.md §8).
 */
export async function sendEmail(options: {
  db: TDatabase;
  actor: TActor;
  input: TSendEmailInput;
  language: TLanguage;
  now?: Date;
}): Promise<TMailQueued> {
  const { db, actor, language } = options;
  const now = options.now ?? new Date();
  const { recipients, subject, body, files } = await checkInput(options.input);
  return db.transaction(async (tx) => {
    await takeQuota(tx, {
      key: `send-email:user:${actor.userId}`,
      limit: SEND_EMAIL_LIMITS.perHour,
      windowMs: HOUR_MS,
      now,
      error: 'MAIL_SEND_LIMIT',
    });
    const mailId = await enqueueFreeFormMail(tx, {
      to: recipients,
      subject,
      body,
      language,
      sentBy: actor.userId,
      files,
    });
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'mail',
      entityId: mailId,
      action: 'send-email',
      newValues: {
        recipients,
        subject,
        attachments: files.map((file) => ({ name: file.filename, type: file.contentType, bytes: file.content.length })),
      },
    });
    return { queued: 1, recipients };
  });
}
