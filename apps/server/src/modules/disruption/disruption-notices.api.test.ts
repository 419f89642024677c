import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISRUPTION_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  type TDisruptionBatchResult,
  type TMyNotifications,
  type TFlightOrder,
  type TOrderDateQuote,
} from '@frs/contract';
import { balanceEntries, classes, fareRules, userNotices } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { classPrices, createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import type { TCapturedMail } from '../../../test/mail-capture';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  retimeFlight,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { priceColumns } from '../flights';

/**
 * Issue 31: the people of a disrupted flight's orders are told. A confirmed retime puts a bell notice per order in its
 * agent's bell (beside the mail it always sent); moving orders to another flight tells each moved order's agent by a
 * bell notice and by mail, and its traveller's contact by mail, with the flight before and after and the new e-tickets
 * attached. The move is the agency's doing: the fare rule's change fee is not charged.
 */

let testApp: TTestApp;
let mailbox: TTestMailbox;
let folder: string;
const db = () => testApp.database.db;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let staff: TUser;
let agent: TUser;
let saver: TFlightSetup;
let flightId: number;
let flightName: string;
let targetId: number;
let targetName: string;
/** The agent's: ticketed with two adults, and booked with one; the agency's own sale by staff, ticketed. */
let ticketed: TFlightOrder;
let booked: TFlightOrder;
let ownSale: TFlightOrder;

const AGENT_CONTACT = { name: 'Karen Sahakyan', phone: '+374 99 123456', email: 'karen@client.test' };
const OWN_CONTACT = { name: 'Lilit Hakobyan', phone: '+374 99 654321', email: 'lilit@client.test' };

const noticesOf = async (who: TUser) => {
  const response = await injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.mine, { headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMyNotifications>().notices;
};

function pdfText(bytes: Buffer): string {
  const file = join(folder, `ticket-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(db(), testApp.app.log);
  folder = mkdtempSync(join(tmpdir(), 'frs-disruption-notices-'));
  const setup = await createFlightSetup(db());
  // The flights' fare rule asks 50 USD for a change of date: what a voluntary change would charge.
  const [fareRule] = await db()
    .insert(fareRules)
    .values({
      name: 'Economy Saver',
      texts: { hy: '', en: 'Date change 50 USD.', ru: '' },
      currency: 'USD',
      penalties: Object.fromEntries(
        (['adult', 'child', 'infant'] as const).map((type) => [
          type,
          {
            change: { type: 'amount', value: 5_000 },
            cancel: { type: 'percent', value: 100 },
            refund: { type: 'percent', value: 100 },
          },
        ]),
      ) as typeof setup.fareRule.penalties,
      nameChangeFee: 0,
      deadlineHours: 24,
    })
    .returning();
  saver = { ...setup, fareRule: fareRule! };
  await seedRatesAndTickets(db());
  staff = await userWithToken(testApp.app, db(), 'Tickets', { language: 'en' });
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000, language: 'en' });
  const disrupted = await sellableClass(db(), saver, { daysAhead: 10 });
  flightId = disrupted.flight.id;
  flightName = `${setup.airline.iataCode} ${disrupted.flight.flightNumber}`;
  const later = await sellableClass(db(), saver, { daysAhead: 11 });
  targetId = later.flight.id;
  targetName = `${setup.airline.iataCode} ${later.flight.flightNumber}`;
  await db().delete(classes).where(eq(classes.id, later.flightClass.id));
  await createClassRow(db(), saver, targetId, { name: disrupted.flightClass.name, seats: 10 });

  const order = async (who: TUser, adults: number, mode: 'booking' | 'ticketing', contact: typeof AGENT_CONTACT) => {
    const passengers = Array.from({ length: adults }, () => passengerInput('adult'));
    const held = await preOrder(
      testApp.app,
      who.headers,
      preOrderBody([disrupted.flightClass.id], passengers, { contact }),
    );
    return orderAs(testApp.app, who.headers, held.id, mode);
  };
  ticketed = await order(agent, 2, 'ticketing', AGENT_CONTACT);
  booked = await order(agent, 1, 'booking', AGENT_CONTACT);
  ownSale = await order(staff, 1, 'ticketing', OWN_CONTACT);
  // The orders' own mails (tickets, booking) are not what this file reads.
  await mailbox.deliver();
});
afterAll(async () => {
  await testApp.app.close();
  await mailbox.capture.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the people of a disrupted flight are told', () => {
  it('a confirmed retime puts a bell notice per order in its agent’s bell, beside the mail', async () => {
    await retimeFlight(testApp.app, staff.headers, flightId, 90);
    const notices = (await noticesOf(agent)).filter((notice) => notice.kind === 'flightDisruption');
    expect(notices.map((notice) => [notice.link, notice.urgent, notice.read]).sort()).toEqual(
      [
        [`/reservation/edit/${booked.id}`, true, false],
        [`/reservation/edit/${ticketed.id}`, true, false],
      ].sort(),
    );
    const notice = notices.find((item) => item.link === `/reservation/edit/${ticketed.id}`)!;
    expect(notice.title.en).toBe(`Flight ${flightName} has changed`);
    expect(notice.text.en).toMatch(new RegExp(`^Order ${ticketed.pnr}: departure .+ \\(before: departure .+\\)\\.$`));
    // Each time is its airport's local time and names the airport, as the mail does (the bell's own times are the
    // reader's).
    const time = (airport: string) => `\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d ${airport}`;
    const [from, to] = [saver.from.iataCode, saver.to.iataCode];
    expect(notice.text.en).toMatch(
      new RegExp(`: departure ${time(from)}, arrival ${time(to)} \\(before: departure ${time(from)}\\)\\.$`),
    );
    expect(notice.text.hy).toContain(ticketed.pnr);
    // The agency's own sale tells the staff member who made it.
    expect((await noticesOf(staff)).map((item) => item.link)).toContain(`/reservation/edit/${ownSale.id}`);
    const mails = await mailbox.deliver();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [[agent.user.email], `Flight ${flightName} rescheduled`],
        [[staff.user.email], `Flight ${flightName} rescheduled`],
      ].sort(),
    );
  });

  it('moving orders tells each agent and contact, with the flights before and after and the new e-tickets', async () => {
    // A change of date the agent asked for would cost the fare rule's 50 USD a passenger.
    const quote = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDateQuote, {
      params: { id: ticketed.id },
      headers: staff.headers,
      body: { changes: [{ segmentId: ticketed.segments[0]!.id, flightId: targetId }] },
    });
    expect(quote.json<TOrderDateQuote>().changeFee).toBe(2 * 50 * 400 * 100);
    const entriesBefore = await db().select().from(balanceEntries).where(eq(balanceEntries.userId, agent.user.id));
    const noticesBefore = await db().select({ id: userNotices.id }).from(userNotices);

    const key = 'move-notices-1';
    const body = { orderIds: [ticketed.id, booked.id, ownSale.id], targetFlightId: targetId };
    const response = await injectEndpoint(testApp.app, DISRUPTION_ENDPOINTS.move, {
      params: { id: flightId },
      headers: staff.headers,
      body,
      idempotencyKey: key,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<TDisruptionBatchResult>().results.map((item) => [item.pnr, item.outcome, item.amount]),
    ).toEqual([
      [ticketed.pnr, 'moved', 0],
      [booked.pnr, 'moved', 0],
      [ownSale.pnr, 'moved', 0],
    ]);
    // Involuntary: the same prices, and no change fee on the agent's ledger.
    const entriesAfter = await db().select().from(balanceEntries).where(eq(balanceEntries.userId, agent.user.id));
    expect(entriesAfter).toHaveLength(entriesBefore.length);

    // A bell notice per moved order, to its agent (the agency's own sale: its creator).
    const added = (await db().select().from(userNotices)).filter(
      (notice) => !noticesBefore.some((old) => old.id === notice.id),
    );
    expect(added.map((notice) => [notice.userId, notice.kind, notice.link, notice.urgent])).toEqual([
      [agent.user.id, 'flightDisruption', `/reservation/edit/${ticketed.id}`, true],
      [agent.user.id, 'flightDisruption', `/reservation/edit/${booked.id}`, true],
      [staff.user.id, 'flightDisruption', `/reservation/edit/${ownSale.id}`, true],
    ]);
    expect(added[0]!.title.en).toBe(`Order ${ticketed.pnr} moved to flight ${targetName}`);
    expect(added[0]!.text.en).toMatch(
      new RegExp(`^Flight ${flightName} \\(.+\\) has changed\\. The order now flies ${targetName}: departure .+`),
    );
    expect(added[0]!.title.ru).toBe(`Заказ ${ticketed.pnr} перенесён на рейс ${targetName}`);

    const mails = await mailbox.deliver();
    const to = (address: string, pnr: string) => {
      const found = mails.filter((mail) => mail.to.includes(address) && mail.subject.includes(pnr));
      expect(found, `${address} ${pnr}`).toHaveLength(1);
      return found[0]!;
    };
    const [contactMail, agentMail] = [to(AGENT_CONTACT.email, ticketed.pnr), to(agent.user.email, ticketed.pnr)];
    for (const mail of [contactMail, agentMail]) {
      expect(mail.subject).toBe(`Booking ${ticketed.pnr} moved to another flight`);
      expect(mail.text).toMatch(new RegExp(`Before: flight ${flightName}, departure .+, arrival .+, class `));
      expect(mail.text).toMatch(new RegExp(`Now: flight ${targetName}, departure .+, arrival .+, class `));
      expect(mail.text).toContain('The new e-tickets are attached');
      // One e-ticket per passenger, drawn now: it names the new flight, not the old one.
      expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf', 'application/pdf']);
      const ticket = pdfText(mail.attachments[0]!.content);
      expect(ticket).toContain(targetName);
      expect(ticket).not.toContain(flightName);
    }
    expect(contactMail.text).toContain(`Dear ${AGENT_CONTACT.name},`);

    const bookedMails: TCapturedMail[] = [to(AGENT_CONTACT.email, booked.pnr), to(agent.user.email, booked.pnr)];
    for (const mail of bookedMails) {
      expect(mail.text).toContain('The tickets have not been issued yet');
      expect(mail.attachments).toEqual([]);
    }
    // The agency's own sale: its contact only (no agent), with the e-ticket.
    expect(to(OWN_CONTACT.email, ownSale.pnr).attachments).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject.includes(ownSale.pnr))).toHaveLength(1);
    expect(mails).toHaveLength(5);

    // A replay of the batch moves and tells nobody twice.
    const replay = await injectEndpoint(testApp.app, DISRUPTION_ENDPOINTS.move, {
      params: { id: flightId },
      headers: staff.headers,
      body,
      idempotencyKey: key,
    });
    expect(replay.statusCode).toBe(200);
    expect(await mailbox.deliver()).toEqual([]);
    expect(await db().select({ id: userNotices.id }).from(userNotices)).toHaveLength(
      noticesBefore.length + added.length,
    );
  });

  it('the agent’s mail names what its balance moved by when the new flight costs more', async () => {
    const dearer = await sellableClass(db(), saver, { daysAhead: 12 });
    await db().delete(classes).where(eq(classes.id, dearer.flightClass.id));
    await createClassRow(db(), saver, dearer.flight.id, {
      name: ticketed.segments[0]!.class.name,
      seats: 10,
      ...priceColumns(classPrices(25_000)),
    });
    const response = await injectEndpoint(testApp.app, DISRUPTION_ENDPOINTS.move, {
      params: { id: targetId },
      headers: staff.headers,
      body: { orderIds: [ticketed.id], targetFlightId: dearer.flight.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json<TDisruptionBatchResult>().results;
    // 50 USD more for each of the two adults, at 400 AMD: no change fee on top.
    expect(result).toMatchObject({ outcome: 'moved', amount: -2 * 50 * 400 * 100 });
    const mails = await mailbox.deliver();
    const agentMail = mails.find((mail) => mail.to.includes(agent.user.email))!;
    expect(agentMail.text).toContain('The price difference of 40,000.00 AMD has been charged to your balance.');
    const contactMail = mails.find((mail) => mail.to.includes(AGENT_CONTACT.email))!;
    expect(contactMail.text).not.toContain('40,000.00');
  });
});
