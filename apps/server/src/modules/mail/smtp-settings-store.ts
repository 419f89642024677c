import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/database';
import { smtpSettings } from '../../db/schema';

/**
 * The saved SMTP settings row: read by the transport (to send with them) and by the settings service (to show and
 * change them), so it lives apart from both.
 */
export type TSmtpSettingsRow = typeof smtpSettings.$inferSelect;

/** The SMTP settings saved in the database (the settings console edits them), or null when none are saved. */
export async function readSmtpSettings(db: TExecutor): Promise<TSmtpSettingsRow | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).limit(1);
  return row ?? null;
}
