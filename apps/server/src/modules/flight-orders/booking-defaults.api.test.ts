import { FLIGHT_ORDER_ENDPOINTS, type TBookingDefaults } from '@frs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  passengerInput,
  preOrder,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

/**
 * Issue 31, "Faster booking for agents": the contact and the route a caller's next booking starts from. Before, no
 * such call existed: the checkout's contact was typed anew for every order and the search form started empty after
 * every login.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
});
afterAll(async () => {
  await testApp.app.close();
});

async function defaultsOf(headers: Record<string, string>): Promise<TBookingDefaults> {
  const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingDefaults, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBookingDefaults>();
}

const DESK = { name: 'Ararat Travel desk', phone: '+374 10 505050', email: 'desk@ararat.test' };

describe('GET /api/orders/booking-defaults', () => {
  it("starts a new agent from their profile's contact, with no route", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 1_000_000_000 });
    expect(await defaultsOf(agent.headers)).toEqual({
      contact: {
        name: 'Test Contact',
        // The mobile phone rather than the office's: the one a traveller's trouble reaches at any hour.
        phone: '+374 99 111111',
        email: agent.user.email,
        source: 'profile',
        pnr: null,
      },
      trip: null,
    });
  });

  it("leaves out a profile value the contact rules refuse, and falls back to the office's phone", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    await db().update(users).set({ contactNameSurname: ' ', mobilePhone: '12' }).where(eq(users.id, agent.user.id));
    const { contact } = await defaultsOf(agent.headers);
    expect(contact).toEqual({
      name: '',
      phone: '+374 10 111111',
      email: agent.user.email,
      source: 'profile',
      pnr: null,
    });
  });

  it("takes the contact of the agent's latest order unless it was one of that order's travellers", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 1_000_000_000 });
    const other = await userWithToken(testApp.app, db(), 'user', { balance: 1_000_000_000 });
    const outbound = await sellableClass(db(), setup);
    const back = await sellableClass(db(), setup, {
      daysAhead: 17,
      travelType: 'roundTrip',
      from: setup.to.id,
      to: setup.from.id,
    });
    const there = await sellableClass(db(), setup, { daysAhead: 10, travelType: 'roundTrip' });

    // An order whose contact is the agency's desk.
    const desk = await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([outbound.flightClass.id], undefined, { contact: DESK }),
    );
    expect(await defaultsOf(agent.headers)).toEqual({
      contact: { ...DESK, source: 'lastOrder', pnr: desk.pnr },
      trip: { travelType: 'oneWay', legs: [{ fromAirportId: setup.from.id, toAirportId: setup.to.id }] },
    });

    // A later round trip whose contact is its own traveller (typed in another case and spacing): the desk stays the
    // contact, the route is the new order's.
    const traveller = passengerInput('adult', { firstName: 'Gevorg', lastName: 'Sargsyan' });
    await preOrder(
      testApp.app,
      agent.headers,
      preOrderBody([there.flightClass.id, back.flightClass.id], [traveller], {
        contact: { name: '  sargsyan   GEVORG ', phone: '+374 91 222222', email: 'gevorg@example.test' },
      }),
    );
    expect(await defaultsOf(agent.headers)).toEqual({
      contact: { ...DESK, source: 'lastOrder', pnr: desk.pnr },
      trip: {
        travelType: 'roundTrip',
        legs: [
          { fromAirportId: setup.from.id, toAirportId: setup.to.id },
          { fromAirportId: setup.to.id, toAirportId: setup.from.id },
        ],
      },
    });

    // Another agent's orders are theirs alone.
    expect((await defaultsOf(other.headers)).contact?.source).toBe('profile');
    expect((await defaultsOf(other.headers)).trip).toBeNull();
  });

  it("gives staff their own sales' contact, not an agent's, even for an order they made for that agent", async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const agent = await userWithToken(testApp.app, db(), 'user', { balance: 1_000_000_000 });
    const { flightClass } = await sellableClass(db(), setup);
    await preOrder(testApp.app, agent.headers, preOrderBody([flightClass.id], undefined, { contact: DESK }));
    expect((await defaultsOf(admin.headers)).contact?.source).toBe('profile');

    const forAgent = await preOrder(
      testApp.app,
      admin.headers,
      preOrderBody([flightClass.id], undefined, {
        agentId: agent.user.id,
        contact: { name: 'Sales desk', phone: '+374 10 999999', email: 'sales@agency.test' },
      }),
    );
    const defaults = await defaultsOf(admin.headers);
    expect(defaults.contact).toMatchObject({ name: 'Sales desk', source: 'lastOrder', pnr: forAgent.pnr });
    // The agent's own defaults still come from the agent's own orders.
    expect((await defaultsOf(agent.headers)).contact).toMatchObject({ name: DESK.name, source: 'lastOrder' });
  });

  it('is for those who may book: a Viewer hears 403', async () => {
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    const response = await injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.bookingDefaults, {
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
