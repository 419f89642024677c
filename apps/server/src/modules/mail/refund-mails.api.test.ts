import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatMinor,
  HOTEL_ORDER_ENDPOINTS,
  MAIL_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  PACKAGE_ORDER_ENDPOINTS,
  todayIsoDate,
  type THotelOrder,
  type TFlightOrder,
  type TPackageOrder,
} from '@frs/contract';
import { createSellableRoom } from '../../../test/agency-factories';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { hotelOrderAs, hotelPreOrder, hotelPreOrderBody } from '../../../test/hotel-order-calls';
import type { TCapturedMail } from '../../../test/mail-capture';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
  TEST_CONTACT,
} from '../../../test/order-factories';
import {
  createSellablePackage,
  packageOrderAs,
  packagePreOrder,
  packagePreOrderBody,
} from '../../../test/package-order-calls';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 31: a refund is mailed as a refund, whatever the product line and whether the whole order or part of it is
 * refunded: "Partial refund" while someone still travels (named), "Refund" once nobody does; the agent's copy names
 * what was refunded and what was kept as penalty (each traveller's, and in all); the traveller's copy of an agent's
 * order names no amount (an agent's price is net) and says the agent settles it.
 */

let testApp: TTestApp;
let mailbox: TTestMailbox;
const db = () => testApp.database.db;
type TUser = Awaited<ReturnType<typeof userWithToken>>;
let admin: TUser;
let agent: TUser;

const amd = (minor: number) => `${formatMinor(minor)} AMD`;
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(db(), testApp.app.log);
  await seedRatesAndTickets(db());
  admin = await userWithToken(testApp.app, db(), 'Admin', { language: 'en' });
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 500_000_000, language: 'en' });
});
afterAll(async () => {
  await testApp.app.close();
  await mailbox.capture.close();
});

/** The mails of one run, to the contact and to the agent, about one PNR. */
async function refundMails(pnr: string) {
  const mails = (await mailbox.deliver()).filter((mail) => mail.subject.includes(pnr));
  const one = (address: string) => {
    const found = mails.filter((mail) => mail.to.includes(address));
    expect(found, address).toHaveLength(1);
    return found[0]!;
  };
  expect(mails).toHaveLength(2);
  return { contact: one(TEST_CONTACT.email), agent: one(agent.user.email) };
}

function expectNoAmounts(mail: TCapturedMail) {
  expect(mail.text).not.toMatch(/\d AMD/);
  expect(mail.text).toContain('Your travel agent will settle the amounts with you.');
}

async function refund(
  endpoint:
    typeof FLIGHT_ORDER_ENDPOINTS.refund | typeof HOTEL_ORDER_ENDPOINTS.refund | typeof PACKAGE_ORDER_ENDPOINTS.refund,
  id: number,
  body: object,
) {
  const response = await injectEndpoint(testApp.app, endpoint, { params: { id }, headers: admin.headers, body });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('refund mails', () => {
  it('a flight order: one passenger of two, then the other', async () => {
    const setup = await createFlightSetup(db());
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([flightClass.id], [passengerInput('adult'), passengerInput('adult')]),
    );
    const order = await orderAs(testApp.app, agent.headers, held.id, 'ticketing');
    await mailbox.deliver();
    const [first, second] = order.passengers;
    // The fare rule keeps half of the passenger's price.
    const price = first!.price.net;

    await refund(FLIGHT_ORDER_ENDPOINTS.refund, order.id, { passengerIds: [first!.id] });
    const partly = await refundMails(order.pnr);
    for (const mail of [partly.contact, partly.agent]) {
      expect(mail.subject).toBe(`Partial refund: ${order.pnr}`);
      expect(mail.text).toContain('The tickets of these passengers have been refunded.');
      expect(mail.text).toContain(`Passengers: ${fullName(first!)}`);
      expect(mail.text).toContain(`Still travelling on this order: ${fullName(second!)}.`);
    }
    expect(partly.agent.text).toContain(`Refunded in all: ${amd(price / 2)}; kept as penalty: ${amd(price / 2)}.`);
    expectNoAmounts(partly.contact);

    const rest = await refund(FLIGHT_ORDER_ENDPOINTS.refund, order.id, {
      passengerIds: [second!.id],
      penalties: [{ passengerId: second!.id, penalty: 1_000_000 }],
    });
    expect(rest.json<TFlightOrder>().status).toBe('refunded');
    const whole = await refundMails(order.pnr);
    expect(whole.agent.subject).toBe(`Refund: ${order.pnr}`);
    expect(whole.agent.text).toContain(
      `Refunded in all: ${amd(price - 1_000_000)}; kept as penalty: ${amd(1_000_000)}.`,
    );
    expect(whole.agent.text).toContain('The order is refunded in full: nobody travels on it any more.');
    expectNoAmounts(whole.contact);
  });

  it('a hotel stay: the refund, the penalty kept, the rooms released; never "booking cancelled"', async () => {
    const { hotelId, room } = await createSellableRoom(db(), { from: addDays(todayIsoDate(), 1), nights: 40 });
    const stay = {
      hotelId,
      roomId: room.id,
      checkIn: addDays(todayIsoDate(), 10),
      checkOut: addDays(todayIsoDate(), 13),
    };
    const held = await hotelPreOrder(testApp.app, agent.token, hotelPreOrderBody(stay));
    const confirmed = await hotelOrderAs(testApp.app, agent.token, held.id, 'ticketing');
    await mailbox.deliver();

    // The staff keep 10,000.00 AMD.
    const response = await refund(HOTEL_ORDER_ENDPOINTS.refund, held.id, { penalty: 1_000_000 });
    expect(response.json<THotelOrder>().status).toBe('refunded');
    const mails = await refundMails(held.pnr);
    for (const mail of [mails.contact, mails.agent]) {
      expect(mail.subject).toBe(`Refund: ${held.pnr}`);
      expect(mail.text).toContain('The hotel booking has been refunded and its rooms released.');
      expect(mail.text).not.toMatch(/cancelled/i);
      expect(mail.text).toContain('The order is refunded in full');
      expect(mail.text).toContain('/reservation/hotel/');
    }
    expect(mails.agent.text).toContain(
      `Refunded in all: ${amd(confirmed.totals.payable - 1_000_000)}; kept as penalty: ${amd(1_000_000)}.`,
    );
    expectNoAmounts(mails.contact);

    // Sent again by hand, the refund of a hotel order is the same mail.
    const again = await injectEndpoint(testApp.app, MAIL_ENDPOINTS.sendScript, {
      headers: admin.headers,
      params: { name: 'refund' },
      body: { orderId: held.id },
    });
    expect(again.statusCode, again.body).toBe(201);
    const resent = await refundMails(held.pnr);
    expect(resent.agent.text).toContain(`kept as penalty: ${amd(1_000_000)}.`);
  });

  it('a package: one traveller of two is a partial refund naming who still travels, then the whole', async () => {
    const sale = await createSellablePackage(db());
    const held = await packagePreOrder(testApp.app, agent.token, packagePreOrderBody(sale));
    const ticketed = await packageOrderAs(testApp.app, agent.token, held.id, 'ticketing');
    await mailbox.deliver();
    const [first, second] = ticketed.passengers;

    await refund(PACKAGE_ORDER_ENDPOINTS.refund, held.id, {
      passengerIds: [first!.id],
      penalties: [{ passengerId: first!.id, penalty: 100_000 }],
    });
    const partly = await refundMails(held.pnr);
    for (const mail of [partly.contact, partly.agent]) {
      expect(mail.subject).toBe(`Partial refund: ${held.pnr}`);
      expect(mail.subject).not.toMatch(/cancelled/i);
      expect(mail.text).toContain('The package of these travellers has been refunded.');
      expect(mail.text).toMatch(new RegExp(`Passengers: ${fullName(first!)} \\(ticket \\d{13}\\)`));
      expect(mail.text).toContain(`Still travelling on this order: ${fullName(second!)}.`);
    }
    expect(partly.agent.text).toContain(
      `Refunded in all: ${amd(first!.price.net - 100_000)}; kept as penalty: ${amd(100_000)}.`,
    );
    expectNoAmounts(partly.contact);

    const rest = await refund(PACKAGE_ORDER_ENDPOINTS.refund, held.id, {
      passengerIds: [second!.id],
      penalties: [{ passengerId: second!.id, penalty: 0 }],
    });
    expect(rest.json<TPackageOrder>().status).toBe('refunded');
    const whole = await refundMails(held.pnr);
    expect(whole.agent.subject).toBe(`Refund: ${held.pnr}`);
    expect(whole.agent.text).toContain(`Refunded in all: ${amd(second!.price.net)}; kept as penalty: ${amd(0)}.`);
    expect(whole.agent.text).toContain('The order is refunded in full');
  });

  it('the agency’s own sale: its contact is the payer and reads the amounts', async () => {
    const setup = await createFlightSetup(db());
    const { flightClass } = await sellableClass(db(), setup);
    const held = await preOrder(testApp.app, admin.headers, preOrderBody([flightClass.id]));
    const order = await orderAs(testApp.app, admin.headers, held.id, 'ticketing');
    await mailbox.deliver();
    await refund(FLIGHT_ORDER_ENDPOINTS.refund, order.id, {});
    const mails = (await mailbox.deliver()).filter((mail) => mail.subject.includes(order.pnr));
    expect(mails.map((mail) => mail.to)).toEqual([[TEST_CONTACT.email]]);
    const price = order.passengers[0]!.price.gross;
    expect(mails[0]!.text).toContain(`Refunded in all: ${amd(price / 2)}; kept as penalty: ${amd(price / 2)}.`);
  });
});
