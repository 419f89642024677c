import { eq } from 'drizzle-orm';
import {
  APP_NAME,
  MASKED_PASSWORD,
  type TLanguage,
  type TSmtpSettings,
  type TSmtpTestResult,
  type ZSmtpSettingsRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import { smtpSettings } from '../../db/schema';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../auth/session';
import { fromSettings, mailStatus, smtpMailer, type TMailConfig } from './transport';

export type TSmtpSettingsRow = typeof smtpSettings.$inferSelect;
type TSmtpInput = z.output<typeof ZSmtpSettingsRequest>;

/** The SMTP settings saved in the database (the settings console edits them), or null when none are saved. */
export async function readSmtpSettings(db: TExecutor): Promise<TSmtpSettingsRow | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).limit(1);
  return row ?? null;
}

/** The settings as the Mail tab shows them: the password masked, never sent back. */
export async function getSmtpSettings(options: { db: TExecutor; config: TMailConfig }): Promise<TSmtpSettings> {
  const row = await readSmtpSettings(options.db);
  const status = await mailStatus(options.db, options.config);
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
    };
  }
  return {
    saved: true,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.password ? MASKED_PASSWORD : '',
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    status,
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
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    const previous = await readSmtpSettings(tx);
    const values = rowValues(input, previous?.password);
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

const TEST_MAIL_TEXT: Record<TLanguage, { subject: string; text: string }> = {
  hy: {
    subject: `${APP_NAME}. փորձնական նամակ`,
    text: 'Այս նամակը ուղարկվել է SMTP կարգավորումները ստուգելու համար։ Եթե այն ստացել եք, փոստը աշխատում է։',
  },
  en: {
    subject: `${APP_NAME}: test e-mail`,
    text: 'This e-mail was sent to check the SMTP settings. If you received it, mail works.',
  },
  ru: {
    subject: `${APP_NAME}: тестовое письмо`,
    text: 'Это письмо отправлено для проверки настроек SMTP. Если вы его получили, почта работает.',
  },
};

/**
 * Sends a test e-mail through the given settings (the form's, not yet saved: a password left masked is taken from
 * the saved settings) or the saved ones, and reports the SMTP server's answer. A failure is the result, not an
 * error: the admin reads the server's own message.
 */
export async function sendTestMail(options: {
  db: TExecutor;
  to: string;
  settings: TSmtpInput | undefined;
  language: TLanguage;
}): Promise<TSmtpTestResult> {
  const saved = await readSmtpSettings(options.db);
  const values = options.settings ? rowValues(options.settings, saved?.password) : saved;
  if (!values) return { delivered: false, error: 'No SMTP settings are saved' };
  const mailer = smtpMailer('smtp-settings', fromSettings(values));
  const content = TEST_MAIL_TEXT[options.language];
  try {
    await mailer.send({ to: options.to, subject: content.subject, text: content.text, html: `<p>${content.text}</p>` });
    return { delivered: true, error: null };
  } catch (error) {
    return { delivered: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    mailer.close();
  }
}
