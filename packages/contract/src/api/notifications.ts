import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { END_NOT_BEFORE_START, endNotBeforeStart } from '../validation';
import { ZMultilingualText } from '../lines/flight/flight-reference-schemas';

/**
 * Announcements of the agency (a new route, a holiday schedule, a price change). Agents see them in the shell — a
 * bell with the number unread, and a banner for urgent ones — until they mark them read.
 */
export const NOTIFICATION_AUDIENCES = ['everyone', 'agents', 'staff'] as const;
export const ZNotificationAudience = z.enum(NOTIFICATION_AUDIENCES);
export type TNotificationAudience = z.infer<typeof ZNotificationAudience>;

const requiredTitle = ZMultilingualText.refine((text) => Object.values(text).some((part) => part.length > 0), {
  path: ['en'],
  message: 'required',
});

export const ZNotificationInput = z
  .strictObject({
    /** In each language; at least one must be given (a missing translation shows the first one given). */
    title: requiredTitle,
    text: ZMultilingualText,
    audience: ZNotificationAudience,
    /** Shown as a banner until read. */
    urgent: z.boolean(),
    /** Shown from the start date to the end date, both included. */
    startDate: ZIsoDate,
    endDate: ZIsoDate,
  })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START)
  .meta({ id: 'NotificationRequest' });
export type TNotificationInput = z.infer<typeof ZNotificationInput>;

export const ZNotification = z
  .object({
    id: z.number().int(),
    title: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    text: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    audience: ZNotificationAudience,
    urgent: z.boolean(),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications/mine: the notifications in force for the caller, newest first, with their read mark. */
export const ZMyNotification = ZNotification.extend({ read: z.boolean() }).meta({ id: 'MyNotification' });
export type TMyNotification = z.infer<typeof ZMyNotification>;

/**
 * What the system tells one user by itself (issue 19): a low balance, a deadline coming, a disruption of a flight, an
 * approval to give or given. Written in all three languages when it happens, so it reads in the user's language of
 * the day.
 */
export const NOTICE_KINDS = [
  'lowBalance',
  'holdDeadline',
  'bookingDeadline',
  'ticketingDeadline',
  'flightDisruption',
  'approval',
  // Issue 30: every Super Admin is told when a staff account is created (an approver must be independent).
  'staffAccount',
] as const;
export const ZNoticeKind = z.enum(NOTICE_KINDS);
export type TNoticeKind = z.infer<typeof ZNoticeKind>;

export const ZUserNotice = z
  .object({
    id: z.number().int(),
    kind: ZNoticeKind,
    title: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    text: z.object({ hy: z.string(), en: z.string(), ru: z.string() }),
    /** An app path to what the notice is about (an order, a flight, the approvals), or null. */
    link: z.string().nullable(),
    urgent: z.boolean(),
    createdAt: z.iso.datetime(),
    /** Read by its user, or resolved (then always read: the bell does not count it). */
    read: z.boolean(),
    /**
     * A deadline reminder whose deadline no longer applies (issue 31): its order was booked, ticketed, cancelled or
     * expired, its deadline moved or passed, or a newer reminder replaced it.
     */
    resolved: z.boolean(),
  })
  .meta({ id: 'UserNotice' });
export type TUserNotice = z.infer<typeof ZUserNotice>;

export const ZMyNotifications = z
  .object({
    result: z.array(ZMyNotification),
    /** The caller's own notices: every unread one, and the read ones of the last 30 days; newest first, at most 50. */
    notices: z.array(ZUserNotice),
    /** Unread announcements and notices together. */
    unread: z.number().int(),
  })
  .meta({ id: 'MyNotifications' });
export type TMyNotifications = z.infer<typeof ZMyNotifications>;
