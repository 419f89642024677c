import { eq } from 'drizzle-orm';
import { DEFAULT_ALERT_SETTINGS, type TAlertSettings } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { alertSettings } from '../../db/schema';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';

/** The agency's rules of the alerts: its one row, or the defaults until an admin saves them. */
export async function readAlertSettings(db: TExecutor): Promise<TAlertSettings> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_ALERT_SETTINGS };
  return {
    lowBalanceEnabled: row.lowBalanceEnabled,
    lowBalancePercent: row.lowBalancePercent,
    lowBalanceAmount: row.lowBalanceAmount,
    holdReminderMinutes: row.holdReminderMinutes,
    bookingReminderHours: row.bookingReminderHours,
    ticketingReminderHours: row.ticketingReminderHours,
  };
}

/** PUT /api/alerts/settings: the whole record, with its history row. */
export async function saveAlertSettings(options: {
  db: TDatabase;
  actor: TActor;
  input: TAlertSettings;
}): Promise<TAlertSettings> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const previous = await readAlertSettings(tx);
    await tx
      .insert(alertSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: alertSettings.id, set: { ...input, updatedAt: new Date() } });
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'alertSettings',
      entityId: 1,
      action: 'update',
      ...changedValues(previous, input),
    });
    return readAlertSettings(tx);
  });
}
