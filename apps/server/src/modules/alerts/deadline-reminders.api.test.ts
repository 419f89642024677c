import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, type TFlightOrder } from '@frs/contract';
import { mailOutbox, userNotices } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createClassRow, createFlightRow, createFlightSetup } from '../../../test/flight-factories';
import { orderAs, preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { PRODUCT_LINE_MODULES } from '../../product-lines';
import { orderPageOf } from '../order-engine';
import { sendDueReminders } from './deadline-reminders';

const ORDER_PAGE = orderPageOf(PRODUCT_LINE_MODULES);

/**
 * Deadline reminders (issue 19): each order is reminded once per kind and deadline, even when the job runs twice at
 * once or again later; never for a user who switched the kind off, nor for an order past its deadline or cancelled.
 */

let testApp: TTestApp;
const db = () => testApp.database.db;
const HOUR = 3_600_000;
const MINUTE = 60_000;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

/** The reminders each user got, as `kind PNR` (notices) and `template PNR` (mails), sorted. */
async function remindersOf(users: readonly { id: number; email: string }[]) {
  const notices = await db()
    .select({ kind: userNotices.kind, text: userNotices.text, userId: userNotices.userId })
    .from(userNotices)
    .where(
      inArray(
        userNotices.userId,
        users.map((user) => user.id),
      ),
    );
  const mails = await db()
    .select({ payload: mailOutbox.payload, recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.template, 'deadline-reminder'),
        inArray(
          mailOutbox.recipient,
          users.map((user) => user.email),
        ),
      ),
    );
  return {
    notices: notices
      .map((notice) => `${notice.userId} ${notice.kind} ${/[A-Z2-9]{6}/.exec(notice.text.en)?.[0]}`)
      .sort(),
    mails: mails
      .map(
        (mail) =>
          `${mail.recipient} ${(mail.payload as { kind: string; pnr: string }).kind} ${(mail.payload as { pnr: string }).pnr}`,
      )
      .sort(),
  };
}

describe('deadline reminders', () => {
  it('reminds once per order and deadline, respecting switches, deadlines past and cancellations', async () => {
    const setup = await createFlightSetup(db());
    const { flightClass } = await sellableClass(db(), setup, { daysAhead: 10 });
    // A flight 40 hours away: ticketing closes 3 hours before it (the default limits), and a booking made now lasts
    // until then (its 48 hours would run past the close).
    const soon = await createFlightRow(db(), setup, { departureAt: new Date(Date.now() + 40 * HOUR) });
    const soonClass = await createClassRow(db(), setup, soon.id);

    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 0, language: 'en' });
    const quiet = await userWithToken(testApp.app, db(), 'user', { balance: 0 });
    const off = await injectEndpoint(testApp.app, ALERT_ENDPOINTS.editPreferences, {
      headers: quiet.headers,
      body: {
        lowBalance: { inApp: true, mail: true },
        holdDeadline: { inApp: false },
        bookingDeadline: { inApp: false, mail: false },
        ticketingDeadline: { inApp: true, mail: true },
      },
    });
    expect(off.statusCode, off.body).toBe(200);

    const place = (who: typeof agent, classId = flightClass.id) =>
      preOrder(testApp.app, who.headers, preOrderBody([classId]));
    const book = async (who: typeof agent, classId = flightClass.id): Promise<TFlightOrder> =>
      orderAs(testApp.app, who.headers, (await place(who, classId)).id, 'booking');

    const hold = await place(agent);
    const quietHold = await place(quiet);
    const booking = await book(agent);
    const quietBooking = await book(quiet);
    const cancelled = await book(agent);
    const cancel = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.cancel, {
      headers: agent.headers,
      params: { id: cancelled.id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closing = await book(agent, soonClass.id);
    const start = Date.now();

    // 8 minutes on, 2 remain of the holds: twice at once, then again.
    const at8 = new Date(start + 8 * MINUTE);
    await Promise.all([sendDueReminders(db(), at8, ORDER_PAGE), sendDueReminders(db(), at8, ORDER_PAGE)]);
    await sendDueReminders(db(), new Date(start + 9 * MINUTE), ORDER_PAGE);
    expect(await remindersOf([agent.user, quiet.user])).toEqual({
      notices: [`${agent.user.id} holdDeadline ${hold.pnr}`],
      mails: [],
    });

    // 20 hours on: ticketing of the order on the soon flight closes within 24 hours (in-app and mail).
    await sendDueReminders(db(), new Date(start + 20 * HOUR), ORDER_PAGE);
    // 43 hours on: the bookings expire within 6 hours; the holds are long past their deadline and get nothing more.
    const at43 = new Date(start + 43 * HOUR);
    await Promise.all([sendDueReminders(db(), at43, ORDER_PAGE), sendDueReminders(db(), at43, ORDER_PAGE)]);
    await sendDueReminders(db(), new Date(start + 44 * HOUR), ORDER_PAGE);
    const sent = await remindersOf([agent.user, quiet.user]);
    expect(sent).toEqual({
      notices: [
        `${agent.user.id} bookingDeadline ${booking.pnr}`,
        `${agent.user.id} holdDeadline ${hold.pnr}`,
        `${agent.user.id} ticketingDeadline ${closing.pnr}`,
      ].sort(),
      mails: [`${agent.user.email} booking ${booking.pnr}`, `${agent.user.email} ticketing ${closing.pnr}`].sort(),
    });
    expect([quietHold.pnr, quietBooking.pnr, cancelled.pnr].some((pnr) => JSON.stringify(sent).includes(pnr))).toBe(
      false,
    );
  });
});
