import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { smtpSettings } from '../../db/schema';

export type TSmtpSettingsRow = typeof smtpSettings.$inferSelect;

/** The SMTP settings saved in the database (the settings console edits them), or null when none are saved. */
export async function readSmtpSettings(db: TExecutor): Promise<TSmtpSettingsRow | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).limit(1);
  return row ?? null;
}
