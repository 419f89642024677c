import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  todayIsoDate,
  type TMultilingualText,
  type TMyNotifications,
  type TNoticeKind,
  type TNotificationAudience,
  type TUserNotice,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { notificationReads, notifications, userNotices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { preparedPerDatabase } from '../../lib/prepared-read';
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

/** A read notice stays in the bell this long; an unread one until it is read. */
const READ_NOTICE_DAYS = 30;
const NOTICES_SHOWN = 50;

/** The bell's two reads, prepared once per database: every screen's header asks for them. */
const bellReadsOf = preparedPerDatabase((db: TExecutor) => {
  const userId = sql.placeholder('userId');
  const today = sql.placeholder('today');
  const announcements = db
    .select({ notification: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId)),
    )
    .where(
      and(
        or(eq(notifications.audience, 'everyone'), eq(notifications.audience, sql.placeholder('audience'))),
        lte(notifications.startDate, today),
        gte(notifications.endDate, today),
      ),
    )
    .orderBy(desc(notifications.urgent), desc(notifications.startDate), desc(notifications.id))
    .prepare('bell_announcements');
  const notices = db
    .select()
    .from(userNotices)
    .where(
      and(
        eq(userNotices.userId, userId),
        or(
          isNull(userNotices.readAt),
          gte(userNotices.createdAt, sql`now() - make_interval(days => ${sql.raw(String(READ_NOTICE_DAYS))})`),
        ),
      ),
    )
    .orderBy(desc(userNotices.createdAt), desc(userNotices.id))
    .limit(NOTICES_SHOWN)
    .prepare('bell_notices');
  return { announcements, notices };
});

/** The notifications in force today for the caller, urgent and newest first, each with its read mark. */
export async function myNotifications(options: {
  db: TExecutor;
  actor: TActor;
  now?: Date;
}): Promise<TMyNotifications> {
  const { db, actor } = options;
  const reads = bellReadsOf(db);
  const audience: TNotificationAudience = isAgent(actor) ? 'agents' : 'staff';
  const [rows, notices] = await Promise.all([
    reads.announcements.execute({ userId: actor.userId, audience, today: todayIsoDate(options.now) }),
    myNotices(reads.notices, actor.userId),
  ]);
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
  const unread = [...result, ...notices].filter((notification) => !notification.read).length;
  return { result, notices, unread };
}

async function myNotices(read: ReturnType<typeof bellReadsOf>['notices'], userId: number): Promise<TUserNotice[]> {
  const rows = await read.execute({ userId });
  const now = Date.now();
  return rows.map((row) => {
    // A deadline that has passed no longer applies, even before the expiry job has moved its order.
    const resolved = row.resolvedAt !== null || (row.deadline !== null && row.deadline.getTime() <= now);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      text: row.text,
      link: row.link,
      urgent: row.urgent,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null || resolved,
      resolved,
    };
  });
}

/** A notice for one user, written by the system when something happens to it (issue 19). */
export interface TPersonalNotice {
  userId: number;
  kind: TNoticeKind;
  title: TMultilingualText;
  text: TMultilingualText;
  /** An app path to what the notice is about. */
  link?: string | null;
  urgent?: boolean;
  /**
   * The order deadline a reminder is about (issue 31): the notice is resolved once it no longer applies (migration
   * 0022's trigger on orders), and a newer reminder of the same order and kind resolves this one.
   */
  deadline?: { orderId: number; at: Date };
}

/**
 * Writes personal notices in the caller's transaction, so a notice exists exactly when the change it tells of was
 * committed; open screens hear of it through the live events (a trigger on the table).
 */
export async function sendPersonalNotices(tx: TExecutor, notices: readonly TPersonalNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const reminders = notices.flatMap(({ userId, kind, deadline }) => (deadline ? [{ userId, kind, ...deadline }] : []));
  if (reminders.length > 0) {
    // A new reminder of an order's deadline replaces the user's earlier ones of that order and kind (the deadline
    // moved: a retimed flight's ticketing close, say).
    await tx
      .update(userNotices)
      .set({ resolvedAt: sql`now()`, readAt: sql`coalesce(${userNotices.readAt}, now())` })
      .where(
        and(
          isNull(userNotices.resolvedAt),
          or(
            ...reminders.map((reminder) =>
              and(
                eq(userNotices.userId, reminder.userId),
                eq(userNotices.kind, reminder.kind),
                eq(userNotices.orderId, reminder.orderId),
              ),
            ),
          ),
        ),
      );
  }
  await tx.insert(userNotices).values(
    notices.map((notice) => ({
      userId: notice.userId,
      kind: notice.kind,
      title: notice.title,
      text: notice.text,
      link: notice.link ?? null,
      urgent: notice.urgent ?? false,
      orderId: notice.deadline?.orderId ?? null,
      deadline: notice.deadline?.at ?? null,
    })),
  );
}

/** Marks one of the caller's own notices read; another user's id is 404, like an id that does not exist. */
export async function markNoticeRead(options: { db: TDatabase; actor: TActor; id: number }): Promise<TMyNotifications> {
  const { db, actor, id } = options;
  const [row] = await db
    .update(userNotices)
    .set({ readAt: sql`coalesce(${userNotices.readAt}, now())` })
    .where(and(eq(userNotices.id, id), eq(userNotices.userId, actor.userId)))
    .returning({ id: userNotices.id });
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return myNotifications(options);
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
