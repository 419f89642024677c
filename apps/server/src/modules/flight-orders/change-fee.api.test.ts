import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ENDPOINTS,
  FLIGHT_ORDER_ENDPOINTS,
  type TFlightOrder,
  type TOrderActivity,
  type TOrderDateQuote,
  type TPassengerPenalties,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { balanceEntries, fareRules, flights, orders, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { classPrices, createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  orderAs,
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { priceColumns } from '../flights';

/**
 * Issue 31: a change of date charges the fare rule's change fee. On "Economy Saver" (a date change costs 50 USD an
 * adult, 10% of a child's price, nothing for an infant, until 48 hours before departure) the quote names each
 * passenger's fee in AMD at the order's rate, the change adds it to what the order costs and, on a ticketed agent's
 * order, charges it as a penalty beside the new prices' difference; the history and the receipt show it, and the
 * change is refused within the rule's 48 hours.
 */

let testApp: TTestApp;
let saver: TFlightSetup;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;
let folder: string;

/** 50 USD at the test rate of 400 AMD, in minor units. */
const ADULT_FEE = 50 * 400 * 100;
/** 10% of a child's net price (fare 150 + tax 50 - commission 10 USD at 400 AMD: 76,000.00 AMD). */
const CHILD_FEE = 760_000;

const percent = (value: number) => ({ type: 'percent', value }) as const;
const rule = (change: TPassengerPenalties['change']): TPassengerPenalties => ({
  change,
  cancel: percent(100),
  refund: percent(100),
});

beforeAll(async () => {
  testApp = await createTestApp();
  const setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  admin = await userWithToken(testApp.app, db(), 'Admin');
  const [fareRule] = await db()
    .insert(fareRules)
    .values({
      name: 'Economy Saver',
      texts: { hy: '', en: 'Date change 50 USD, until 48 hours before departure.', ru: '' },
      currency: 'USD',
      penalties: {
        adult: rule({ type: 'amount', value: 5_000 }),
        child: rule(percent(10)),
        infant: rule(percent(0)),
      },
      nameChangeFee: 5_000,
      deadlineHours: 48,
    })
    .returning();
  saver = { ...setup, fareRule: fareRule! };
  folder = mkdtempSync(join(tmpdir(), 'frs-change-fee-'));
});
afterAll(async () => {
  await testApp.app.close();
  rmSync(folder, { recursive: true, force: true });
});

type TPassengerKind = 'adult' | 'child' | 'infant';

/** An agent's order on a Saver class, ticketed or booked. */
async function saverOrder(types: TPassengerKind[], mode: 'ticketing' | 'booking' = 'ticketing') {
  const agent = await userWithToken(testApp.app, db(), 'user', { balance: 200_000_000, language: 'en' });
  const { flight, flightClass } = await sellableClass(db(), saver);
  const held = await preOrder(
    testApp.app,
    agent.headers,
    preOrderBody(
      [flightClass.id],
      types.map((type) => passengerInput(type)),
    ),
  );
  const order = await orderAs(testApp.app, agent.headers, held.id, mode);
  return { agent, flight, flightClass, order };
}

/** A later flight of the route with a class of the same name, its adult fare `fareStep` USD cents off. */
async function laterClass(name: string, fareStep = 0) {
  const { flight } = await sellableClass(db(), saver, { daysAhead: 14 });
  await createClassRow(db(), saver, flight.id, { name, ...priceColumns(classPrices(20_000 + fareStep)) });
  return flight;
}

const changesTo = (order: TFlightOrder, flightId: number) => ({
  changes: [{ segmentId: order.segments[0]!.id, flightId }],
});

async function quote(headers: Record<string, string>, order: TFlightOrder, flightId: number) {
  return injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDateQuote, {
    params: { id: order.id },
    headers,
    body: changesTo(order, flightId),
  });
}

async function change(headers: Record<string, string>, order: TFlightOrder, flightId: number, quotedPayable?: number) {
  return injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
    params: { id: order.id },
    headers: { ...headers, 'accept-language': 'en' },
    body: { ...changesTo(order, flightId), quotedPayable },
  });
}

const balanceOf = async (userId: number) =>
  (await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]!.balance;
const entriesOf = (pnr: string, afterId = 0) =>
  db()
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderReference, pnr), gt(balanceEntries.id, afterId)))
    .orderBy(balanceEntries.sequence);
const lastEntryId = async (pnr: string) => (await entriesOf(pnr)).at(-1)?.id ?? 0;
const name = (order: TFlightOrder, index: number) =>
  `${order.passengers[index]!.firstName} ${order.passengers[index]!.lastName}`;

function pdfText(bytes: Buffer): string {
  const file = join(folder, `receipt-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
}

describe("a change of date charges the fare rule's change fee", () => {
  it('quotes each passenger’s fee, charges it as a penalty, and the history and receipt show it', async () => {
    const { agent, flightClass, order } = await saverOrder(['adult', 'adult', 'child', 'infant']);
    const later = await laterClass(flightClass.name);
    const before = await balanceOf(agent.user.id);
    const since = await lastEntryId(order.pnr);

    const quoted = await quote(agent.headers, order, later.id);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const figures = quoted.json<TOrderDateQuote>();
    const amount = { type: 'amount', value: 5_000 } as const;
    expect(figures.changeFees).toEqual([
      {
        passengerId: order.passengers[0]!.id,
        name: name(order, 0),
        amount: ADULT_FEE,
        fareRule: 'Economy Saver',
        penalty: amount,
        currency: 'USD',
      },
      {
        passengerId: order.passengers[1]!.id,
        name: name(order, 1),
        amount: ADULT_FEE,
        fareRule: 'Economy Saver',
        penalty: amount,
        currency: 'USD',
      },
      {
        passengerId: order.passengers[2]!.id,
        name: name(order, 2),
        amount: CHILD_FEE,
        fareRule: 'Economy Saver',
        penalty: percent(10),
        currency: 'USD',
      },
    ]);
    const fee = 2 * ADULT_FEE + CHILD_FEE;
    // The same prices on the later flight: what changes is the fee alone, and it is charged.
    expect(figures).toMatchObject({ changeFee: fee, difference: fee, balanceMovement: -fee, shortfall: 0 });
    expect(figures.next).toEqual({ payable: order.totals.payable + fee, paid: order.totals.paid + fee });

    const response = await change(agent.headers, order, later.id, figures.next.payable);
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<TFlightOrder>();
    expect(moved.segments[0]!.flight.id).toBe(later.id);
    expect(moved.totals).toMatchObject({ payable: order.totals.payable + fee, paid: order.totals.paid + fee });
    expect(await balanceOf(agent.user.id)).toBe(before - fee);
    const [row] = await db().select({ fees: orders.fees }).from(orders).where(eq(orders.id, order.id));
    expect(row!.fees).toBe(fee);
    expect(
      (await entriesOf(order.pnr, since)).map((entry) => [
        entry.kind,
        entry.amount,
        entry.reasonCode,
        entry.reasonParams,
      ]),
    ).toEqual([
      [
        'penalty',
        -fee,
        'dateChangeFee',
        { pnr: order.pnr, passengers: [name(order, 0), name(order, 1), name(order, 2)] },
      ],
    ]);

    const activity = await injectEndpoint(testApp.app, ORDER_ACTIVITY_ENDPOINTS.flight, {
      params: { id: order.id },
      headers: agent.headers,
    });
    const { history, money } = activity.json<TOrderActivity>();
    const changed = history.find((entry) => entry.action === 'changeOrderDate');
    expect(changed?.newValues).toMatchObject({ fee, payable: order.totals.payable + fee });
    expect(money.at(-1)).toMatchObject({ kind: 'penalty', amount: -fee, systemReason: { code: 'dateChangeFee' } });

    const receipt = await injectEndpoint(testApp.app, DOCUMENT_ENDPOINTS.receipt, {
      params: { pnr: order.pnr },
      headers: agent.headers,
      query: { lang: 'en' },
    });
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload)).toMatch(/\d\d:\d\d Date change fee 47,600\.00/);
  });

  it('credits the new prices’ difference and charges the fee as two entries', async () => {
    const { agent, flightClass, order } = await saverOrder(['adult']);
    // 25 USD of fare less: 10,000.00 AMD back, 20,000.00 AMD of fee.
    const later = await laterClass(flightClass.name, -2_500);
    const since = await lastEntryId(order.pnr);
    const figures = (await quote(agent.headers, order, later.id)).json<TOrderDateQuote>();
    expect(figures).toMatchObject({ changeFee: ADULT_FEE, difference: ADULT_FEE - 1_000_000 });
    expect(figures.balanceMovement).toBe(-(ADULT_FEE - 1_000_000));
    const response = await change(agent.headers, order, later.id, figures.next.payable);
    expect(response.statusCode, response.body).toBe(200);
    expect((await entriesOf(order.pnr, since)).map((entry) => [entry.kind, entry.amount, entry.reasonCode])).toEqual([
      ['price-correction', 1_000_000, 'dateChange'],
      ['penalty', -ADULT_FEE, 'dateChangeFee'],
    ]);
  });

  it('adds the fee to what a booking owes, charged with the tickets', async () => {
    const { agent, flightClass, order } = await saverOrder(['adult'], 'booking');
    const later = await laterClass(flightClass.name);
    const before = await balanceOf(agent.user.id);
    const figures = (await quote(agent.headers, order, later.id)).json<TOrderDateQuote>();
    expect(figures).toMatchObject({ changeFee: ADULT_FEE, difference: ADULT_FEE, balanceMovement: 0 });
    const response = await change(agent.headers, order, later.id, figures.next.payable);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TFlightOrder>().totals.payable).toBe(order.totals.payable + ADULT_FEE);
    expect(await entriesOf(order.pnr)).toEqual([]);
    const ticketed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, {
      params: { id: order.id },
      headers: agent.headers,
    });
    expect(ticketed.statusCode, ticketed.body).toBe(200);
    expect(await balanceOf(agent.user.id)).toBe(before - order.totals.payable - ADULT_FEE);
  });

  it('refuses within the rule’s 48 hours before departure and changes nothing', async () => {
    const { agent, flight, flightClass, order } = await saverOrder(['adult']);
    const later = await laterClass(flightClass.name);
    // The flight now leaves in 47 hours: inside the rule's time limit.
    const departureAt = new Date(Date.now() + 47 * 3_600_000);
    await db()
      .update(flights)
      .set({ departureAt, arrivalAt: new Date(departureAt.getTime() + 4 * 3_600_000) })
      .where(eq(flights.id, flight.id));
    const before = await balanceOf(agent.user.id);
    const quoted = await quote(agent.headers, order, later.id);
    expect([quoted.statusCode, quoted.json<{ code: string }>().code]).toEqual([409, 'DEADLINE_PASSED']);
    const response = await change(agent.headers, order, later.id);
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([409, 'DEADLINE_PASSED']);
    expect(await balanceOf(agent.user.id)).toBe(before);
    const [row] = await db()
      .select({ payable: orders.payable, fees: orders.fees })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ payable: order.totals.payable, fees: 0 });
  });

  it('charges nothing on the agency’s own sale’s balance, but the fee is in what the client pays', async () => {
    const { flightClass } = await sellableClass(db(), saver);
    const held = await preOrder(testApp.app, admin.headers, preOrderBody([flightClass.id]));
    const order = await orderAs(testApp.app, admin.headers, held.id, 'ticketing');
    const later = await laterClass(flightClass.name);
    const figures = (await quote(admin.headers, order, later.id)).json<TOrderDateQuote>();
    expect(figures).toMatchObject({ changeFee: ADULT_FEE, balanceMovement: 0 });
    const response = await change(admin.headers, order, later.id, figures.next.payable);
    expect(response.json<TFlightOrder>().totals).toMatchObject({
      payable: order.totals.payable + ADULT_FEE,
      paid: order.totals.paid + ADULT_FEE,
    });
    expect(await entriesOf(order.pnr)).toEqual([]);
  });
});
