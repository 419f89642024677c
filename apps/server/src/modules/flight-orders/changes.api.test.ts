import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, type TFlightPassengers, type TFlightOrder } from '@frs/contract';
import { balanceEntries, classes, mailOutbox, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
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
import { classPrices } from '../../../test/flight-factories';

let testApp: TTestApp;
let setup: TFlightSetup;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;

/** Agent net price of one adult on the factory's class (USD 200 + 50 - 10 at 400 AMD), in minor units. */
const ADULT_NET = 9_600_000;
const INFANT_NET = 800_000;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  admin = await userWithToken(testApp.app, db(), 'Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

async function counters(classId: number) {
  const [row] = await db().select().from(classes).where(eq(classes.id, classId));
  return { seats: row!.seats, sold: row!.sold, held: row!.held };
}

async function balanceOf(userId: number) {
  const [user] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const [ledger] = await db()
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  expect(Number(ledger?.total ?? 0)).toBe(user!.balance);
  return user!.balance;
}

/** An agent with money and a ticketed (or booked) order of the given passengers on a fresh class. */
async function orderOf(
  types: ('adult' | 'child' | 'infant')[],
  mode: 'booking' | 'ticketing' = 'ticketing',
  options: { balance?: number } = {},
) {
  const agent = await userWithToken(testApp.app, db(), 'user', { balance: options.balance ?? 200_000_000 });
  const { flight, flightClass } = await sellableClass(db(), setup);
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

describe('refund', () => {
  it('refunds one passenger with the fare rule penalty, sends the seat to a receiving class, and credits the agent', async () => {
    const { agent, flight, flightClass, order } = await orderOf(['adult', 'adult']);
    const receiving = await createClassRow(db(), setup, flight.id, { seats: 10 });
    const before = await balanceOf(agent.user.id);
    const [first, second] = order.passengers;
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: admin.headers,
      body: {
        passengerIds: [first!.id],
        receivingClasses: [{ segmentId: order.segments[0]!.id, classId: receiving.id }],
      },
    });
    expect(response.statusCode).toBe(200);
    const refunded = response.json<TFlightOrder>();
    expect(refunded.status).toBe('ticketed');
    // The test fare rule keeps 50% on a refund.
    expect(refunded.passengers.find((p) => p.id === first!.id)).toMatchObject({
      status: 'refunded',
      refundPenalty: ADULT_NET / 2,
      refundAmount: ADULT_NET / 2,
    });
    expect(refunded.totals).toMatchObject({
      payable: ADULT_NET,
      paid: ADULT_NET + ADULT_NET / 2,
      penalties: ADULT_NET / 2,
    });
    expect(await balanceOf(agent.user.id)).toBe(before + ADULT_NET / 2);
    expect(await counters(flightClass.id)).toMatchObject({ seats: 49, sold: 1 });
    expect(await counters(receiving.id)).toMatchObject({ seats: 11, sold: 0 });
    const entries = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.userId, agent.user.id), eq(balanceEntries.orderReference, order.pnr)));
    expect(entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['ticketing', -2 * ADULT_NET],
      ['refund', ADULT_NET],
      ['penalty', -ADULT_NET / 2],
    ]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'refund'));
    expect(mails.length).toBeGreaterThanOrEqual(2);

    // An admin may set the penalty; the last passenger makes the order refunded.
    const rest = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: admin.headers,
      body: {
        passengerIds: [second!.id],
        penalties: [{ passengerId: second!.id, penalty: 100_000 }],
      },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<TFlightOrder>()).toMatchObject({ status: 'refunded', operations: [] });
    expect(await balanceOf(agent.user.id)).toBe(before + ADULT_NET / 2 + ADULT_NET - 100_000);
    expect(await counters(flightClass.id)).toMatchObject({ seats: 49, sold: 0 });
  });

  it('is for admins, on ticketed orders, never above the price, and never leaves an infant alone', async () => {
    const { agent, order } = await orderOf(['adult', 'infant']);
    const byAgent = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: agent.headers,
      body: {},
    });
    expect(byAgent.statusCode).toBe(403);
    const tooHigh = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: admin.headers,
      body: { penalties: [{ passengerId: order.passengers[0]!.id, penalty: ADULT_NET + 1 }] },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors).toHaveProperty('penalties.0.penalty');
    const adultOnly = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: order.id },
      headers: admin.headers,
      body: { passengerIds: [order.passengers.find((p) => p.type === 'adult')!.id] },
    });
    expect(adultOnly.statusCode).toBe(409);
    expect(adultOnly.json().code).toBe('INFANT_WITHOUT_ADULT');

    const booked = await orderOf(['adult'], 'booking');
    const notTicketed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.refund, {
      params: { id: booked.order.id },
      headers: admin.headers,
      body: {},
    });
    expect(notTicketed.statusCode).toBe(409);
    expect(notTicketed.json()).toMatchObject({ code: 'ORDER_STATUS_CONFLICT', status: 'booked' });
  });
});

describe('split', () => {
  it('moves passengers to a new PNR and divides the money by passenger', async () => {
    const { agent, order } = await orderOf(['adult', 'adult', 'infant']);
    const [adult, , infant] = order.passengers;
    const alone = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.split, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengerIds: [infant!.id] },
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('INFANT_WITHOUT_ADULT');
    const everyone = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.split, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengerIds: order.passengers.map((p) => p.id) },
    });
    expect(everyone.statusCode).toBe(409);
    expect(everyone.json().errors).toHaveProperty('passengerIds');

    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.split, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengerIds: [adult!.id, infant!.id] },
    });
    expect(response.statusCode).toBe(200);
    const { original, created } = response.json<{ original: TFlightOrder; created: TFlightOrder }>();
    expect(created.pnr).not.toBe(original.pnr);
    expect(created.status).toBe('ticketed');
    expect(created.passengers.map((p) => p.id).sort()).toEqual([adult!.id, infant!.id].sort());
    expect(created.passengers.find((p) => p.id === adult!.id)!.ticketNumber).toBe(adult!.ticketNumber);
    expect(original.passengers).toHaveLength(1);
    expect(created.totals.paid).toBe(ADULT_NET + INFANT_NET);
    expect(original.totals.paid + created.totals.paid).toBe(order.totals.paid);
    expect(created.segments[0]!.flight.id).toBe(order.segments[0]!.flight.id);
  });
});

describe('change of date', () => {
  it('moves the segment to a flight of the same route in the class of the same name and charges the difference', async () => {
    const { agent, flightClass, order } = await orderOf(['adult']);
    const { flight: later } = await sellableClass(db(), setup, { daysAhead: 14 });
    const pricier = classPrices(25_000);
    const target = await createClassRow(db(), setup, later.id, { name: flightClass.name, ...priceColumns(pricier) });
    const before = await balanceOf(agent.user.id);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
      params: { id: order.id },
      headers: agent.headers,
      body: { changes: [{ segmentId: order.segments[0]!.id, flightId: later.id }] },
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json<TFlightOrder>();
    expect(moved.segments[0]!.flight.id).toBe(later.id);
    expect(moved.segments[0]!.class.id).toBe(target.id);
    // 50 USD more on the fare at 400 AMD.
    const difference = 50 * 400 * 100;
    expect(moved.totals.payable).toBe(ADULT_NET + difference);
    expect(moved.totals.paid).toBe(ADULT_NET + difference);
    expect(await balanceOf(agent.user.id)).toBe(before - difference);
    expect(await counters(flightClass.id)).toMatchObject({ sold: 0 });
    expect(await counters(target.id)).toMatchObject({ sold: 1 });
  });

  it('refuses another route and a flight without the class', async () => {
    const { agent, order } = await orderOf(['adult'], 'booking');
    const { flight: otherRoute } = await sellableClass(db(), setup, { from: setup.to.id, to: setup.from.id });
    const { flight: sameRoute } = await sellableClass(db(), setup, { daysAhead: 15 });
    for (const [flightId, message] of [
      [otherRoute.id, 'notSameRoute'],
      [sameRoute.id, 'noSameClass'],
    ] as const) {
      const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.changeDate, {
        params: { id: order.id },
        headers: agent.headers,
        body: { changes: [{ segmentId: order.segments[0]!.id, flightId }] },
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors['changes.0.flightId']).toBeTruthy();
    }
  });
});

describe('discount, details and names', () => {
  it('an admin gives a discount on a ticketed order and the agent is credited; never above the price', async () => {
    const { agent, order } = await orderOf(['adult']);
    const before = await balanceOf(agent.user.id);
    const byAgent = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: order.id },
      headers: agent.headers,
      body: { discount: 1_000, reason: 'x' },
    });
    expect(byAgent.statusCode).toBe(403);
    const tooHigh = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: order.id },
      headers: admin.headers,
      body: { discount: ADULT_NET + 100, reason: 'too much' },
    });
    expect(tooHigh.statusCode).toBe(400);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editDiscount, {
      params: { id: order.id },
      headers: admin.headers,
      body: { discount: 500_000, reason: 'Loyal client' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TFlightOrder>().totals).toMatchObject({ discount: 500_000, payable: ADULT_NET - 500_000 });
    expect(await balanceOf(agent.user.id)).toBe(before + 500_000);
  });

  it('edits the contact, the comment and passports; refuses a passport that expires before the trip', async () => {
    const { agent, order } = await orderOf(['adult'], 'booking');
    const passengerId = order.passengers[0]!.id;
    const expiring = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.edit, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengers: [{ id: passengerId, passportExpiry: '2020-01-01' }] },
    });
    expect(expiring.statusCode).toBe(400);
    expect(expiring.json().errors).toHaveProperty('passengers.0.passportExpiry');
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.edit, {
      params: { id: order.id },
      headers: agent.headers,
      body: {
        contact: { name: 'New Contact', phone: '+374 10 999999', email: 'new@example.test' },
        comment: 'Window seats',
        passengers: [{ id: passengerId, passportNumber: 'bb7654321' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<TFlightOrder>();
    expect(edited.contact.name).toBe('New Contact');
    expect(edited.comment).toBe('Window seats');
    expect(edited.passengers[0]!.passportNumber).toBe('BB7654321');
    const keepsComment = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.edit, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengers: [] },
    });
    expect(keepsComment.json<TFlightOrder>().comment).toBe('Window seats');
    const unknown = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.edit, {
      params: { id: order.id },
      headers: agent.headers,
      body: { passengers: [{ id: 999_999, gender: 'male' }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("changes a name with the fare rule's fee: on a booking it is due with the price, ticketed only admins", async () => {
    const { agent, order } = await orderOf(['adult'], 'booking');
    const passengerId = order.passengers[0]!.id;
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: order.id, passengerId },
      headers: agent.headers,
      body: {
        firstName: 'Mariam',
        lastName: 'Hakobyan',
        chargeFee: false,
      },
    });
    expect(response.statusCode).toBe(200);
    const renamed = response.json<TFlightOrder>();
    expect(renamed.passengers[0]).toMatchObject({ firstName: 'Mariam', lastName: 'Hakobyan' });
    // The test fare rule's fee is 20 USD at 400 AMD; an agent cannot waive it.
    expect(renamed.totals.payable).toBe(ADULT_NET + 800_000);

    const ticketed = await orderOf(['adult']);
    const ticketedPassenger = ticketed.order.passengers[0]!.id;
    const byAgent = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: ticketed.order.id, passengerId: ticketedPassenger },
      headers: ticketed.agent.headers,
      body: { firstName: 'Mariam', lastName: 'Hakobyan' },
    });
    expect(byAgent.statusCode).toBe(403);
    const before = await balanceOf(ticketed.agent.user.id);
    const byAdmin = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.editPassengerName, {
      params: { orderId: ticketed.order.id, passengerId: ticketedPassenger },
      headers: admin.headers,
      body: { firstName: 'Mariam', lastName: 'Hakobyan' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await balanceOf(ticketed.agent.user.id)).toBe(before - 800_000);
  });
});

describe('remove passenger', () => {
  it('reprices a booking and frees the seat; refunds a ticketed passenger (admins)', async () => {
    const { agent, flight, flightClass, order } = await orderOf(['adult', 'adult'], 'booking');
    const removed = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: flight.id, passengerId: order.passengers[1]!.id },
      headers: agent.headers,
    });
    expect(removed.statusCode).toBe(200);
    const booking = removed.json<TFlightOrder>();
    expect(booking.passengers[1]!.status).toBe('removed');
    expect(booking.totals.payable).toBe(ADULT_NET);
    expect(await counters(flightClass.id)).toMatchObject({ sold: 1 });
    const last = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: flight.id, passengerId: order.passengers[0]!.id },
      headers: agent.headers,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().errors).toHaveProperty('passengerId');

    const ticketed = await orderOf(['adult', 'adult']);
    const passengerId = ticketed.order.passengers[0]!.id;
    const byAgent = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: ticketed.flight.id, passengerId },
      headers: ticketed.agent.headers,
    });
    expect(byAgent.statusCode).toBe(403);
    const wrongFlight = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: flight.id, passengerId },
      headers: admin.headers,
    });
    expect(wrongFlight.statusCode).toBe(404);
    const before = await balanceOf(ticketed.agent.user.id);
    const byAdmin = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.removePassenger, {
      params: { flightId: ticketed.flight.id, passengerId },
      headers: admin.headers,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<TFlightOrder>().passengers[0]).toMatchObject({
      status: 'refunded',
      refundAmount: ADULT_NET / 2,
    });
    expect(await balanceOf(ticketed.agent.user.id)).toBe(before + ADULT_NET / 2);
  });
});

describe('a flight and its orders', () => {
  it("lists each class's passengers and stops a flight with active orders from moving or being deleted", async () => {
    const { flight, flightClass, order } = await orderOf(['adult', 'child']);
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.flightPassengers, {
      params: { id: flight.id },
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<TFlightPassengers>();
    const own = list.classes.find((item) => item.id === flightClass.id)!;
    expect(own.passengers.map((p) => p.pnr)).toEqual([order.pnr, order.pnr]);
    expect(own).toMatchObject({ sold: 2, held: 0 });

    const deleted = await injectEndpoint(testApp.app, FLIGHT_ENDPOINTS.remove, {
      params: { id: flight.id },
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().affectedOrders).toEqual([
      expect.objectContaining({ id: order.id, pnr: order.pnr, status: 'ticketed', passengers: 2 }),
    ]);
  });
});
