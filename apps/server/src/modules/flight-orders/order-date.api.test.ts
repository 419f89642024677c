import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_ORDER_ENDPOINTS, type TFlightOrder, type TOrderDateQuote } from '@frs/contract';
import { balanceEntries, classes, orderSegments, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { classPrices, createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { orderAs, preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { priceColumns } from '../flights';

/**
 * Change of date, quoted and then applied: the quote comes from the code that applies the change, so the order's
 * payable and paid after it, the ledger entry and the balance are exactly what the quote said, whoever pays and
 * whatever discount and fees the order carries.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;

/** 50 USD of fare at the test rate of 400 AMD, in minor units: what one adult's price moves by below. */
const FARE_STEP = 50 * 400 * 100;
/** The test fare rule's name-change fee (20 USD) at 400 AMD. */
const NAME_CHANGE_FEE = 20 * 400 * 100;
const DISCOUNT = 500_000;
/** Agent net price of one adult on the factory's class (USD 200 + 50 - 10 at 400 AMD). */
const ADULT_NET = 9_600_000;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  admin = await userWithToken(testApp.app, db(), 'Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

async function balanceOf(userId: number) {
  const [user] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return user!.balance;
}

async function entriesOf(pnr: string) {
  return db().select().from(balanceEntries).where(eq(balanceEntries.orderReference, pnr));
}

/**
 * A ticketed order of one adult on a fresh class: an agent's own (the agent pays net from its balance) or the
 * agency's sale (gross, no balance), optionally with a discount and a name change whose fee is owed.
 */
async function ticketedOrder(payer: 'agent' | 'agency', extras: { discount: boolean; balance?: number }) {
  const agent = await userWithToken(testApp.app, db(), 'user', { balance: extras.balance ?? 200_000_000 });
  const seller = payer === 'agent' ? agent : admin;
  const { flightClass } = await sellableClass(db(), setup);
  const held = await preOrder(testApp.app, seller.headers, preOrderBody([flightClass.id]));
  let order = await orderAs(testApp.app, seller.headers, held.id, 'ticketing');
  if (extras.discount) {
    const discounted = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: order.id },
      headers: admin.headers,
      body: { discount: DISCOUNT, reason: 'Loyal client' },
    });
    expect(discounted.statusCode).toBe(200);
    const passenger = order.passengers[0]!;
    const renamed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: order.id, passengerId: passenger.id },
      headers: admin.headers,
      body: { firstName: 'Armen', lastName: passenger.lastName, chargeFee: true },
    });
    expect(renamed.statusCode).toBe(200);
    order = renamed.json<TFlightOrder>();
    expect(order.totals.discount).toBe(DISCOUNT);
  }
  return { agent, seller, flightClass, order };
}

/** A flight of the same route later on, with a class of the same name priced `fareStep` USD cents more (or less). */
async function laterFlight(className: string, fareStep: number) {
  const { flight } = await sellableClass(db(), setup, { daysAhead: 14 });
  const target = await createClassRow(db(), setup, flight.id, {
    name: className,
    ...priceColumns(classPrices(20_000 + fareStep)),
  });
  return { flight, target };
}

async function quote(headers: Record<string, string>, order: TFlightOrder, flightId: number) {
  const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDateQuote, {
    params: { id: order.id },
    headers,
    body: { changes: [{ segmentId: order.segments[0]!.id, flightId }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOrderDateQuote>();
}

describe('change of date: the quote is what the change applies', () => {
  it.each([
    ['agent', false, 1],
    ['agent', true, -1],
    ['agency', false, 1],
    ['agency', true, -1],
  ] as const)(
    "%s's order (discount and name-change fee: %s, price moves by %i step): quote, change, totals, ledger, balance agree",
    async (payer, discount, direction) => {
      const { agent, seller, flightClass, order } = await ticketedOrder(payer, { discount });
      const { flight, target } = await laterFlight(flightClass.name, direction * 5_000);
      const before = await balanceOf(agent.user.id);
      const entriesBefore = await entriesOf(order.pnr);

      const quoted = await quote(seller.headers, order, flight.id);
      // "Now" is the order's real payable: the payer's price less the discount plus the fees.
      expect(quoted.current).toEqual({ payable: order.totals.payable, paid: order.totals.paid });
      if (discount)
        expect(order.totals.payable).toBe(
          order.totals[payer === 'agent' ? 'net' : 'gross'] - DISCOUNT + NAME_CHANGE_FEE,
        );
      expect(quoted.difference).toBe(direction * FARE_STEP);
      expect(quoted.next).toEqual({
        payable: order.totals.payable + direction * FARE_STEP,
        paid: order.totals.paid + direction * FARE_STEP,
      });
      expect(quoted.balanceMovement).toBe(payer === 'agent' ? -direction * FARE_STEP : 0);
      expect(quoted.shortfall).toBe(0);
      // A quote changes nothing.
      expect(await balanceOf(agent.user.id)).toBe(before);

      const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
        params: { id: order.id },
        headers: seller.headers,
        body: {
          changes: [{ segmentId: order.segments[0]!.id, flightId: flight.id }],
          quotedPayable: quoted.next.payable,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const moved = response.json<TFlightOrder>();
      expect(moved.segments[0]!.class.id).toBe(target.id);
      expect(moved.totals.payable).toBe(quoted.next.payable);
      expect(moved.totals.paid).toBe(quoted.next.paid);
      expect(moved.totals.discount).toBe(order.totals.discount);
      expect(await balanceOf(agent.user.id)).toBe(before + quoted.balanceMovement);
      const added = (await entriesOf(order.pnr)).filter((entry) => !entriesBefore.some((old) => old.id === entry.id));
      if (payer === 'agent') {
        expect(added.map((entry) => [entry.kind, entry.amount, entry.reasonCode, entry.reasonParams])).toEqual([
          ['price-correction', quoted.balanceMovement, 'dateChange', { pnr: order.pnr }],
        ]);
      } else {
        expect(added).toEqual([]);
      }
    },
  );

  it('says so when the price stays the same: nothing is charged and nothing is written to the ledger', async () => {
    const { agent, flightClass, order } = await ticketedOrder('agent', { discount: true });
    const { flight } = await laterFlight(flightClass.name, 0);
    const quoted = await quote(agent.headers, order, flight.id);
    expect(quoted).toMatchObject({ difference: 0, balanceMovement: 0, shortfall: 0 });
    expect(quoted.next).toEqual(quoted.current);
    const entriesBefore = await entriesOf(order.pnr);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
      params: { id: order.id },
      headers: agent.headers,
      body: {
        changes: [{ segmentId: order.segments[0]!.id, flightId: flight.id }],
        quotedPayable: quoted.next.payable,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TFlightOrder>().segments[0]!.flight.id).toBe(flight.id);
    expect(response.json<TFlightOrder>().totals.payable).toBe(order.totals.payable);
    expect(await entriesOf(order.pnr)).toHaveLength(entriesBefore.length);
  });

  it('refuses a charge the balance and credit do not cover with a 409 that names the amounts, and changes nothing', async () => {
    // The agent is left 100 AMD after the tickets.
    const { agent, flightClass, order } = await ticketedOrder('agent', {
      discount: false,
      balance: ADULT_NET + 10_000,
    });
    expect(await balanceOf(agent.user.id)).toBe(10_000);
    const { flight } = await laterFlight(flightClass.name, 5_000);
    const quoted = await quote(agent.headers, order, flight.id);
    expect(quoted.balanceMovement).toBe(-FARE_STEP);
    expect(quoted.shortfall).toBe(FARE_STEP - 10_000);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
      params: { id: order.id },
      headers: { ...agent.headers, 'accept-language': 'en' },
      body: {
        changes: [{ segmentId: order.segments[0]!.id, flightId: flight.id }],
        quotedPayable: quoted.next.payable,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CHANGE_NOT_COVERED',
      message:
        "The agent's balance and credit limit do not cover the 20,000.00 AMD this change costs (19,900.00 AMD short)",
    });
    expect(await balanceOf(agent.user.id)).toBe(10_000);
    const [segment] = await db().select().from(orderSegments).where(eq(orderSegments.orderId, order.id));
    expect(segment!.flightId).toBe(order.segments[0]!.flight.id);
    const [sold] = await db().select({ sold: classes.sold }).from(classes).where(eq(classes.flightId, flight.id));
    expect(sold!.sold).toBe(0);
  });

  it('refuses to apply a price other than the one quoted (409 QUOTE_CHANGED) and changes nothing', async () => {
    const { agent, flightClass, order } = await ticketedOrder('agent', { discount: false });
    const { flight } = await laterFlight(flightClass.name, 5_000);
    const quoted = await quote(agent.headers, order, flight.id);
    // The class's price changes after the quote was shown.
    await db()
      .update(classes)
      .set(priceColumns(classPrices(30_000)))
      .where(and(eq(classes.flightId, flight.id), eq(classes.name, flightClass.name)));
    const before = await balanceOf(agent.user.id);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
      params: { id: order.id },
      headers: { ...agent.headers, 'accept-language': 'en' },
      body: {
        changes: [{ segmentId: order.segments[0]!.id, flightId: flight.id }],
        quotedPayable: quoted.next.payable,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('QUOTE_CHANGED');
    expect(response.json().message).toContain(`the order now comes to`);
    expect(await balanceOf(agent.user.id)).toBe(before);
    const requoted = await quote(agent.headers, order, flight.id);
    expect(requoted.difference).toBe(2 * FARE_STEP);
  });
});
