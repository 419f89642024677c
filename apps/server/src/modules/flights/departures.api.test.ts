import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ENDPOINTS,
  utcToLocal,
  type TEndpointDefinition,
  type TFlight,
  type TFlightListResponse,
} from '@frs/contract';
import { flights, history } from '../../db/schema';
import { serverJobs } from '../../jobs';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { createFlightSetup, nextNumber, tokensForEveryRole, type TFlightSetup } from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { markDepartedFlights } from './departures';

let testApp: TTestApp;
let setup: TFlightSetup;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  token = (await tokensForEveryRole(testApp.app, testApp.database.db, ['Admin']))('Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const HOUR = 3_600_000;

function call(endpoint: TEndpointDefinition, request: Pick<TInjectCall, 'params' | 'body'> = {}) {
  return injectEndpoint(testApp.app, endpoint, { ...request, token, headers: { 'accept-language': 'en' } });
}

/** A flight from Yerevan leaving `hoursFromNow` from the real clock (the reads use it), 2.5 hours long. */
async function flightLeaving(hoursFromNow: number): Promise<TFlight> {
  const departure = new Date(Date.now() + hoursFromNow * HOUR);
  const response = await call(FLIGHT_ENDPOINTS.create, {
    body: {
      airlineId: setup.airline.id,
      flightNumber: String(nextNumber() + 300),
      aircraftId: setup.aircraft.id,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      departureLocal: utcToLocal(departure, setup.from.timeZone),
      arrivalLocal: utcToLocal(new Date(departure.getTime() + 2.5 * HOUR), setup.to.timeZone),
      seatCapacity: 150,
      currency: 'USD',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TFlight>();
}

/** Around today in Yerevan: the list's period holding every flight of these tests. */
function period() {
  const today = utcToLocal(new Date(), setup.from.timeZone).slice(0, 10);
  return { startDate: addDays(today, -2), endDate: addDays(today, 2) };
}

async function storedStatus(id: number) {
  const [row] = await db().select({ status: flights.status }).from(flights).where(eq(flights.id, id));
  return row?.status;
}

async function systemHistoryOf(ids: readonly number[]) {
  return db()
    .select({
      entityId: history.entityId,
      actorId: history.actorId,
      action: history.action,
      oldValues: history.oldValues,
      newValues: history.newValues,
    })
    .from(history)
    .where(
      and(
        eq(history.entity, 'flight'),
        eq(history.action, 'update'),
        inArray(
          history.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    );
}

describe('departed flights (issue 31)', () => {
  it('read "departed" from their departure on: the flight, the list with its status filter, and the export', async () => {
    const left = await flightLeaving(-2);
    const later = await flightLeaving(3);
    const cancelled = await flightLeaving(-5);
    const edited = await call(FLIGHT_ENDPOINTS.edit, {
      params: { id: cancelled.id },
      body: {
        airlineId: setup.airline.id,
        flightNumber: cancelled.flightNumber,
        aircraftId: setup.aircraft.id,
        fromAirportId: setup.from.id,
        toAirportId: setup.to.id,
        departureLocal: cancelled.departureLocal,
        arrivalLocal: cancelled.arrivalLocal,
        seatCapacity: 150,
        currency: 'USD',
        status: 'cancelled',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // Before any job ran: the row still says upcoming, the reads already do not.
    expect(await storedStatus(left.id)).toBe('upcoming');
    expect(left.status).toBe('departed');
    const status = async (id: number) => (await call(FLIGHT_ENDPOINTS.get, { params: { id } })).json<TFlight>().status;
    expect(await status(left.id)).toBe('departed');
    expect(await status(later.id)).toBe('upcoming');
    expect(await status(cancelled.id)).toBe('cancelled');

    const list = async (statuses: string[]) => {
      const response = await call(FLIGHT_ENDPOINTS.list, { body: { ...period(), statuses } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TFlightListResponse>().result.map((flight) => [flight.id, flight.status]);
    };
    expect(await list(['upcoming'])).toEqual([[later.id, 'upcoming']]);
    expect(await list(['departed'])).toEqual([[left.id, 'departed']]);
    expect(await list(['upcoming', 'departed', 'cancelled'])).toEqual([
      [cancelled.id, 'cancelled'],
      [left.id, 'departed'],
      [later.id, 'upcoming'],
    ]);

    const exported = await call(FLIGHT_ENDPOINTS.export, { body: { ...period(), format: 'csv' } });
    const rows = await readExport(exported.rawPayload, 'csv');
    expect(rows.slice(1).map((row) => row[7])).toEqual(['Cancelled', 'Departed', 'Upcoming']);
  });

  it('are written departed by the job once, with the system in the history, whatever runs it at once', async () => {
    const left = await flightLeaving(-1);
    const later = await flightLeaving(1);
    const now = new Date();
    // Two runs at the same moment (two processes, or a run overlapping the previous one): one change, one row.
    const counts = await Promise.all([markDepartedFlights(db(), now), markDepartedFlights(db(), now)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await storedStatus(left.id)).toBe('departed');
    expect(await storedStatus(later.id)).toBe('upcoming');
    expect(await systemHistoryOf([left.id, later.id])).toEqual([
      {
        entityId: String(left.id),
        actorId: null,
        action: 'update',
        oldValues: { status: 'upcoming' },
        newValues: { status: 'departed' },
      },
    ]);
    expect(await markDepartedFlights(db(), now)).toBe(0);

    // Two hours on, the later one has left too.
    expect(await markDepartedFlights(db(), new Date(now.getTime() + 2 * HOUR))).toBe(1);
    expect(await storedStatus(later.id)).toBe('departed');
    expect(await systemHistoryOf([left.id, later.id])).toHaveLength(2);
  });

  it('is one of the server jobs, every minute', () => {
    const mail = { publicUrl: 'http://localhost', dataDir: undefined, production: false, smtp: null };
    const job = serverJobs({ cbaRatesUrl: 'http://127.0.0.1:9/' }, { mail }).find(
      (candidate) => candidate.name === 'flight-departures',
    );
    expect(job?.intervalMs).toBe(60_000);
  });
});
