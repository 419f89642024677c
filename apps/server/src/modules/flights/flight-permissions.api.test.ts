import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type TReferenceResourceName, type TRole } from '@frs/contract';
import { timeLimits } from '../../db/schema';
import { bearer } from '../../../test/factories';
import {
  airportInput,
  classPrices,
  createAircraft,
  createAirline,
  createAirport,
  createBaggageRule,
  createClassRow,
  createClassTemplateRow,
  createFareRule,
  createFlightRow,
  createFlightSetup,
  createFlightTemplateRow,
  nextNumber,
  tokensForEveryRole,
  uniqueLetters,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Every endpoint of the flight inventory against every role, with valid requests (so that a refusal can only be
 * the permission). The expectations are written out here from spec section 6 and the decisions in
 * docs/ARCHITECTURE.md, not read from the permission table they test.
 */

const EVERYONE: readonly TRole[] = ROLES;
const FLIGHT_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'];
const FLIGHT_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
const ADMINS: readonly TRole[] = ['Super Admin', 'Admin'];

interface TRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

interface TEndpoint {
  name: string;
  allowed: readonly TRole[];
  /** A valid request, on fresh records of its own (allowed calls change data). */
  request: () => Promise<TRequest>;
}

let testApp: TTestApp;
let setup: TFlightSetup;
let tokenOf: (role: TRole) => string;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ROLES);
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;

const classInput = () => ({
  name: `P${nextNumber()}`.slice(0, 6),
  type: 'economy',
  travelType: 'oneWay',
  seats: 1,
  adminOnly: false,
  fareRuleId: setup.fareRule.id,
  baggageRuleId: setup.baggageRule.id,
  prices: classPrices(),
});

const flightInput = () => ({
  airlineId: setup.airline.id,
  flightNumber: String(1000 + nextNumber()),
  aircraftId: setup.aircraft.id,
  fromAirportId: setup.from.id,
  toAirportId: setup.to.id,
  departureLocal: '2030-09-01T08:00',
  arrivalLocal: '2030-09-01T10:30',
  seatCapacity: 100,
  currency: 'EUR',
});

const baggage = { cabinKg: 8, checkedPieces: 1, checkedKg: 20 };
const penalties = {
  change: { type: 'percent', value: 0 },
  cancel: { type: 'percent', value: 0 },
  refund: { type: 'amount', value: 100 },
};

/** The reference resources of the flight inventory (the others have their matrix in agency-permissions). */
type TFlightResourceName = Extract<
  TReferenceResourceName,
  | 'airports'
  | 'airlines'
  | 'aircraft'
  | 'fareRules'
  | 'baggageRules'
  | 'timeLimits'
  | 'flightTemplates'
  | 'classTemplates'
>;

/** Per resource: a fresh valid input, a fresh record to change or delete, and who may write. */
const RESOURCES: Record<
  TFlightResourceName,
  {
    path: string;
    writers: readonly TRole[];
    readers: readonly TRole[];
    input: () => Promise<object>;
    record: () => Promise<number>;
  }
> = {
  airports: {
    path: '/api/airport',
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => airportInput(),
    record: async () => (await createAirport(db())).id,
  },
  airlines: {
    path: '/api/airline',
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({ iataCode: uniqueLetters(2), icaoCode: uniqueLetters(3), name: 'Air', logoUrl: null }),
    record: async () => (await createAirline(db())).id,
  },
  aircraft: {
    path: '/api/aircraft',
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({ model: 'ATR 72', seats: 70 }),
    record: async () => (await createAircraft(db())).id,
  },
  fareRules: {
    path: '/api/fareRules',
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({
      name: `Rule ${nextNumber()}`,
      texts: { hy: '', en: '', ru: '' },
      currency: 'AMD',
      penalties: { adult: penalties, child: penalties, infant: penalties },
      nameChangeFee: 0,
      deadlineHours: 0,
    }),
    record: async () => (await createFareRule(db())).id,
  },
  baggageRules: {
    path: '/api/baggageRules',
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({
      name: `Bags ${nextNumber()}`,
      allowances: { adult: baggage, child: baggage, infant: baggage },
    }),
    record: async () => (await createBaggageRule(db())).id,
  },
  timeLimits: {
    path: '/api/timeLimits',
    readers: EVERYONE,
    writers: ADMINS,
    input: async () => ({
      name: 'Limits',
      airlineId: (await createAirline(db())).id,
      holdMinutes: 10,
      bookingHours: 48,
      bookingCloseHours: 24,
      ticketingCloseHours: 3,
    }),
    record: async () => {
      const airline = await createAirline(db());
      const [row] = await db()
        .insert(timeLimits)
        .values({
          name: 'L',
          airlineId: airline.id,
          holdMinutes: 5,
          bookingHours: 5,
          bookingCloseHours: 1,
          ticketingCloseHours: 1,
        })
        .returning();
      return row!.id;
    },
  },
  flightTemplates: {
    path: '/api/flights/templates',
    readers: FLIGHT_STAFF,
    writers: FLIGHT_WRITERS,
    input: async () => ({
      name: `Template ${nextNumber()}`,
      airlineId: setup.airline.id,
      flightNumber: '900',
      aircraftId: setup.aircraft.id,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      departureTime: '09:00',
      durationMinutes: 200,
      seatCapacity: 100,
      currency: 'USD',
    }),
    record: async () => (await createFlightTemplateRow(db(), setup)).id,
  },
  classTemplates: {
    path: '/api/classes/templates/',
    readers: FLIGHT_STAFF,
    writers: FLIGHT_WRITERS,
    input: async () => ({ flightTemplateId: (await createFlightTemplateRow(db(), setup)).id, ...classInput() }),
    record: async () => (await createClassTemplateRow(db(), setup, (await createFlightTemplateRow(db(), setup)).id)).id,
  },
};

const item = (path: string, id: number) => `${path.replace(/\/$/, '')}/${id}`;

const ENDPOINTS: TEndpoint[] = [
  ...Object.entries(RESOURCES).flatMap(([name, resource]): TEndpoint[] => [
    {
      name: `GET ${resource.path}`,
      allowed: resource.readers,
      request: async () => ({ method: 'GET', url: resource.path }),
    },
    {
      name: `GET ${name}/{id}`,
      allowed: resource.readers,
      request: async () => ({ method: 'GET', url: item(resource.path, await resource.record()) }),
    },
    {
      name: `POST ${resource.path}`,
      allowed: resource.writers,
      request: async () => ({ method: 'POST', url: resource.path, payload: await resource.input() }),
    },
    {
      name: `PUT ${name}/{id}`,
      allowed: resource.writers,
      request: async () => {
        const id = await resource.record();
        const input = await resource.input();
        return { method: 'PUT', url: item(resource.path, id), payload: input };
      },
    },
    {
      name: `DELETE ${name}/{id}`,
      allowed: resource.writers,
      request: async () => ({ method: 'DELETE', url: item(resource.path, await resource.record()) }),
    },
  ]),
  {
    name: 'POST /api/flights/get/',
    allowed: FLIGHT_STAFF,
    request: async () => ({
      method: 'POST',
      url: '/api/flights/get/',
      payload: { startDate: '2030-09-01', endDate: '2030-09-30', classes: [] },
    }),
  },
  {
    name: 'GET /api/flights/get/{id}',
    allowed: FLIGHT_STAFF,
    request: async () => ({ method: 'GET', url: `/api/flights/get/${(await createFlightRow(db(), setup)).id}` }),
  },
  {
    name: 'POST /api/flights/create',
    allowed: FLIGHT_WRITERS,
    request: async () => ({ method: 'POST', url: '/api/flights/create', payload: flightInput() }),
  },
  {
    name: 'POST /api/flights/edit/{id}',
    allowed: FLIGHT_WRITERS,
    request: async () => ({
      method: 'POST',
      url: `/api/flights/edit/${(await createFlightRow(db(), setup)).id}`,
      payload: { ...flightInput(), status: 'upcoming' },
    }),
  },
  {
    name: 'GET /api/flights/delete/{id}',
    allowed: FLIGHT_WRITERS,
    request: async () => ({ method: 'GET', url: `/api/flights/delete/${(await createFlightRow(db(), setup)).id}` }),
  },
  {
    name: 'GET /api/classes/get-by-flightId/{id}',
    allowed: FLIGHT_STAFF,
    request: async () => ({
      method: 'GET',
      url: `/api/classes/get-by-flightId/${(await createFlightRow(db(), setup)).id}`,
    }),
  },
  {
    name: 'POST /api/classes/create/{flightId}',
    allowed: FLIGHT_WRITERS,
    request: async () => ({
      method: 'POST',
      url: `/api/classes/create/${(await createFlightRow(db(), setup)).id}`,
      payload: classInput(),
    }),
  },
  {
    name: 'POST /api/classes/edit/{id}',
    allowed: FLIGHT_WRITERS,
    request: async () => {
      const flight = await createFlightRow(db(), setup);
      const row = await createClassRow(db(), setup, flight.id);
      return { method: 'POST', url: `/api/classes/edit/${row.id}`, payload: classInput() };
    },
  },
  {
    name: 'GET /api/classes/delete/{id}',
    allowed: FLIGHT_WRITERS,
    request: async () => {
      const flight = await createFlightRow(db(), setup);
      return { method: 'GET', url: `/api/classes/delete/${(await createClassRow(db(), setup, flight.id)).id}` };
    },
  },
  ...(['/api/flights/schedule/preview', '/api/flights/schedule'] as const).map((url): TEndpoint => ({
    name: `POST ${url}`,
    allowed: FLIGHT_WRITERS,
    request: async () => {
      const template = await createFlightTemplateRow(db(), setup);
      await createClassTemplateRow(db(), setup, template.id);
      return {
        method: 'POST',
        url,
        payload: { flightTemplateId: template.id, startDate: '2030-10-01', endDate: '2030-10-07', weekdays: [3] },
      };
    },
  })),
];

describe('permission matrix of the flight inventory', () => {
  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const request = await endpoint.request();
      const response = await testApp.app.inject({ ...request, headers: bearer(tokenOf(role)) });
      const allowed = endpoint.allowed.includes(role);
      const ok = allowed ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === 403;
      if (!ok) outcomes.push(`${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(outcomes).toEqual([]);
    const anonymous = await testApp.app.inject(await endpoint.request());
    expect(anonymous.statusCode).toBe(401);
  });
});
