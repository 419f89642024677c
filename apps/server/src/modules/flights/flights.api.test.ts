import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ENDPOINTS,
  textsOf,
  type TAffectedOrder,
  type TEndpointDefinition,
  type TFlight,
  type TFlightCreateRequest,
  type TFlightListResponse,
} from '@frs/contract';
import { classes, flights, history } from '../../db/schema';
import { endpointTitle, injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import {
  createAirport,
  createClassRow,
  createFlightSetup,
  nextNumber,
  tokensForEveryRole,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/** Flights whose id is listed here have one active order, as the order module will report them. */
const flightsWithOrders = new Set<number>();
const ORDER: TAffectedOrder = {
  id: 41,
  pnr: 'K7M2QX',
  status: 'ticketed',
  agentId: 9,
  agentName: 'Ararat Travel',
  passengers: 2,
};

let testApp: TTestApp;
let setup: TFlightSetup;
let token: string;
let viewerToken: string;

beforeAll(async () => {
  testApp = await createTestApp({
    findActiveOrders: async (_db, flightId) => (flightsWithOrders.has(flightId) ? [ORDER] : []),
  });
  setup = await createFlightSetup(testApp.database.db);
  const tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ['Admin', 'Viewer']);
  token = tokenOf('Admin');
  viewerToken = tokenOf('Viewer');
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;

/** Calls an endpoint as `as` (the Super Admin unless said), answered in English. */
function call(endpoint: TEndpointDefinition, request: Pick<TInjectCall, 'params' | 'body'> = {}, as = token) {
  return injectEndpoint(testApp.app, endpoint, { ...request, token: as, headers: { 'accept-language': 'en' } });
}

/** Yerevan (UTC+4, no DST) to Paris (UTC+1 in winter, UTC+2 in summer). */
function flightInput(overrides: Partial<TFlightCreateRequest> = {}): TFlightCreateRequest {
  return {
    airlineId: setup.airline.id,
    flightNumber: String(nextNumber() + 700),
    aircraftId: setup.aircraft.id,
    fromAirportId: setup.from.id,
    toAirportId: setup.to.id,
    departureLocal: '2030-01-15T08:00',
    arrivalLocal: '2030-01-15T10:30',
    seatCapacity: 150,
    currency: 'USD',
    ...overrides,
  };
}

async function createFlight(overrides: Partial<TFlightCreateRequest> = {}): Promise<TFlight> {
  const response = await call(FLIGHT_ENDPOINTS.create, { body: flightInput(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFlight>();
}

async function flightCount(): Promise<number> {
  const [row] = await db().select({ rows: count() }).from(flights);
  return row?.rows ?? 0;
}

async function historyOf(entity: string, id: number) {
  return db()
    .select({ action: history.action, oldValues: history.oldValues, newValues: history.newValues })
    .from(history)
    .where(and(eq(history.entity, entity), eq(history.entityId, String(id))))
    .orderBy(history.id);
}

describe(endpointTitle(FLIGHT_ENDPOINTS.create), () => {
  it('stores local times of two zones as UTC instants and answers both', async () => {
    const flight = await createFlight({ flightNumber: '801' });
    expect(flight).toMatchObject({
      flightNumber: '801',
      airline: { id: setup.airline.id, iataCode: setup.airline.iataCode },
      from: { id: setup.from.id, timeZone: 'Asia/Yerevan' },
      to: { id: setup.to.id, timeZone: 'Europe/Paris' },
      departureAt: '2030-01-15T04:00:00.000Z',
      arrivalAt: '2030-01-15T09:30:00.000Z',
      departureLocal: '2030-01-15T08:00',
      arrivalLocal: '2030-01-15T10:30',
      durationMinutes: 330,
      status: 'upcoming',
      totals: { seats: 0, sold: 0, held: 0, free: 0 },
    });
    const [row] = await db().select().from(flights).where(eq(flights.id, flight.id));
    expect(row?.departureAt.toISOString()).toBe('2030-01-15T04:00:00.000Z');
    expect((await historyOf('flight', flight.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('follows a DST change: Paris is UTC+1 before 31 March 2030 02:00 and UTC+2 after', async () => {
    const paris = { fromAirportId: setup.to.id, toAirportId: setup.from.id };
    const before = await createFlight({
      ...paris,
      departureLocal: '2030-03-31T01:30',
      arrivalLocal: '2030-03-31T08:30',
    });
    const after = await createFlight({
      ...paris,
      departureLocal: '2030-03-31T03:30',
      arrivalLocal: '2030-03-31T08:30',
    });
    expect(before.departureAt).toBe('2030-03-31T00:30:00.000Z');
    expect(before.durationMinutes).toBe(240);
    expect(after.departureAt).toBe('2030-03-31T01:30:00.000Z');
    expect(after.durationMinutes).toBe(180);
    expect(after.departureLocal).toBe('2030-03-31T03:30');
  });

  it.each([
    [
      'a local time skipped by the clock change',
      { fromAirportId: 0, departureLocal: '2030-03-31T02:30', arrivalLocal: '2030-03-31T09:00' },
      { departureLocal: 'This local time does not exist (clock change)' },
    ],
    [
      'arrival before departure',
      { arrivalLocal: '2030-01-15T04:59' },
      { arrivalLocal: 'Arrival must be after departure' },
    ],
    [
      'arrival at the departure instant',
      { arrivalLocal: '2030-01-15T05:00' },
      { arrivalLocal: 'Arrival must be after departure' },
    ],
    [
      'a flight of two days',
      { arrivalLocal: '2030-01-17T10:30' },
      { arrivalLocal: 'A flight cannot last more than 24 hours' },
    ],
    ['an unknown departure airport', { fromAirportId: 999_999 }, { fromAirportId: 'No such record' }],
    ['an unknown arrival airport', { toAirportId: 999_998 }, { toAirportId: 'No such record' }],
    ['an unknown airline', { airlineId: 999_999 }, { airlineId: 'No such record' }],
    ['the same airport twice', { toAirportId: -1 }, { toAirportId: 'The departure and arrival airports must differ' }],
    ['more seats than the aircraft', { seatCapacity: 181 }, { seatCapacity: 'The aircraft has 180 seats' }],
    ['no date', { departureLocal: '' }, { departureLocal: 'Field is required' }],
    ['30 February', { departureLocal: '2030-02-30T10:00' }, { departureLocal: 'Invalid date' }],
    ['a time with seconds', { departureLocal: '2030-01-15T08:00:00' }, { departureLocal: 'Invalid date' }],
    ['an unknown currency', { currency: 'GBP' }, { currency: 'Invalid value' }],
    [
      'a letter-only flight number',
      { flightNumber: 'ABC' },
      { flightNumber: 'Invalid flight number (1–4 digits, optionally a letter)' },
    ],
  ] as const)('answers %s with a field error and writes nothing', async (_label, change, errors) => {
    const input: Record<string, unknown> = { ...flightInput(), ...change };
    // 0 and -1 stand for "the Paris airport" and "the departure airport again".
    if (input.fromAirportId === 0) input.fromAirportId = setup.to.id;
    if (input.toAirportId === -1) input.toAirportId = input.fromAirportId;
    if (input.fromAirportId === setup.to.id && input.toAirportId === setup.to.id) input.toAirportId = setup.from.id;
    const before = await flightCount();
    const response = await call(FLIGHT_ENDPOINTS.create, { body: input });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    expect(await flightCount()).toBe(before);
  });

  it('refuses a second flight of the airline with the same number at the same time', async () => {
    const first = await createFlight({ departureLocal: '2030-02-01T08:00', arrivalLocal: '2030-02-01T10:30' });
    const again = await call(FLIGHT_ENDPOINTS.create, {
      body: flightInput({
        flightNumber: first.flightNumber,
        departureLocal: '2030-02-01T08:00',
        arrivalLocal: '2030-02-01T11:00',
      }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ flightNumber: 'The airline already has this flight at this time' });
  });

  it('is refused to a Viewer and without a token', async () => {
    const before = await flightCount();
    expect((await call(FLIGHT_ENDPOINTS.create, { body: flightInput() }, viewerToken)).statusCode).toBe(403);
    const anonymous = await injectEndpoint(testApp.app, FLIGHT_ENDPOINTS.create, { body: flightInput() });
    expect(anonymous.statusCode).toBe(401);
    expect(await flightCount()).toBe(before);
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.get), () => {
  it('answers the flight with the totals of its classes, to readers; 404 for no such flight', async () => {
    const flight = await createFlight();
    const first = await createClassRow(db(), setup, flight.id, { seats: 60, sold: 10, held: 5 });
    await createClassRow(db(), setup, flight.id, { seats: 40, sold: 1 });
    const response = await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } }, viewerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<TFlight>()).toEqual({
      ...flight,
      totals: { seats: 100, sold: 11, held: 5, free: 84 },
    });
    expect(first.seats).toBe(60);
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: 999999 } })).statusCode).toBe(404);
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.list), () => {
  const list = (body: object, as = token) => call(FLIGHT_ENDPOINTS.list, { body }, as);

  it('finds flights by the local departure date and shows sold, held and free per class', async () => {
    // 02:00 in Yerevan on 1 May is still 30 April in UTC.
    const early = await createFlight({ departureLocal: '2031-05-01T02:00', arrivalLocal: '2031-05-01T04:30' });
    const later = await createFlight({ departureLocal: '2031-05-02T09:00', arrivalLocal: '2031-05-02T11:30' });
    await createClassRow(db(), setup, early.id, { name: 'Y', seats: 100, sold: 20, held: 3 });
    await createClassRow(db(), setup, early.id, { name: 'C', seats: 20, sold: 2 });
    await createClassRow(db(), setup, later.id, { name: 'C', seats: 30 });

    const firstDay = await list({ startDate: '2031-05-01', endDate: '2031-05-01' }, viewerToken);
    expect(firstDay.statusCode, firstDay.body).toBe(200);
    const page = firstDay.json<TFlightListResponse>();
    expect(page.result.map((flight) => flight.id)).toEqual([early.id]);
    expect(page.count).toBe(1);
    expect(page.result[0]?.classes).toEqual([
      { id: expect.any(Number), name: 'C', travelType: 'oneWay', seats: 20, sold: 2, held: 0, free: 18 },
      { id: expect.any(Number), name: 'Y', travelType: 'oneWay', seats: 100, sold: 20, held: 3, free: 77 },
    ]);
    expect(page.result[0]?.totals).toEqual({ seats: 120, sold: 22, held: 3, free: 95 });
    const dayBefore = await list({ startDate: '2031-04-30', endDate: '2031-04-30' });
    expect(dayBefore.json<TFlightListResponse>().result).toEqual([]);

    const both = await list({ startDate: '2031-05-01', endDate: '2031-05-02', sortOrder: 'desc' });
    expect(both.json<TFlightListResponse>().result.map((flight) => flight.id)).toEqual([later.id, early.id]);
    const paged = await list({ startDate: '2031-05-01', endDate: '2031-05-02', pageSize: 1, page: 1 });
    expect(paged.json<TFlightListResponse>()).toMatchObject({ count: 2, result: [{ id: later.id }] });
  });

  it('filters by class names, showing only those classes but totals of all', async () => {
    const withY = await createFlight({ departureLocal: '2031-06-01T09:00', arrivalLocal: '2031-06-01T11:30' });
    const withoutY = await createFlight({ departureLocal: '2031-06-01T15:00', arrivalLocal: '2031-06-01T17:30' });
    await createClassRow(db(), setup, withY.id, { name: 'Y', seats: 50 });
    await createClassRow(db(), setup, withY.id, { name: 'B', seats: 10 });
    await createClassRow(db(), setup, withoutY.id, { name: 'B', seats: 10 });
    const response = await list({ startDate: '2031-06-01', endDate: '2031-06-01', classes: ['y'] });
    const page = response.json<TFlightListResponse>();
    expect(page.result.map((flight) => flight.id)).toEqual([withY.id]);
    expect(page.result[0]?.classes.map((item) => item.name)).toEqual(['Y']);
    expect(page.result[0]?.totals.seats).toBe(60);
  });

  it('leaves deleted flights out unless asked for', async () => {
    const flight = await createFlight({ departureLocal: '2031-07-01T09:00', arrivalLocal: '2031-07-01T11:30' });
    expect((await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } })).statusCode).toBe(200);
    const range = { startDate: '2031-07-01', endDate: '2031-07-01' };
    expect((await list(range)).json<TFlightListResponse>().count).toBe(0);
    const deleted = await list({ ...range, statuses: ['deleted'] });
    expect(deleted.json<TFlightListResponse>().result.map((item) => [item.id, item.status])).toEqual([
      [flight.id, 'deleted'],
    ]);
  });

  it('exports exactly the filtered list in its order, as CSV and XLSX, seats summed per flight', async () => {
    const morning = await createFlight({ departureLocal: '2031-08-01T09:00', arrivalLocal: '2031-08-01T11:30' });
    const evening = await createFlight({ departureLocal: '2031-08-01T19:00', arrivalLocal: '2031-08-01T21:30' });
    const noY = await createFlight({ departureLocal: '2031-08-01T12:00', arrivalLocal: '2031-08-01T14:30' });
    await createClassRow(db(), setup, morning.id, { name: 'Y', seats: 100, sold: 20, held: 3 });
    await createClassRow(db(), setup, morning.id, { name: 'C', seats: 20, sold: 2 });
    await createClassRow(db(), setup, evening.id, { name: 'Y', seats: 50 });
    await createClassRow(db(), setup, noY.id, { name: 'C', seats: 10 });
    const filters = { startDate: '2031-08-01', endDate: '2031-08-01', classes: ['Y'], sortOrder: 'desc' };
    const listed = (await list(filters)).json<TFlightListResponse>().result.map((flight) => flight.id);
    expect(listed).toEqual([evening.id, morning.id]);
    const code = `${setup.airline.iataCode} ${morning.flightNumber}`;
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await call(FLIGHT_ENDPOINTS.export, { body: { ...filters, format } }, viewerToken);
      expect(response.statusCode, response.body).toBe(200);
      const rows = await readExport(response.rawPayload, format);
      expect(rows[0]).toEqual(Object.values(textsOf('en').exports.flights));
      expect(rows.slice(1).map((row) => row[0])).toEqual([`${setup.airline.iataCode} ${evening.flightNumber}`, code]);
      expect(rows[2]).toEqual([
        code,
        setup.airline.name,
        setup.from.iataCode,
        setup.to.iataCode,
        '2031-08-01 09:00',
        '2031-08-01 11:30',
        setup.aircraft.model,
        'Upcoming',
        '150',
        '120',
        '22',
        '3',
        '95',
        'Y: 77',
      ]);
    }
    const long = await call(FLIGHT_ENDPOINTS.export, { body: { startDate: '2031-01-01', endDate: '2032-01-02' } });
    expect(long.json().errors).toEqual({ endDate: 'The period cannot be longer than 366 days' });
  });

  it('refuses a period over a year, an end before the start, and a Reports or agent caller', async () => {
    const long = await list({ startDate: '2031-01-01', endDate: '2032-01-02' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ endDate: 'The period cannot be longer than 366 days' });
    const reversed = await list({ startDate: '2031-01-02', endDate: '2031-01-01' });
    expect(reversed.json().errors).toEqual({ endDate: 'The end date cannot be before the start date' });
    const tokenOf = await tokensForEveryRole(testApp.app, db(), ['user', 'Reports', 'Hotels']);
    for (const role of ['user', 'Reports', 'Hotels'] as const) {
      expect((await list({ startDate: '2031-01-01', endDate: '2031-01-02' }, tokenOf(role))).statusCode, role).toBe(
        403,
      );
    }
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.edit), () => {
  const edit = (id: number, body: object, as = token) => call(FLIGHT_ENDPOINTS.edit, { params: { id }, body }, as);

  it('changes a flight, keeps the history of what changed, and may cancel it', async () => {
    const flight = await createFlight();
    const response = await edit(flight.id, {
      ...flightInput({
        flightNumber: flight.flightNumber,
        departureLocal: '2030-01-15T09:00',
        arrivalLocal: '2030-01-15T11:45',
      }),
      status: 'cancelled',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TFlight>()).toMatchObject({
      departureAt: '2030-01-15T05:00:00.000Z',
      durationMinutes: 345,
      status: 'cancelled',
    });
    const [, update] = await historyOf('flight', flight.id);
    expect(update?.action).toBe('update');
    expect(update?.newValues).toMatchObject({ status: 'cancelled', durationMinutes: 345 });
    expect(update?.oldValues).toMatchObject({ status: 'upcoming', durationMinutes: 330 });
  });

  it('refuses a capacity below the seats of its classes, and answers the same field errors as create', async () => {
    const flight = await createFlight();
    await createClassRow(db(), setup, flight.id, { seats: 90 });
    const small = await edit(flight.id, { ...flightInput({ seatCapacity: 89 }), status: 'upcoming' });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors).toEqual({ seatCapacity: 'The classes already have 90 seats' });
    const backwards = await edit(flight.id, {
      ...flightInput({ arrivalLocal: '2030-01-15T05:00' }),
      status: 'upcoming',
    });
    expect(backwards.json().errors).toEqual({ arrivalLocal: 'Arrival must be after departure' });
    const deletedStatus = await edit(flight.id, { ...flightInput(), status: 'deleted' });
    expect(deletedStatus.json().errors).toEqual({ status: 'Invalid value' });
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } })).json()).toEqual({
      ...flight,
      totals: { seats: 90, sold: 0, held: 0, free: 90 },
    });
  });

  it('asks for confirmation to move a flight with active orders, listing them, and changes nothing until then', async () => {
    const flight = await createFlight();
    flightsWithOrders.add(flight.id);
    const moved = {
      ...flightInput({
        flightNumber: flight.flightNumber,
        departureLocal: '2030-01-16T08:00',
        arrivalLocal: '2030-01-16T10:30',
      }),
      status: 'upcoming',
    };
    const refused = await edit(flight.id, moved);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'FLIGHT_HAS_ORDERS',
      message:
        'The flight has active orders. Confirm the change of time or route: the agents of these orders will be told',
      affectedOrders: [ORDER],
    });
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } })).json<TFlight>().departureLocal).toBe(
      '2030-01-15T08:00',
    );

    const rerouted = await edit(flight.id, {
      ...moved,
      departureLocal: '2030-01-15T08:00',
      arrivalLocal: '2030-01-15T10:30',
      toAirportId: (await createAirport(db())).id,
    });
    expect(rerouted.statusCode).toBe(409);

    // Seats and currency do not move passengers: no confirmation needed.
    const capacity = await edit(flight.id, {
      ...flightInput({ flightNumber: flight.flightNumber, seatCapacity: 140 }),
      status: 'upcoming',
    });
    expect(capacity.statusCode, capacity.body).toBe(200);

    const confirmed = await edit(flight.id, { ...moved, confirmChanges: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<TFlight>().departureLocal).toBe('2030-01-16T08:00');
    const actions = (await historyOf('flight', flight.id)).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'update', 'reschedule']);
    const reschedule = (await historyOf('flight', flight.id)).at(-1);
    expect(reschedule?.newValues).toMatchObject({ affectedOrders: [ORDER.id] });
  });

  it('answers 404 for no such flight, 409 for a deleted one, and 403 to a Viewer', async () => {
    expect((await edit(999_999, { ...flightInput(), status: 'upcoming' })).statusCode).toBe(404);
    const flight = await createFlight();
    expect((await edit(flight.id, { ...flightInput(), status: 'upcoming' }, viewerToken)).statusCode).toBe(403);
    await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } });
    const response = await edit(flight.id, { ...flightInput(), status: 'upcoming' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('FLIGHT_DELETED');
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.remove), () => {
  it('marks the flight deleted and keeps it and its classes readable', async () => {
    const flight = await createFlight();
    await createClassRow(db(), setup, flight.id);
    const response = await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } })).json<TFlight>().status).toBe('deleted');
    const [classCount] = await db().select({ rows: count() }).from(classes).where(eq(classes.flightId, flight.id));
    expect(classCount?.rows).toBe(1);
    expect((await historyOf('flight', flight.id)).at(-1)).toMatchObject({
      action: 'delete',
      oldValues: { status: 'upcoming' },
      newValues: { status: 'deleted' },
    });
    expect((await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } })).json().code).toBe('FLIGHT_DELETED');
  });

  it('is refused while the flight has active orders, listing them', async () => {
    const flight = await createFlight();
    flightsWithOrders.add(flight.id);
    const response = await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'FLIGHT_HAS_ACTIVE_ORDERS', affectedOrders: [ORDER] });
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } })).json<TFlight>().status).toBe('upcoming');
  });

  it('answers 404 for no such flight and 403 to a Viewer', async () => {
    expect((await call(FLIGHT_ENDPOINTS.remove, { params: { id: 999999 } })).statusCode).toBe(404);
    const flight = await createFlight();
    expect((await call(FLIGHT_ENDPOINTS.remove, { params: { id: flight.id } }, viewerToken)).statusCode).toBe(403);
    expect((await call(FLIGHT_ENDPOINTS.get, { params: { id: flight.id } })).json<TFlight>().status).toBe('upcoming');
  });
});
