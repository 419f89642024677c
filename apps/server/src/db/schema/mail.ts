import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLanguage } from '@frs/contract';
import { createdAt, updatedAt } from './columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox of e-mails: a change that causes a mail inserts its row in the change's own transaction,
 * so a mail exists exactly when the change committed, and nothing is sent before the commit. The mail job sends due
 * rows, retries with exponential backoff, and, once a mail is sent or given up, blanks the secrets in its payload.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    /** A key of the mail templates (modules/mail/templates.ts), e.g. 'registration-confirm'. */
    template: text('template').notNull(),
    language: text('language').$type<TLanguage>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * Documents to attach, by reference (`{ kind: 'ticket' | 'invoice' | 'receipt', orderId, passengerId? }`): they are
     * rendered when the mail is sent, so the outbox holds no PDF bytes and a retry sends the same papers.
     */
    documents: jsonb('documents').$type<readonly Record<string, unknown>[]>().notNull().default([]),
    /** The user who sent it by hand (send-email, a re-sent template); null for the system's own mail. */
    sentBy: integer('sent_by'),
    status: text('status').$type<TMailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Due time: set to the future while a sender holds the row, and by the backoff after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export type TSmtpSecurity = (typeof SMTP_SECURITY)[number];

/**
 * The SMTP settings (a single row, id = 1), edited in the settings console. While the row is missing, the SMTP_*
 * environment variables apply. The password is kept as it is: the server must present it to the SMTP server.
 */
export const smtpSettings = pgTable(
  'smtp_settings',
  {
    id: integer('id').primaryKey().default(1),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    security: text('security').$type<TSmtpSecurity>().notNull().default('starttls'),
    username: text('username'),
    password: text('password'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('smtp_settings_single_row', sql`${table.id} = 1`),
    check('smtp_settings_security_check', sql`${table.security} in ('none', 'starttls', 'tls')`),
    check('smtp_settings_port_check', sql`${table.port} between 1 and 65535`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files attached to a mail by hand (send-email): kept with their mail and deleted with it. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId)],
);
