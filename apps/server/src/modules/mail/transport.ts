import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { TMailStatus, TMailTransportKind } from '@frs/contract';
import type { TSmtpEnvironment } from '../../config';
import type { TExecutor } from '../../db/database';
import type { TDocumentRenderer } from './documents';
import { readSmtpSettings, type TSmtpSettingsRow } from './smtp-settings-store';
import type { TMailTemplates } from './templates';

/** What the mail module needs from the configuration. */
export interface TMailConfig {
  /** PUBLIC_URL: links in mails start with it. */
  publicUrl: string;
  /** Development mail without SMTP is written to DATA_DIR/mail. */
  dataDir: string | undefined;
  production: boolean;
  /** SMTP_* environment variables, used while no SMTP settings are saved. */
  smtp: TSmtpEnvironment | null;
  /** The documents module's PDF renderers, handed in by the composition root (mail never imports documents). */
  documents?: TDocumentRenderer;
}

/**
 * The configuration with the templates the composition root assembled from the mail module's own and the registered
 * product lines' (`mailTemplatesOf` in modules/order-engine): what the mail job, the outbox's sender and the mail
 * routes work with. The mail module imports no line: the lines' templates come in here.
 */
export interface TMailSetup extends TMailConfig {
  templates: TMailTemplates;
}

/** A file attached to a mail (nodemailer's field names). */
export interface TOutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface TOutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: TOutgoingAttachment[];
}

/** Where this run's mail goes. `send` resolves once the message is accepted, and rejects on any failure. */
export interface TMailer {
  kind: TMailTransportKind;
  send: (mail: TOutgoingMail) => Promise<void>;
  close: () => void;
}

export type TSmtpOptions = Pick<TSmtpEnvironment, 'host' | 'port' | 'security' | 'user' | 'password'> & {
  /** nodemailer quotes and encodes a display name itself. */
  from: string | { name: string; address: string };
};

const SMTP_TIMEOUT_MS = 20_000;

export function smtpMailer(kind: TMailTransportKind, options: TSmtpOptions): TMailer {
  const transporter = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.security === 'tls',
    requireTLS: options.security === 'starttls',
    ignoreTLS: options.security === 'none',
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind,
    send: async (mail) => {
      await transporter.sendMail({ from: options.from, ...mail });
    },
    close: () => transporter.close(),
  };
}

export function fromSettings(row: Omit<TSmtpSettingsRow, 'id' | 'updatedAt'>): TSmtpOptions {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    user: row.username ?? undefined,
    password: row.password ?? undefined,
    from: row.fromName ? { name: row.fromName, address: row.fromAddress } : row.fromAddress,
  };
}

let fileSequence = 0;

/** Development without SMTP: each message is written as an .eml file (open it in any mail client). */
function fileMailer(folder: string): TMailer {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await transporter.sendMail({ from: 'Flights Reservation System <no-reply@localhost>', ...mail });
      await mkdir(folder, { recursive: true });
      fileSequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${fileSequence}.eml`;
      await writeFile(join(folder, name), info.message);
    },
    close: () => transporter.close(),
  };
}

/** Where mail goes without saved settings: the environment, else files (development only), else nowhere yet. */
export function fallbackTransportKind(config: TMailConfig): Exclude<TMailTransportKind, 'smtp-settings'> {
  if (config.smtp) return 'environment';
  return config.production || !config.dataDir ? 'none' : 'file';
}

/** Which transport applies now: saved settings first, then the environment, then files (development only). */
export async function mailTransportKind(db: TExecutor, config: TMailConfig): Promise<TMailTransportKind> {
  if (await readSmtpSettings(db)) return 'smtp-settings';
  return fallbackTransportKind(config);
}

export async function mailStatus(db: TExecutor, config: TMailConfig): Promise<TMailStatus> {
  const transport = await mailTransportKind(db, config);
  return { configured: transport === 'smtp-settings' || transport === 'environment', transport };
}

/**
 * The mailer of one sending run; the settings are read each run, so a change in the settings console applies to
 * the next mail. Null when mail cannot go anywhere yet (production without SMTP): the outbox keeps it.
 */
export async function openMailer(db: TExecutor, config: TMailConfig): Promise<TMailer | null> {
  const settings = await readSmtpSettings(db);
  if (settings) return smtpMailer('smtp-settings', fromSettings(settings));
  if (config.smtp) return smtpMailer('environment', config.smtp);
  if (config.production || !config.dataDir) return null;
  return fileMailer(join(config.dataDir, 'mail'));
}
