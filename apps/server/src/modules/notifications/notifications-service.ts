import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { todayIsoDate, type TMyNotifications, type TNotificationAudience } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { notificationReads, notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isAgent } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';

/** Agents (role `user`) read what is meant for agents; every other role is the agency's staff. */
function audiencesOf(actor: TActor): TNotificationAudience[] {
  return ['everyone', isAgent(actor) ? 'agents' : 'staff'];
}

function inForceFor(actor: TActor, today: string) {
  return and(
    inArray(notifications.audience, audiencesOf(actor)),
    lte(notifications.startDate, today),
    gte(notifications.endDate, today),
  );
}

/** The notifications in force today for the caller, urgent and newest first, each with its read mark. */
export async function myNotifications(options: {
  db: TExecutor;
  actor: TActor;
  now?: Date;
}): Promise<TMyNotifications> {
  const { db, actor } = options;
  const rows = await db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, actor.userId)),
    )
    .where(inForceFor(actor, todayIsoDate(options.now)))
    .orderBy(desc(notifications.urgent), desc(notifications.startDate), desc(notifications.id));
  const result = rows.map(({ notification, readAt }) => ({
    id: notification.id,
    title: notification.title,
    text: notification.text,
    audience: notification.audience,
    urgent: notification.urgent,
    startDate: notification.startDate,
    endDate: notification.endDate,
    read: readAt !== null,
  }));
  return { result, unread: result.filter((notification) => !notification.read).length };
}

/**
 * Marks a notification read for the caller. Only a notification the caller can see may be marked: any other id is
 * 404, so ids cannot be probed. Marking twice is harmless.
 */
export async function markNotificationRead(options: {
  db: TDatabase;
  actor: TActor;
  id: number;
  now?: Date;
}): Promise<TMyNotifications> {
  const { db, actor, id } = options;
  await db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), inForceFor(actor, todayIsoDate(options.now))))
      .limit(1);
    if (!visible) throw new AppError(404, 'NOT_FOUND');
    await tx
      .insert(notificationReads)
      .values({ notificationId: id, userId: actor.userId, readAt: sql`now()` })
      .onConflictDoNothing();
  });
  return myNotifications(options);
}
