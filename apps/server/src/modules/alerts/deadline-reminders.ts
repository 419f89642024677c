import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_LIMITS,
  formatInstant,
  interpolate,
  textsOf,
  type TAlertKind,
  type TLanguage,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { orders, userAlerts, users, type TDeadlineReminderKind } from '../../db/schema';
import { preparedText } from '../../lib/prepared-read';
import type { TJob } from '../../lib/job-runner';
import { enqueueMails, type TMailToQueue } from '../mail';
import { sendPersonalNotices, type TPersonalNotice } from '../notifications';
import { readAlertSettings } from './alert-settings';
import { channelsOf } from './preferences';

/**
 * Deadline reminders (issue 19): before a hold expires, before an unpaid booking expires, and before ticketing closes
 * for the departure of a booked order, each order is reminded once per kind and deadline instant. The lead times are
 * the agency's alert settings (0 switches a kind off). The gate is the insert into `deadline_reminders` (its primary
 * key is order, kind, deadline) with `on conflict do nothing`, in the same transaction as the notices and mails it
 * sends: several server processes, overlapping runs and restarts send each reminder once. The reminder goes to the
 * order's agent, or to the staff member who made the agency's own sale, on the channels that user left on; a hold
 * lasts minutes, so its reminder is in the app only.
 *
 * An order made when its deadline was already within the lead time is not reminded: its booking mail, a moment ago,
 * named the deadline. The reminders run every 30 seconds (a hold's lead time is minutes).
 */

const BATCH = 500;
/** Deadlines are written in the agency's time zone, named (as the booking mails do). */
const AGENCY_TIME_ZONE = 'Asia/Yerevan';

const ALERT_OF: Record<TDeadlineReminderKind, TAlertKind> = {
  hold: 'holdDeadline',
  booking: 'bookingDeadline',
  ticketing: 'ticketingDeadline',
};

/** The instant each kind is about: its SQL over `o` (orders) and, for ticketing, `f` (the first flight) and limits. */
const DEADLINE_SQL: Record<TDeadlineReminderKind, string> = {
  hold: 'o.hold_expires_at',
  booking: 'o.booking_expires_at',
  ticketing: `(f.departure_at - make_interval(hours => coalesce(tla.ticketing_close_hours, tld.ticketing_close_hours, ${DEFAULT_TIME_LIMITS.ticketingCloseHours})))`,
};

/**
 * The gate of one kind: writes the reminder rows of the orders whose deadline falls within the lead time (`$2`) of
 * `$1`, still in the status the deadline belongs to, and not reminded of this instant yet; answers those it wrote.
 */
function gateStatement(kind: TDeadlineReminderKind): string {
  const deadline = DEADLINE_SQL[kind];
  const from =
    kind === 'ticketing'
      ? `orders o
      join order_segments s on s.order_id = o.id and s.leg_index = 0
      join flights f on f.id = s.flight_id
      left join time_limits tla on tla.airline_id = f.airline_id
      left join time_limits tld on tld.airline_id is null`
      : 'orders o';
  const status = kind === 'hold' ? 'hold' : 'booked';
  return `insert into deadline_reminders (order_id, kind, deadline, user_id, sent_at)
    select o.id, '${kind}', ${deadline}, coalesce(o.agent_id, o.created_by_id), $1::timestamptz
    from ${from}
    where o.status = '${status}'
      ${kind === 'hold' ? '' : 'and o.booking_expires_at > $1::timestamptz'}
      and ${deadline} > $1::timestamptz
      and ${deadline} <= $1::timestamptz + $2::interval
      and o.created_at <= ${deadline} - $2::interval
      and not exists (select 1 from deadline_reminders r
        where r.order_id = o.id and r.kind = '${kind}' and r.deadline = ${deadline})
    order by ${deadline}
    limit ${BATCH}
    on conflict do nothing
    returning order_id, deadline`;
}

const GATES = {
  hold: gateStatement('hold'),
  booking: gateStatement('booking'),
  ticketing: gateStatement('ticketing'),
} as const;

/** The app's page of an order, by its product line (the registry's, handed in by the job's caller). */
export type TOrderPageOf = (productLine: string, orderId: number) => string;

const formatDeadline = (deadline: Date) =>
  `${formatInstant(deadline, { timeZone: AGENCY_TIME_ZONE })} (${AGENCY_TIME_ZONE})`;

/** The notice of a reminder, in the three languages. */
function noticeOf(
  kind: TDeadlineReminderKind,
  reminder: { userId: number; orderId: number; pnr: string; deadline: string; at: Date; link: string },
): TPersonalNotice {
  const texts = (language: TLanguage) => {
    const t = textsOf(language).mail.deadlineReminder;
    const values = { pnr: reminder.pnr, deadline: reminder.deadline };
    return { title: interpolate(t[`${kind}Title`], values), text: interpolate(t[`${kind}Text`], values) };
  };
  const [hy, en, ru] = [texts('hy'), texts('en'), texts('ru')];
  return {
    userId: reminder.userId,
    kind: ALERT_OF[kind],
    title: { hy: hy.title, en: en.title, ru: ru.title },
    text: { hy: hy.text, en: en.text, ru: ru.text },
    link: reminder.link,
    urgent: kind === 'hold',
    // Resolved once the deadline no longer applies (the order booked, ticketed, cancelled, expired; a new deadline).
    deadline: { orderId: reminder.orderId, at: reminder.at },
  };
}

/** Sends one batch of a kind's reminders in one transaction with their gate rows; answers how many orders. */
async function remindBatch(
  db: TDatabase,
  kind: TDeadlineReminderKind,
  lead: string,
  now: Date,
  orderPage: TOrderPageOf,
): Promise<number> {
  return db.transaction(async (tx) => {
    const gated = await preparedText<{ order_id: number; deadline: string | Date }>(tx, GATES[kind], [
      now.toISOString(),
      lead,
    ]);
    if (gated.length === 0) return 0;
    await sendReminders(tx, kind, gated, orderPage);
    return gated.length;
  });
}

async function sendReminders(
  tx: TExecutor,
  kind: TDeadlineReminderKind,
  gated: readonly { order_id: number; deadline: string | Date }[],
  orderPage: TOrderPageOf,
): Promise<void> {
  const rows = await tx
    .select({
      orderId: orders.id,
      pnr: orders.pnr,
      productLine: orders.productLine,
      userId: users.id,
      email: users.email,
      language: users.language,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
      preferences: userAlerts.preferences,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, sqlCoalesceOwner()))
    .leftJoin(userAlerts, eq(userAlerts.userId, users.id))
    .where(
      inArray(
        orders.id,
        gated.map((row) => Number(row.order_id)),
      ),
    );
  const deadlines = new Map(gated.map((row) => [Number(row.order_id), new Date(row.deadline)]));
  const notices: TPersonalNotice[] = [];
  const mails: TMailToQueue<'deadline-reminder'>[] = [];
  for (const row of rows) {
    const channels = channelsOf(row.preferences, ALERT_OF[kind]);
    const at = deadlines.get(row.orderId) ?? new Date();
    const deadline = formatDeadline(at);
    const link = orderPage(row.productLine, row.orderId);
    if (channels.inApp) {
      notices.push(noticeOf(kind, { userId: row.userId, orderId: row.orderId, pnr: row.pnr, deadline, at, link }));
    }
    if (channels.mail && kind !== 'hold') {
      mails.push({
        to: row.email,
        template: 'deadline-reminder',
        language: row.language,
        payload: {
          name: row.companyName || row.contactNameSurname || row.email,
          kind,
          pnr: row.pnr,
          link,
          deadline,
        },
      });
    }
  }
  await sendPersonalNotices(tx, notices);
  await enqueueMails(tx, mails);
}

/** Whom an order's reminder goes to: its agent, or the staff member who made the agency's own sale. */
function sqlCoalesceOwner() {
  return sql`coalesce(${orders.agentId}, ${orders.createdById})`;
}

/** Every due reminder at `now`, batch after batch; answers how many orders of each kind were reminded. */
export async function sendDueReminders(
  db: TDatabase,
  now: Date,
  orderPage: TOrderPageOf,
): Promise<Record<TDeadlineReminderKind, number>> {
  const settings = await readAlertSettings(db);
  const leads: Record<TDeadlineReminderKind, string | null> = {
    hold: settings.holdReminderMinutes > 0 ? `${settings.holdReminderMinutes} minutes` : null,
    booking: settings.bookingReminderHours > 0 ? `${settings.bookingReminderHours} hours` : null,
    ticketing: settings.ticketingReminderHours > 0 ? `${settings.ticketingReminderHours} hours` : null,
  };
  const sent = { hold: 0, booking: 0, ticketing: 0 };
  for (const kind of ['hold', 'booking', 'ticketing'] as const) {
    const lead = leads[kind];
    if (lead === null) continue;
    for (let count = BATCH; count === BATCH;) sent[kind] += count = await remindBatch(db, kind, lead, now, orderPage);
  }
  return sent;
}

/** Every 30 seconds, by one server process at a time (the gate would hold even if two ran at once). */
export function deadlineRemindersJob(orderPage: TOrderPageOf): TJob {
  return {
    name: 'deadline-reminders',
    intervalMs: 30_000,
    run: async ({ db, now, log }) => {
      const sent = await sendDueReminders(db, now, orderPage);
      if (sent.hold + sent.booking + sent.ticketing > 0) log.info(sent, 'deadline reminders sent');
    },
  };
}
