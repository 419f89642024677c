import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ROLES, ZPreOrderRequest, type TRole } from '@frs/contract';
import { createUser, userWithToken } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import {
  idempotency,
  passengerInput,
  preOrderBody,
  seedRatesAndTickets,
  sellableClass,
} from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import type { TActor } from '../auth/session';
import { placeOrder } from './lifecycle-service';
import { createPreOrder } from './pre-order-service';

/**
 * Every endpoint of search, orders and the passengers directory against every role, with valid requests on fresh
 * orders (an agent's own), so that a refusal can only be the permission. The expectations are written out here
 * from spec section 6 and the decisions in docs/ARCHITECTURE.md ("Orders"), not read from the tables they test.
 */

const EVERYONE: readonly TRole[] = ROLES;
const ORDER_READERS: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages', 'user'];
const ORDER_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages', 'user'];
const ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
const FLIGHT_READERS: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'];
const DIRECTORY_READERS: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages', 'user'];
const DIRECTORY_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages', 'user'];

let testApp: TTestApp;
let setup: TFlightSetup;
const callers = new Map<TRole, { id: number; headers: Record<string, string> }>();
let seller: TActor;
let agentOfStaff: number;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  for (const role of ROLES) {
    const caller = await userWithToken(testApp.app, db(), role, { balance: role === 'user' ? 10_000_000_000 : 0 });
    callers.set(role, { id: caller.user.id, headers: caller.headers });
  }
  const superAdmin = await createUser(db(), { role: 'Super Admin' });
  seller = { userId: superAdmin.id, role: 'Super Admin', baseRole: 'Super Admin', adminGroups: null };
  agentOfStaff = (await createUser(db(), { balance: 10_000_000_000 })).id;
});
afterAll(async () => {
  await testApp.app.close();
});

/** A fresh order in a status, the caller's own if the caller is an agent. */
async function orderFor(role: TRole, status: 'hold' | 'booked' | 'ticketed', passengers = 2) {
  const agentId = role === 'user' ? callers.get('user')!.id : agentOfStaff;
  const { flight, flightClass } = await sellableClass(db(), setup);
  const order = await createPreOrder({
    db: db(),
    actor: seller,
    input: ZPreOrderRequest.parse(
      preOrderBody(
        [flightClass.id],
        Array.from({ length: passengers }, () => passengerInput('adult')),
        { agentId },
      ),
    ),
  });
  if (status !== 'hold') {
    await placeOrder({
      db: db(),
      actor: seller,
      input: { orderId: order.id, mode: status === 'booked' ? 'booking' : 'ticketing' },
      idempotencyKey: `permissions-${order.id}`,
    });
  }
  return { order, flight, flightClass };
}

interface TRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  query?: Record<string, string>;
  money?: boolean;
}

interface TEndpoint {
  name: string;
  allowed: readonly TRole[];
  request: (role: TRole) => Promise<TRequest>;
}

const ENDPOINTS: TEndpoint[] = [
  {
    name: 'POST mainSearch',
    allowed: EVERYONE,
    request: async () => ({
      method: 'POST',
      url: API_PATHS.search,
      payload: {
        travelType: 'oneWay',
        legs: [{ fromAirportId: setup.from.id, toAirportId: setup.to.id, date: '2030-01-01' }],
        passengers: { adults: 1, children: 0, infants: 0 },
      },
    }),
  },
  {
    name: 'POST pre-order',
    allowed: ORDER_WRITERS,
    request: async () => {
      const { flightClass } = await sellableClass(db(), setup);
      return { method: 'POST', url: API_PATHS.preOrder, payload: preOrderBody([flightClass.id]) };
    },
  },
  {
    name: 'POST cancel-pre-order',
    allowed: ORDER_WRITERS,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.cancelPreOrder((await orderFor(role, 'hold')).order.id),
    }),
  },
  {
    name: 'POST order (ticketing)',
    allowed: ORDER_WRITERS,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.order,
      payload: { orderId: (await orderFor(role, 'hold')).order.id, mode: 'ticketing' },
      money: true,
    }),
  },
  {
    name: 'POST cancel',
    allowed: ORDER_WRITERS,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.cancelOrder((await orderFor(role, 'booked')).order.id),
    }),
  },
  {
    name: 'POST booking-to-ticketing',
    allowed: ORDER_WRITERS,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.bookingToTicketing((await orderFor(role, 'booked')).order.id),
      money: true,
    }),
  },
  {
    name: 'POST refund',
    allowed: ORDER_STAFF,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.refund((await orderFor(role, 'ticketed')).order.id),
      payload: {},
      money: true,
    }),
  },
  {
    name: 'POST split',
    allowed: ORDER_WRITERS,
    request: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      return { method: 'POST', url: API_PATHS.split(order.id), payload: { passengerIds: [order.passengers[0]!.id] } };
    },
  },
  {
    name: 'PATCH orderDate',
    allowed: ORDER_WRITERS,
    request: async (role) => {
      const { order } = await orderFor(role, 'booked');
      const { flight: later } = await sellableClass(db(), setup, { daysAhead: 12 });
      await createClassRow(db(), setup, later.id, { name: order.segments[0]!.class.name });
      return {
        method: 'PATCH',
        url: API_PATHS.orderDate(order.id),
        payload: { changes: [{ segmentId: order.segments[0]!.id, flightId: later.id }] },
        money: true,
      };
    },
  },
  {
    name: 'POST orderDate quote',
    allowed: ORDER_WRITERS,
    request: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      const { flight: later } = await sellableClass(db(), setup, { daysAhead: 12 });
      await createClassRow(db(), setup, later.id, { name: order.segments[0]!.class.name });
      return {
        method: 'POST',
        url: API_PATHS.orderDateQuote(order.id),
        payload: { changes: [{ segmentId: order.segments[0]!.id, flightId: later.id }] },
      };
    },
  },
  {
    name: 'POST editDiscount',
    allowed: ORDER_STAFF,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.editDiscount((await orderFor(role, 'ticketed')).order.id),
      payload: { discount: 1_000, reason: 'Permission test' },
      money: true,
    }),
  },
  {
    name: 'POST edit',
    allowed: ORDER_WRITERS,
    request: async (role) => ({
      method: 'POST',
      url: API_PATHS.editOrder((await orderFor(role, 'ticketed')).order.id),
      payload: { comment: 'Permission test' },
    }),
  },
  {
    name: 'PATCH editPassengerName (booked)',
    allowed: ORDER_WRITERS,
    request: async (role) => {
      const { order } = await orderFor(role, 'booked');
      return {
        method: 'PATCH',
        url: API_PATHS.editPassengerName(order.id, order.passengers[0]!.id),
        payload: { firstName: 'New', lastName: 'Name' },
        money: true,
      };
    },
  },
  {
    name: 'PATCH editPassengerName (ticketed)',
    allowed: ORDER_STAFF,
    request: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      return {
        method: 'PATCH',
        url: API_PATHS.editPassengerName(order.id, order.passengers[0]!.id),
        payload: { firstName: 'New', lastName: 'Name' },
        money: true,
      };
    },
  },
  {
    name: 'POST remove-passenger (booked)',
    allowed: ORDER_WRITERS,
    request: async (role) => {
      const { order, flight } = await orderFor(role, 'booked');
      return { method: 'POST', url: API_PATHS.removePassenger(flight.id, order.passengers[0]!.id), money: true };
    },
  },
  {
    name: 'POST remove-passenger (ticketed)',
    allowed: ORDER_STAFF,
    request: async (role) => {
      const { order, flight } = await orderFor(role, 'ticketed');
      return { method: 'POST', url: API_PATHS.removePassenger(flight.id, order.passengers[0]!.id), money: true };
    },
  },
  {
    name: 'POST get-orders',
    allowed: ORDER_READERS,
    request: async () => ({ method: 'POST', url: API_PATHS.orderList, payload: {} }),
  },
  {
    name: 'GET order by id',
    allowed: ORDER_READERS,
    request: async (role) => ({ method: 'GET', url: API_PATHS.orderById((await orderFor(role, 'hold', 1)).order.id) }),
  },
  {
    name: 'GET order activity',
    allowed: ORDER_READERS,
    request: async (role) => ({
      method: 'GET',
      url: API_PATHS.orderActivity((await orderFor(role, 'hold', 1)).order.id),
    }),
  },
  {
    name: "GET a flight's passengers",
    allowed: FLIGHT_READERS,
    request: async (role) => ({
      method: 'GET',
      url: API_PATHS.flightPassengers((await orderFor(role, 'hold', 1)).flight.id),
    }),
  },
  {
    name: 'GET passengers',
    allowed: DIRECTORY_READERS,
    request: async () => ({ method: 'GET', url: API_PATHS.passengers, query: { search: 'a' } }),
  },
  {
    name: 'POST passengers',
    allowed: DIRECTORY_WRITERS,
    request: async () => {
      const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
      return { method: 'POST', url: API_PATHS.passengers, payload: fields };
    },
  },
];

async function ownPassenger(role: TRole): Promise<number> {
  const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
  const response = await testApp.app.inject({
    method: 'POST',
    url: API_PATHS.passengers,
    headers: callers.get(DIRECTORY_WRITERS.includes(role) ? role : 'Admin')!.headers,
    payload: fields,
  });
  return response.json<{ id: number }>().id;
}

ENDPOINTS.push(
  {
    name: 'PATCH passengers/{id}',
    allowed: DIRECTORY_WRITERS,
    request: async (role) => {
      const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
      return { method: 'PATCH', url: API_PATHS.passengerById(await ownPassenger(role)), payload: fields };
    },
  },
  {
    name: 'DELETE passengers/{id}',
    allowed: DIRECTORY_WRITERS,
    request: async (role) => ({ method: 'DELETE', url: API_PATHS.passengerById(await ownPassenger(role)) }),
  },
);

describe('search, order and passenger endpoints × roles', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: ${endpoint.allowed.join(', ')}`, async () => {
      for (const role of ROLES) {
        const request = await endpoint.request(role);
        const response = await testApp.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...callers.get(role)!.headers, ...(request.money ? idempotency() : {}) },
          ...(request.payload ? { payload: request.payload } : {}),
          ...(request.query ? { query: request.query } : {}),
        });
        const expected = endpoint.allowed.includes(role) ? 200 : 403;
        expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
      }
    });
  }
});
