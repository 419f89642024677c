import { afterAll, beforeAll, describe, it } from 'vitest';
import { FLIGHT_ENDPOINTS, REFERENCE_RESOURCES, ROLES, type TReferenceResourceName, type TRole } from '@frs/contract';
import { timeLimits } from '../../db/schema';
import { endpointTitle } from '../../../test/endpoint-call';
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
import {
  expectPermissionCase,
  resourcePermissionCases,
  type TPermissionCase,
  type TResourceAccess,
} from '../../../test/permission-matrix';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Every endpoint of the flight inventory against every role, with valid requests (so that a refusal can only be
 * the permission). The expectations are written out here from docs/PRODUCT.md §6 and the decisions in
 * apps/server/src/modules/flights/README.md "Permissions decided here", not read from the permission table they test.
 */

const EVERYONE: readonly TRole[] = ROLES;
const FLIGHT_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'];
const FLIGHT_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
const ADMINS: readonly TRole[] = ['Super Admin', 'Admin'];

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
const RESOURCES: Record<TFlightResourceName, TResourceAccess> = {
  airports: {
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => airportInput(),
    record: async () => (await createAirport(db())).id,
  },
  airlines: {
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({ iataCode: uniqueLetters(2), icaoCode: uniqueLetters(3), name: 'Air', logoUrl: null }),
    record: async () => (await createAirline(db())).id,
  },
  aircraft: {
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({ model: 'ATR 72', seats: 70 }),
    record: async () => (await createAircraft(db())).id,
  },
  fareRules: {
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
    readers: EVERYONE,
    writers: FLIGHT_WRITERS,
    input: async () => ({
      name: `Bags ${nextNumber()}`,
      allowances: { adult: baggage, child: baggage, infant: baggage },
    }),
    record: async () => (await createBaggageRule(db())).id,
  },
  timeLimits: {
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
    readers: FLIGHT_STAFF,
    writers: FLIGHT_WRITERS,
    input: async () => ({ flightTemplateId: (await createFlightTemplateRow(db(), setup)).id, ...classInput() }),
    record: async () => (await createClassTemplateRow(db(), setup, (await createFlightTemplateRow(db(), setup)).id)).id,
  },
};

const CASES: TPermissionCase[] = [
  ...(Object.keys(RESOURCES) as TFlightResourceName[]).flatMap((name) =>
    resourcePermissionCases(REFERENCE_RESOURCES[name], RESOURCES[name]),
  ),
  {
    endpoint: FLIGHT_ENDPOINTS.list,
    allowed: FLIGHT_STAFF,
    call: async () => ({ body: { startDate: '2030-09-01', endDate: '2030-09-30', classes: [] } }),
  },
  {
    endpoint: FLIGHT_ENDPOINTS.get,
    allowed: FLIGHT_STAFF,
    call: async () => ({ params: { id: (await createFlightRow(db(), setup)).id } }),
  },
  { endpoint: FLIGHT_ENDPOINTS.create, allowed: FLIGHT_WRITERS, call: async () => ({ body: flightInput() }) },
  {
    endpoint: FLIGHT_ENDPOINTS.edit,
    allowed: FLIGHT_WRITERS,
    call: async () => ({
      params: { id: (await createFlightRow(db(), setup)).id },
      body: { ...flightInput(), status: 'upcoming' },
    }),
  },
  {
    endpoint: FLIGHT_ENDPOINTS.remove,
    allowed: FLIGHT_WRITERS,
    call: async () => ({ params: { id: (await createFlightRow(db(), setup)).id } }),
  },
  {
    endpoint: FLIGHT_ENDPOINTS.classes,
    allowed: FLIGHT_STAFF,
    call: async () => ({ params: { id: (await createFlightRow(db(), setup)).id } }),
  },
  {
    endpoint: FLIGHT_ENDPOINTS.createClass,
    allowed: FLIGHT_WRITERS,
    call: async () => ({ params: { id: (await createFlightRow(db(), setup)).id }, body: classInput() }),
  },
  {
    endpoint: FLIGHT_ENDPOINTS.editClass,
    allowed: FLIGHT_WRITERS,
    call: async () => {
      const flight = await createFlightRow(db(), setup);
      const row = await createClassRow(db(), setup, flight.id);
      return { params: { id: row.id }, body: classInput() };
    },
  },
  {
    endpoint: FLIGHT_ENDPOINTS.removeClass,
    allowed: FLIGHT_WRITERS,
    call: async () => {
      const flight = await createFlightRow(db(), setup);
      return { params: { id: (await createClassRow(db(), setup, flight.id)).id } };
    },
  },
  ...[FLIGHT_ENDPOINTS.previewSchedule, FLIGHT_ENDPOINTS.createSchedule].map((endpoint): TPermissionCase => ({
    endpoint,
    allowed: FLIGHT_WRITERS,
    call: async () => {
      const template = await createFlightTemplateRow(db(), setup);
      await createClassTemplateRow(db(), setup, template.id);
      return {
        body: { flightTemplateId: template.id, startDate: '2030-10-01', endDate: '2030-10-07', weekdays: [3] },
      };
    },
  })),
];

describe('permission matrix of the flight inventory', () => {
  it.each(CASES.map((testCase) => [endpointTitle(testCase.endpoint), testCase] as const))(
    '%s',
    async (_name, testCase) => expectPermissionCase(testApp, testCase, tokenOf),
  );
});
