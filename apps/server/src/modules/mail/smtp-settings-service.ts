import {
  APP_NAME,
  interpolate,
  textsOf,
  errorMessage,
  MASKED_PASSWORD,
  type TLanguage,
  type TSmtpSettings,
  type TSmtpTestResult,
  type ZSmtpSettingsRequest,
} from '@frs/contract';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import { smtpSettings } from '../../db/schema';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { readSmtpSettings, type TSmtpSettingsRow } from './smtp-settings-store';
import { fallbackTransportKind, fromSettings, mailStatus, smtpMailer, type TMailConfig } from './transport';

type TSmtpInput = z.output<typeof ZSmtpSettingsRequest>;

type TEffectiveSettings = Omit<TSmtpSettingsRow, 'id' | 'updatedAt'>;

/** "Name <address>" or an address, as SMTP_FROM holds it. */
function splitSender(from: string): { fromAddress: string; fromName: string | null } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  return match ? { fromAddress: match[2]!, fromName: match[1] || null } : { fromAddress: from.trim(), fromName: null };
}

/**
 * The settings mail goes out with now: the saved ones, else the SMTP_* environment (so that the Mail tab shows and
 * tests what is really in use), else none.
 */
async function effectiveSettings(db: TExecutor, config: TMailConfig): Promise<TEffectiveSettings | null> {
  const row = await readSmtpSettings(db);
  if (row) return row;
  if (!config.smtp) return null;
  return {
    host: config.smtp.host,
    port: config.smtp.port,
    security: config.smtp.security,
    username: config.smtp.user ?? null,
    password: config.smtp.password ?? null,
    ...splitSender(config.smtp.from),
  };
}

/** The settings as the Mail tab shows them: the password masked, never sent back. */
export async function getSmtpSettings(options: { db: TExecutor; config: TMailConfig }): Promise<TSmtpSettings> {
  const saved = (await readSmtpSettings(options.db)) !== null;
  const row = await effectiveSettings(options.db, options.config);
  const status = await mailStatus(options.db, options.config);
  const fallback = fallbackTransportKind(options.config);
  if (!row) {
    return {
      saved: false,
      host: '',
      port: 587,
      security: 'starttls',
      username: null,
      password: '',
      fromAddress: '',
      fromName: null,
      status,
      fallback,
    };
  }
  return {
    saved,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.password ? MASKED_PASSWORD : '',
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    status,
    fallback,
  };
}

/** A password field left out, or sent back as the mask, keeps the saved password; '' removes it. */
function passwordToStore(input: TSmtpInput, saved: string | null | undefined): string | null {
  if (input.password === undefined || input.password === MASKED_PASSWORD) return saved ?? null;
  return input.password === '' ? null : input.password;
}

function rowValues(input: TSmtpInput, savedPassword: string | null | undefined) {
  return {
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    password: passwordToStore(input, savedPassword),
    fromAddress: input.fromAddress,
    fromName: input.fromName,
  };
}

/** Saves the SMTP settings; the history records what changed, and only that a password changed, never its value. */
export async function saveSmtpSettings(options: {
  db: TDatabase;
  actor: TActor;
  input: TSmtpInput;
  config: TMailConfig;
}): Promise<TSmtpSettings> {
  const { db, actor, input, config } = options;
  await db.transaction(async (tx) => {
    const previous = await readSmtpSettings(tx);
    // The first save keeps the environment's password when the form sends the mask back.
    const values = rowValues(input, (await effectiveSettings(tx, config))?.password);
    await tx
      .insert(smtpSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: smtpSettings.id, set: { ...values, updatedAt: new Date() } });
    const { password: _newPassword, ...visible } = values;
    const changes = previous
      ? changedValues({ ...previous, password: undefined }, { ...visible })
      : { oldValues: {}, newValues: visible };
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'smtpSettings',
      entityId: 1,
      action: previous ? 'update' : 'create',
      oldValues: changes.oldValues,
      newValues: {
        ...changes.newValues,
        ...(values.password !== (previous?.password ?? null) ? { passwordChanged: true } : {}),
      },
    });
  });
  return getSmtpSettings(options);
}

/**
 * "Use the server's settings": removes the saved settings, so that mail goes by the SMTP_* environment again (or,
 * without it, to files in development and nowhere in production: `fallback` said which before the admin confirmed).
 * The next mail run reads the settings anew. The history keeps what was removed (never the password); with nothing
 * saved it changes nothing and writes no row.
 */
export async function removeSmtpSettings(options: {
  db: TDatabase;
  actor: TActor;
  config: TMailConfig;
}): Promise<TSmtpSettings> {
  const { db, actor } = options;
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(smtpSettings).where(eq(smtpSettings.id, 1)).returning();
    if (!removed) return;
    const { id: _id, updatedAt: _updatedAt, password: _password, ...visible } = removed;
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'smtpSettings',
      entityId: 1,
      action: 'delete',
      oldValues: visible,
      newValues: {},
    });
  });
  return getSmtpSettings(options);
}

/**
 * Why a test e-mail failed, as the admin is told. Only a refused login is told apart, and nodemailer reports one
 * (EAUTH) only after the server greeted, answered EHLO and offered AUTH, i.e. after an SMTP conversation. Every other
 * failure (refused, reset or timed-out connections, TLS, a peer that does not speak SMTP, a refused sender or
 * recipient) is one message: the settings console can be pointed at any host and port, and must not work as a port
 * scanner that tells closed ports from open ones. The details go to the server log.
 */
function testFailureCode(error: unknown): 'SMTP_AUTH_FAILED' | 'SMTP_TEST_FAILED' {
  return (error as { code?: unknown } | null)?.code === 'EAUTH' ? 'SMTP_AUTH_FAILED' : 'SMTP_TEST_FAILED';
}

/** The fields of a nodemailer error worth logging (never the settings: they hold the password). */
function failureDetails(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, command, responseCode, response } = error as Error & Record<string, unknown>;
  return { message: error.message, code, command, responseCode, response };
}

/**
 * Sends a test e-mail through the given settings (the form's, not yet saved: a password left masked is taken from
 * the settings in use) or the settings in use. A failure is the result, not an error, in one of two messages
 * (`testFailureCode`); what the server or the network really said is logged.
 */
export async function sendTestMail(options: {
  db: TExecutor;
  config: TMailConfig;
  to: string;
  settings: TSmtpInput | undefined;
  language: TLanguage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<TSmtpTestResult> {
  const inUse = await effectiveSettings(options.db, options.config);
  const values = options.settings ? rowValues(options.settings, inUse?.password) : inUse;
  if (!values) return { delivered: false, error: errorMessage('MAIL_NOT_CONFIGURED', options.language) };
  const mailer = smtpMailer('smtp-settings', fromSettings(values));
  const texts = textsOf(options.language).mail.smtpTest;
  const content = { subject: interpolate(texts.subject, { app: APP_NAME }), text: texts.text };
  try {
    await mailer.send({ to: options.to, subject: content.subject, text: content.text, html: `<p>${content.text}</p>` });
    return { delivered: true, error: null };
  } catch (error) {
    const code = testFailureCode(error);
    options.log.warn(
      { smtp: { host: values.host, port: values.port, security: values.security }, failure: failureDetails(error) },
      'SMTP test e-mail failed',
    );
    return { delivered: false, error: errorMessage(code, options.language) };
  } finally {
    mailer.close();
  }
}
