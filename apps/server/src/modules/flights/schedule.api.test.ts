import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ENDPOINTS,
  type TEndpointDefinition,
  type TFlightListResponse,
  type TSchedulePreview,
  type TScheduleResult,
} from '@frs/contract';
import { classes, flights, history } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import {
  createClassTemplateRow,
  createFlightSetup,
  createFlightTemplateRow,
  tokensForEveryRole,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let setup: TFlightSetup;
let token: string;
let viewerToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  const tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ['Packages', 'Viewer']);
  token = tokenOf('Packages');
  viewerToken = tokenOf('Viewer');
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;

function call(endpoint: TEndpointDefinition, body: object, as = token) {
  return injectEndpoint(testApp.app, endpoint, { body, token: as, headers: { 'accept-language': 'en' } });
}

/** Yerevan 08:00 -> Paris, 4 h 30 min, with two class templates (100 + 30 seats of 150). */
async function templateWithClasses(overrides: Parameters<typeof createFlightTemplateRow>[2] = {}) {
  const template = await createFlightTemplateRow(db(), setup, overrides);
  await createClassTemplateRow(db(), setup, template.id, { name: 'Y', seats: 100, travelType: 'roundTrip' });
  await createClassTemplateRow(db(), setup, template.id, { name: 'C', seats: 30, type: 'business' });
  return template;
}

async function flightCount(): Promise<number> {
  const [row] = await db().select({ rows: count() }).from(flights);
  return row?.rows ?? 0;
}

// 2030-06-03 is a Monday: two weeks of Tuesdays and Fridays are 4, 7, 11 and 14 June.
const TWO_WEEKS = { startDate: '2030-06-03', endDate: '2030-06-16', weekdays: [2, 5] };

describe('schedules from a template', () => {
  it('previews every flight of the chosen weekdays, with local times in each airport zone', async () => {
    const template = await templateWithClasses();
    const response = await call(FLIGHT_ENDPOINTS.previewSchedule, { flightTemplateId: template.id, ...TWO_WEEKS });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<TSchedulePreview>();
    expect(preview.toCreate).toBe(4);
    expect(preview.classes).toEqual([
      { name: 'C', travelType: 'oneWay', seats: 30 },
      { name: 'Y', travelType: 'roundTrip', seats: 100 },
    ]);
    expect(preview.flights[0]).toEqual({
      date: '2030-06-04',
      departureLocal: '2030-06-04T08:00',
      // 08:00 in Yerevan is 04:00 UTC; plus 4 h 30 min is 08:30 UTC, 10:30 in Paris (summer time).
      departureAt: '2030-06-04T04:00:00.000Z',
      arrivalAt: '2030-06-04T08:30:00.000Z',
      arrivalLocal: '2030-06-04T10:30',
      skip: null,
    });
    expect(preview.flights.map((flight) => flight.date)).toEqual([
      '2030-06-04',
      '2030-06-07',
      '2030-06-11',
      '2030-06-14',
    ]);
    expect(await flightCount()).toBe(0);
  });

  it('creates every flight with its classes at once, and skips them when run again', async () => {
    const template = await templateWithClasses();
    const before = await flightCount();
    const response = await call(FLIGHT_ENDPOINTS.createSchedule, { flightTemplateId: template.id, ...TWO_WEEKS });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TScheduleResult>();
    expect(result).toMatchObject({ created: 4, skipped: 0 });
    expect(await flightCount()).toBe(before + 4);

    const createdClasses = await db()
      .select({ flightId: classes.flightId, name: classes.name, seats: classes.seats, sold: classes.sold })
      .from(classes)
      .where(inArray(classes.flightId, result.flightIds));
    expect(createdClasses).toHaveLength(8);
    expect(createdClasses.every((item) => item.sold === 0)).toBe(true);
    const [historyRows] = await db()
      .select({ rows: count() })
      .from(history)
      .where(and(eq(history.entity, 'flight'), eq(history.action, 'schedule')));
    expect(historyRows?.rows).toBeGreaterThanOrEqual(4);

    const listed = await injectEndpoint(testApp.app, FLIGHT_ENDPOINTS.list, {
      token: viewerToken,
      body: { startDate: '2030-06-03', endDate: '2030-06-16', classes: ['C'] },
    });
    const page = listed.json<TFlightListResponse>();
    expect(page.result.filter((flight) => flight.flightNumber === template.flightNumber)).toHaveLength(4);

    const again = await call(FLIGHT_ENDPOINTS.previewSchedule, { flightTemplateId: template.id, ...TWO_WEEKS });
    expect(again.json<TSchedulePreview>()).toMatchObject({ toCreate: 0 });
    expect(again.json<TSchedulePreview>().flights.every((flight) => flight.skip === 'exists')).toBe(true);
    const rerun = await call(FLIGHT_ENDPOINTS.createSchedule, { flightTemplateId: template.id, ...TWO_WEEKS });
    expect(rerun.json<TScheduleResult>()).toEqual({ created: 0, skipped: 4, flightIds: [] });
    expect(await flightCount()).toBe(before + 4);
  });

  it('keeps the local departure time across a clock change, and skips a time that does not exist', async () => {
    // From Paris: 31 March 2030 moves Paris from UTC+1 to UTC+2 at 02:00.
    const daily = { startDate: '2030-03-30', endDate: '2030-04-01', weekdays: [1, 2, 3, 4, 5, 6, 7] };
    const paris = { fromAirportId: setup.to.id, toAirportId: setup.from.id };
    const morning = await templateWithClasses({ ...paris, departureTime: '10:00' });
    const preview = (
      await call(FLIGHT_ENDPOINTS.previewSchedule, { flightTemplateId: morning.id, ...daily })
    ).json<TSchedulePreview>();
    expect(preview.flights.map((flight) => flight.departureAt)).toEqual([
      '2030-03-30T09:00:00.000Z',
      '2030-03-31T08:00:00.000Z',
      '2030-04-01T08:00:00.000Z',
    ]);
    const night = await templateWithClasses({ ...paris, departureTime: '02:30' });
    const nightPreview = (
      await call(FLIGHT_ENDPOINTS.previewSchedule, { flightTemplateId: night.id, ...daily })
    ).json<TSchedulePreview>();
    expect(nightPreview.flights.map((flight) => flight.skip)).toEqual([null, 'nonexistentLocalTime', null]);
    expect(nightPreview.toCreate).toBe(2);
    const created = await call(FLIGHT_ENDPOINTS.createSchedule, { flightTemplateId: night.id, ...daily });
    expect(created.json<TScheduleResult>().created).toBe(2);
  });

  it.each([
    ['no weekday', { weekdays: [] }, { weekdays: 'Choose at least one weekday' }],
    ['a weekday 8', { weekdays: [8] }, { 'weekdays.0': 'Maximum 7' }],
    ['a range over a year', { endDate: '2031-06-04' }, { endDate: 'The period cannot be longer than 366 days' }],
    ['an end before the start', { endDate: '2030-06-01' }, { endDate: 'The end date cannot be before the start date' }],
    ['an unknown template', { flightTemplateId: 999_999 }, { flightTemplateId: 'No such record' }],
  ])('answers %s with a field error and creates nothing', async (_label, change, errors) => {
    const template = await templateWithClasses();
    const before = await flightCount();
    for (const endpoint of [FLIGHT_ENDPOINTS.previewSchedule, FLIGHT_ENDPOINTS.createSchedule]) {
      const response = await call(endpoint, { flightTemplateId: template.id, ...TWO_WEEKS, ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await flightCount()).toBe(before);
  });

  it('refuses a template without class templates', async () => {
    const template = await createFlightTemplateRow(db(), setup);
    const response = await call(FLIGHT_ENDPOINTS.createSchedule, { flightTemplateId: template.id, ...TWO_WEEKS });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ flightTemplateId: 'This template has no class templates' });
  });

  it('is for the roles that write flights: a Viewer gets 403 and nothing is created', async () => {
    const template = await templateWithClasses();
    const before = await flightCount();
    for (const endpoint of [FLIGHT_ENDPOINTS.previewSchedule, FLIGHT_ENDPOINTS.createSchedule]) {
      const response = await call(endpoint, { flightTemplateId: template.id, ...TWO_WEEKS }, viewerToken);
      expect(response.statusCode).toBe(403);
    }
    expect(await flightCount()).toBe(before);
  });
});
