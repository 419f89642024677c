import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ORDER_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  ROLES,
  SEARCH_ENDPOINTS,
  ZFlightPreOrderRequest,
  type TEndpointDefinition,
  type TRole,
  ORDER_ACTIVITY_ENDPOINTS,
} from '@frs/contract';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { createUser, userWithToken } from '../../../test/factories';
import { createClassRow, createFlightSetup, type TFlightSetup } from '../../../test/flight-factories';
import { passengerInput, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import type { TActor } from '../../lib/actor';
import { placeOrder } from './place-order';
import { createPreOrder } from './pre-order';

/**
 * Every endpoint of search, orders and the passengers directory against every role, with valid requests on fresh orders
 * (an agent's own), so that a refusal can only be the permission. The expectations are written out here from
 * docs/PRODUCT.md §6 and the decisions in apps/server/src/modules/order-engine/README.md "Operations and money rules",
 * not read from the tables they test.
 *
 * The checks run in one order (issue 12): no token 401, a role the route does not let in 403, then validation 400
 * (a missing Idempotency-Key included), then the order's own rules. So a role without the permission hears 403
 * whatever it sends, and a role with it hears 400 without a key, before any rule of the order is looked at.
 */

const EVERYONE: readonly TRole[] = ROLES;
const FLIGHT_ORDER_READERS: readonly TRole[] = [
  'Super Admin',
  'Admin',
  'Viewer',
  'Tickets',
  'Hotels',
  'Packages',
  'user',
];
const ORDER_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages', 'user'];
const FLIGHT_ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
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
    input: ZFlightPreOrderRequest.parse(
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

interface TCase {
  name: string;
  endpoint: TEndpointDefinition;
  /** The roles the route lets in: those holding the endpoint's permission. */
  permitted: readonly TRole[];
  /** The roles that succeed: the permitted ones the order's actor rules allow (refunds and the like: staff). */
  allowed: readonly TRole[];
  /** A valid call for the role, on fresh data (the agent's own). */
  call: (role: TRole) => Promise<TInjectCall>;
}

const CASES: TCase[] = [
  {
    name: 'POST mainSearch',
    endpoint: SEARCH_ENDPOINTS.flights,
    permitted: EVERYONE,
    allowed: EVERYONE,
    call: async () => ({
      body: {
        travelType: 'oneWay',
        legs: [{ fromAirportId: setup.from.id, toAirportId: setup.to.id, date: '2030-01-01' }],
        passengers: { adults: 1, children: 0, infants: 0 },
      },
    }),
  },
  {
    name: 'POST pre-order',
    endpoint: FLIGHT_ORDER_ENDPOINTS.preOrder,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async () => {
      const { flightClass } = await sellableClass(db(), setup);
      return { body: preOrderBody([flightClass.id]) };
    },
  },
  {
    name: 'POST cancel-pre-order',
    endpoint: FLIGHT_ORDER_ENDPOINTS.cancelPreOrder,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'hold')).order.id } }),
  },
  {
    name: 'POST order (ticketing)',
    endpoint: FLIGHT_ORDER_ENDPOINTS.order,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => ({ body: { orderId: (await orderFor(role, 'hold')).order.id, mode: 'ticketing' } }),
  },
  {
    name: 'POST cancel',
    endpoint: FLIGHT_ORDER_ENDPOINTS.cancel,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'booked')).order.id } }),
  },
  {
    name: 'POST booking-to-ticketing',
    endpoint: FLIGHT_ORDER_ENDPOINTS.bookingToTicketing,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'booked')).order.id } }),
  },
  {
    name: 'POST refund',
    endpoint: FLIGHT_ORDER_ENDPOINTS.refund,
    permitted: ORDER_WRITERS,
    allowed: FLIGHT_ORDER_STAFF,
    call: async (role) => ({ params: { id: (await orderFor(role, 'ticketed')).order.id }, body: {} }),
  },
  {
    name: 'POST split',
    endpoint: FLIGHT_ORDER_ENDPOINTS.split,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      return { params: { id: order.id }, body: { passengerIds: [order.passengers[0]!.id] } };
    },
  },
  {
    name: 'PATCH orderDate',
    endpoint: FLIGHT_ORDER_ENDPOINTS.changeDate,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => {
      const { order } = await orderFor(role, 'booked');
      const { flight: later } = await sellableClass(db(), setup, { daysAhead: 12 });
      await createClassRow(db(), setup, later.id, { name: order.segments[0]!.class.name });
      return {
        params: { id: order.id },
        body: { changes: [{ segmentId: order.segments[0]!.id, flightId: later.id }] },
      };
    },
  },
  {
    name: 'POST orderDate quote',
    endpoint: FLIGHT_ORDER_ENDPOINTS.changeDateQuote,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      const { flight: later } = await sellableClass(db(), setup, { daysAhead: 12 });
      await createClassRow(db(), setup, later.id, { name: order.segments[0]!.class.name });
      return {
        params: { id: order.id },
        body: { changes: [{ segmentId: order.segments[0]!.id, flightId: later.id }] },
      };
    },
  },
  {
    name: 'POST editDiscount',
    endpoint: FLIGHT_ORDER_ENDPOINTS.editDiscount,
    permitted: ORDER_WRITERS,
    allowed: FLIGHT_ORDER_STAFF,
    call: async (role) => ({
      params: { id: (await orderFor(role, 'ticketed')).order.id },
      body: { discount: 1_000, reason: 'Permission test' },
    }),
  },
  {
    name: 'POST edit',
    endpoint: FLIGHT_ORDER_ENDPOINTS.edit,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => ({
      params: { id: (await orderFor(role, 'ticketed')).order.id },
      body: { comment: 'Permission test' },
    }),
  },
  {
    name: 'PATCH editPassengerName (booked)',
    endpoint: FLIGHT_ORDER_ENDPOINTS.editPassengerName,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => {
      const { order } = await orderFor(role, 'booked');
      return {
        params: { orderId: order.id, passengerId: order.passengers[0]!.id },
        body: { firstName: 'New', lastName: 'Name' },
      };
    },
  },
  {
    name: 'PATCH editPassengerName (ticketed)',
    endpoint: FLIGHT_ORDER_ENDPOINTS.editPassengerName,
    permitted: ORDER_WRITERS,
    allowed: FLIGHT_ORDER_STAFF,
    call: async (role) => {
      const { order } = await orderFor(role, 'ticketed');
      return {
        params: { orderId: order.id, passengerId: order.passengers[0]!.id },
        body: { firstName: 'New', lastName: 'Name' },
      };
    },
  },
  {
    name: 'POST remove-passenger (booked)',
    endpoint: FLIGHT_ORDER_ENDPOINTS.removePassenger,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async (role) => {
      const { order, flight } = await orderFor(role, 'booked');
      return { params: { flightId: flight.id, passengerId: order.passengers[0]!.id } };
    },
  },
  {
    name: 'POST remove-passenger (ticketed)',
    endpoint: FLIGHT_ORDER_ENDPOINTS.removePassenger,
    permitted: ORDER_WRITERS,
    allowed: FLIGHT_ORDER_STAFF,
    call: async (role) => {
      const { order, flight } = await orderFor(role, 'ticketed');
      return { params: { flightId: flight.id, passengerId: order.passengers[0]!.id } };
    },
  },
  {
    name: 'POST get-orders',
    endpoint: FLIGHT_ORDER_ENDPOINTS.list,
    permitted: FLIGHT_ORDER_READERS,
    allowed: FLIGHT_ORDER_READERS,
    call: async () => ({ body: {} }),
  },
  {
    name: 'GET order by id',
    endpoint: FLIGHT_ORDER_ENDPOINTS.get,
    permitted: FLIGHT_ORDER_READERS,
    allowed: FLIGHT_ORDER_READERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'hold', 1)).order.id } }),
  },
  {
    name: 'GET order activity',
    endpoint: ORDER_ACTIVITY_ENDPOINTS.flight,
    permitted: FLIGHT_ORDER_READERS,
    allowed: FLIGHT_ORDER_READERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'hold', 1)).order.id } }),
  },
  {
    name: 'GET booking-defaults',
    endpoint: FLIGHT_ORDER_ENDPOINTS.bookingDefaults,
    permitted: ORDER_WRITERS,
    allowed: ORDER_WRITERS,
    call: async () => ({}),
  },
  {
    name: "GET a flight's passengers",
    endpoint: FLIGHT_ORDER_ENDPOINTS.flightPassengers,
    permitted: FLIGHT_READERS,
    allowed: FLIGHT_READERS,
    call: async (role) => ({ params: { id: (await orderFor(role, 'hold', 1)).flight.id } }),
  },
  {
    name: 'GET passengers',
    endpoint: PASSENGER_ENDPOINTS.list,
    permitted: DIRECTORY_READERS,
    allowed: DIRECTORY_READERS,
    call: async () => ({ query: { search: 'a' } }),
  },
  {
    name: 'POST passengers',
    endpoint: PASSENGER_ENDPOINTS.create,
    permitted: DIRECTORY_WRITERS,
    allowed: DIRECTORY_WRITERS,
    call: async () => {
      const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
      return { body: fields };
    },
  },
];

async function ownPassenger(role: TRole): Promise<number> {
  const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
  const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
    headers: callers.get(DIRECTORY_WRITERS.includes(role) ? role : 'Admin')!.headers,
    body: fields,
  });
  return response.json<{ id: number }>().id;
}

CASES.push(
  {
    name: 'PATCH passengers/{id}',
    endpoint: PASSENGER_ENDPOINTS.update,
    permitted: DIRECTORY_WRITERS,
    allowed: DIRECTORY_WRITERS,
    call: async (role) => {
      const { directoryId: _id, save: _save, ...fields } = passengerInput('adult');
      return { params: { id: await ownPassenger(role) }, body: fields };
    },
  },
  {
    name: 'DELETE passengers/{id}',
    endpoint: PASSENGER_ENDPOINTS.remove,
    permitted: DIRECTORY_WRITERS,
    allowed: DIRECTORY_WRITERS,
    call: async (role) => ({ params: { id: await ownPassenger(role) } }),
  },
);

/** What a careless caller sends: no Idempotency-Key, and a body no schema accepts (where the endpoint takes one). */
const careless = (endpoint: TEndpointDefinition, call: TInjectCall): TInjectCall => ({
  ...call,
  ...(endpoint.body ? { body: ['not', 'a', 'body'] } : {}),
  idempotencyKey: null,
});

describe('search, order and passenger endpoints × roles', () => {
  for (const { name, endpoint, permitted, allowed, call: callFor } of CASES) {
    it(`${name}: ${allowed.join(', ')}`, async () => {
      for (const role of ROLES) {
        const call = await callFor(role);
        const headers = callers.get(role)!.headers;
        if (role === ROLES[0]) {
          // No token: 401 before anything is read.
          const anonymous = await injectEndpoint(testApp.app, endpoint, careless(endpoint, call));
          expect(anonymous.statusCode, `anonymous: ${anonymous.body}`).toBe(401);
        }
        if (!permitted.includes(role)) {
          // The permission before validation: 403 even for a bad body without a key (before issue 12: 400).
          const refused = await injectEndpoint(testApp.app, endpoint, { ...careless(endpoint, call), headers });
          expect(refused.statusCode, `${role}, careless: ${refused.body}`).toBe(403);
        } else if (endpoint.idempotent) {
          // Validation before the order's rules: without its key the call is a 400, and nothing is done.
          const keyless = await injectEndpoint(testApp.app, endpoint, { ...call, headers, idempotencyKey: null });
          expect(keyless.statusCode, `${role}, no key: ${keyless.body}`).toBe(400);
        }
        const response = await injectEndpoint(testApp.app, endpoint, { ...call, headers });
        const expected = allowed.includes(role) ? 200 : 403;
        expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
      }
    });
  }
});
