import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { END_NOT_BEFORE_START, endNotBeforeStart } from '../validation';
import { ZMultilingualText } from './flight-reference';

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
export const ZMyNotifications = z
  .object({ result: z.array(ZMyNotification), unread: z.number().int() })
  .meta({ id: 'MyNotifications' });
export type TMyNotifications = z.infer<typeof ZMyNotifications>;
