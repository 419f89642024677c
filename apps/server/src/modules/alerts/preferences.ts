import { eq, inArray } from 'drizzle-orm';
import { CHANNELS_OF_ALERT, type TAlertChannel, type TAlertKind, type TAlertPreferences } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { userAlerts, type TStoredAlertPreferences } from '../../db/schema';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';

export type TAlertChannels = Record<TAlertChannel, boolean>;

/**
 * Whether a kind goes out on each channel for a user with these stored switches: a switch missing is on, and a
 * channel the kind does not have (a hold's mail) is off.
 */
export function channelsOf(stored: TStoredAlertPreferences | null | undefined, kind: TAlertKind): TAlertChannels {
  const has = (channel: TAlertChannel) => CHANNELS_OF_ALERT[kind].includes(channel);
  return {
    inApp: has('inApp') && stored?.[kind]?.inApp !== false,
    mail: has('mail') && stored?.[kind]?.mail !== false,
  };
}

/**
 * The senders' check (alerts, and any other part sending one of these kinds): each user's channels for the kind, in
 * one read. Users without a row have everything on.
 */
export async function alertChannelsOf(
  db: TExecutor,
  userIds: readonly number[],
  kind: TAlertKind,
): Promise<Map<number, TAlertChannels>> {
  const ids = [...new Set(userIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userAlerts.userId, preferences: userAlerts.preferences })
          .from(userAlerts)
          .where(inArray(userAlerts.userId, ids));
  const stored = new Map(rows.map((row) => [row.userId, row.preferences]));
  return new Map(ids.map((id) => [id, channelsOf(stored.get(id), kind)]));
}

/** Every switch of the stored preferences, filled in (missing: on). */
function toPreferences(stored: TStoredAlertPreferences | null | undefined): TAlertPreferences {
  const both = (kind: TAlertKind) => channelsOf(stored, kind);
  return {
    lowBalance: both('lowBalance'),
    holdDeadline: { inApp: both('holdDeadline').inApp },
    bookingDeadline: both('bookingDeadline'),
    ticketingDeadline: both('ticketingDeadline'),
  };
}

async function storedOf(db: TExecutor, userId: number): Promise<TStoredAlertPreferences | null> {
  const [row] = await db
    .select({ preferences: userAlerts.preferences })
    .from(userAlerts)
    .where(eq(userAlerts.userId, userId))
    .limit(1);
  return row?.preferences ?? null;
}

/** GET /api/alerts/preferences: the caller's own switches. */
export async function readOwnPreferences(options: { db: TExecutor; actor: TActor }): Promise<TAlertPreferences> {
  return toPreferences(await storedOf(options.db, options.actor.userId));
}

/** PUT /api/alerts/preferences: the caller's own switches, all of them, with a history row of what changed. */
export async function saveOwnPreferences(options: {
  db: TDatabase;
  actor: TActor;
  input: TAlertPreferences;
}): Promise<TAlertPreferences> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const previous = toPreferences(await storedOf(tx, actor.userId));
    const stored: TStoredAlertPreferences = input;
    await tx
      .insert(userAlerts)
      .values({ userId: actor.userId, preferences: stored })
      .onConflictDoUpdate({ target: userAlerts.userId, set: { preferences: stored, updatedAt: new Date() } });
    const changed = changedValues(previous, input);
    if (Object.keys(changed.newValues).length > 0) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: actor.userId,
        action: 'update',
        oldValues: { alertPreferences: changed.oldValues },
        newValues: { alertPreferences: changed.newValues },
      });
    }
    return toPreferences(stored);
  });
}
