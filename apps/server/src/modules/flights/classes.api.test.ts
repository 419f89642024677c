import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_ENDPOINTS,
  type TClassInput,
  type TEndpointDefinition,
  type TFlightClass,
  type TFlightClassList,
} from '@frs/contract';
import { classes, flights, history } from '../../db/schema';
import { endpointTitle, injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import {
  classPrices,
  createClassRow,
  createFlightRow,
  createFlightSetup,
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
  const tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ['Tickets', 'Viewer']);
  token = tokenOf('Tickets');
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

function classInput(overrides: Partial<TClassInput> = {}): TClassInput {
  return {
    name: 'Y',
    type: 'economy',
    travelType: 'roundTrip',
    seats: 100,
    adminOnly: false,
    fareRuleId: setup.fareRule.id,
    baggageRuleId: setup.baggageRule.id,
    prices: classPrices(25_000),
    ...overrides,
  };
}

async function classCount(flightId: number): Promise<number> {
  const [row] = await db().select({ rows: count() }).from(classes).where(eq(classes.flightId, flightId));
  return row?.rows ?? 0;
}

/** A flight of 150 seats. */
const newFlight = () => createFlightRow(db(), setup, { seatCapacity: 150 });

describe(`${endpointTitle(FLIGHT_ENDPOINTS.createClass)} and ${endpointTitle(FLIGHT_ENDPOINTS.classes)}`, () => {
  it('adds classes with their prices and lists them by name with their seat counters', async () => {
    const flight = await newFlight();
    const created = await call(FLIGHT_ENDPOINTS.createClass, {
      params: { id: flight.id },
      body: classInput({ name: 'y', seats: 100 }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<TFlightClass>()).toEqual({
      id: expect.any(Number),
      flightId: flight.id,
      ...classInput({ name: 'Y' }),
      sold: 0,
      held: 0,
      free: 100,
    });
    await call(FLIGHT_ENDPOINTS.createClass, {
      params: { id: flight.id },
      body: classInput({ name: 'C', seats: 20, type: 'business' }),
    });
    await db().update(classes).set({ sold: 7, held: 3 }).where(eq(classes.id, created.json<TFlightClass>().id));

    const listed = await call(FLIGHT_ENDPOINTS.classes, { params: { id: flight.id } }, viewerToken);
    expect(listed.statusCode).toBe(200);
    const list = listed.json<TFlightClassList>();
    expect(list.count).toBe(2);
    expect(list.result.map((item) => [item.name, item.seats, item.sold, item.held, item.free])).toEqual([
      ['C', 20, 0, 0, 20],
      ['Y', 100, 7, 3, 90],
    ]);
    const [row] = await db()
      .select({ action: history.action })
      .from(history)
      .where(and(eq(history.entity, 'class'), eq(history.entityId, String(created.json<TFlightClass>().id))));
    expect(row?.action).toBe('create');
  });

  it.each([
    [
      'seats over what the flight has left',
      { name: 'B', seats: 51 },
      { seats: 'Only 50 seats of the flight are left for this class' },
    ],
    ['a duplicate name (in any case)', { name: 'y', seats: 10 }, { name: 'This value is already used' }],
    [
      'a negative price',
      { name: 'N', prices: { ...classPrices(), adult: { ...classPrices().adult, tax: -1 } } },
      { 'prices.adult.tax': 'The value cannot be negative' },
    ],
    [
      'a price with cents as a fraction',
      { name: 'N', prices: { ...classPrices(), child: { ...classPrices().child, fare: 10.5 } } },
      { 'prices.child.fare': 'Enter a whole number' },
    ],
    ['a name of 7 characters', { name: 'ECONOMY' }, { name: 'Maximum 6 characters' }],
    ['an unknown fare rule', { name: 'N', seats: 1, fareRuleId: 999_999 }, { fareRuleId: 'No such record' }],
    ['an unknown travel type', { name: 'N', travelType: 'circle' }, { travelType: 'Invalid value' }],
  ] as const)('refuses %s with a field error and adds nothing', async (_label, change, errors) => {
    const flight = await newFlight();
    await call(FLIGHT_ENDPOINTS.createClass, {
      params: { id: flight.id },
      body: classInput({ name: 'Y', seats: 100 }),
    });
    const response = await call(FLIGHT_ENDPOINTS.createClass, {
      params: { id: flight.id },
      body: { ...classInput(), ...change },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await classCount(flight.id)).toBe(1);
  });

  it('lets another flight use the same class name', async () => {
    const [first, second] = [await newFlight(), await newFlight()];
    expect(
      (await call(FLIGHT_ENDPOINTS.createClass, { params: { id: first.id }, body: classInput() })).statusCode,
    ).toBe(200);
    expect(
      (await call(FLIGHT_ENDPOINTS.createClass, { params: { id: second.id }, body: classInput() })).statusCode,
    ).toBe(200);
  });

  it('never lets concurrent creates exceed the capacity', async () => {
    const flight = await newFlight();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(FLIGHT_ENDPOINTS.createClass, {
          params: { id: flight.id },
          body: classInput({ name: `K${index}`, seats: 20 }),
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(7);
    expect(responses.every((response) => [200, 400].includes(response.statusCode))).toBe(true);
    const [total] = await db()
      .select({ seats: sql<number>`sum(${classes.seats})`.mapWith(Number) })
      .from(classes)
      .where(eq(classes.flightId, flight.id));
    expect(total?.seats).toBe(140);
  });

  it('answers 404 for no such flight, 409 for a deleted one, 403 to a Viewer', async () => {
    expect((await call(FLIGHT_ENDPOINTS.createClass, { params: { id: 999999 }, body: classInput() })).statusCode).toBe(
      404,
    );
    expect((await call(FLIGHT_ENDPOINTS.classes, { params: { id: 999999 } })).statusCode).toBe(404);
    const flight = await newFlight();
    expect(
      (await call(FLIGHT_ENDPOINTS.createClass, { params: { id: flight.id }, body: classInput() }, viewerToken))
        .statusCode,
    ).toBe(403);
    await db().update(flights).set({ status: 'deleted' }).where(eq(flights.id, flight.id));
    const response = await call(FLIGHT_ENDPOINTS.createClass, { params: { id: flight.id }, body: classInput() });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('FLIGHT_DELETED');
    expect(await classCount(flight.id)).toBe(0);
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.editClass), () => {
  it('changes prices and seats, keeping what is sold and held', async () => {
    const flight = await newFlight();
    const row = await createClassRow(db(), setup, flight.id, { name: 'Y', seats: 100, sold: 30, held: 10 });
    const response = await call(FLIGHT_ENDPOINTS.editClass, {
      params: { id: row.id },
      body: classInput({ seats: 40, prices: classPrices(31_000) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TFlightClass>()).toMatchObject({ seats: 40, sold: 30, held: 10, free: 0 });
    expect(response.json<TFlightClass>().prices.adult.fare).toBe(31_000);
  });

  it('refuses seats below sold + held, or over the capacity, and changes nothing', async () => {
    const flight = await newFlight();
    const row = await createClassRow(db(), setup, flight.id, { name: 'Y', seats: 100, sold: 30, held: 10 });
    await createClassRow(db(), setup, flight.id, { name: 'C', seats: 40 });
    const below = await call(FLIGHT_ENDPOINTS.editClass, { params: { id: row.id }, body: classInput({ seats: 39 }) });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual({ seats: 'At least 40: that many seats are sold or held' });
    const over = await call(FLIGHT_ENDPOINTS.editClass, { params: { id: row.id }, body: classInput({ seats: 111 }) });
    expect(over.json().errors).toEqual({ seats: 'Only 110 seats of the flight are left for this class' });
    const renamed = await call(FLIGHT_ENDPOINTS.editClass, { params: { id: row.id }, body: classInput({ name: 'C' }) });
    expect(renamed.json().errors).toEqual({ name: 'This value is already used' });
    const [after] = await db().select().from(classes).where(eq(classes.id, row.id));
    expect(after).toMatchObject({ name: 'Y', seats: 100, sold: 30, held: 10 });
  });

  it('answers 404 for no such class and 403 to a Viewer', async () => {
    expect((await call(FLIGHT_ENDPOINTS.editClass, { params: { id: 999999 }, body: classInput() })).statusCode).toBe(
      404,
    );
    const flight = await newFlight();
    const row = await createClassRow(db(), setup, flight.id);
    expect(
      (await call(FLIGHT_ENDPOINTS.editClass, { params: { id: row.id }, body: classInput() }, viewerToken)).statusCode,
    ).toBe(403);
  });
});

describe(endpointTitle(FLIGHT_ENDPOINTS.removeClass), () => {
  it('deletes a class with nothing sold or held, and refuses one with seats taken', async () => {
    const flight = await newFlight();
    const free = await createClassRow(db(), setup, flight.id, { name: 'F' });
    const taken = await createClassRow(db(), setup, flight.id, { name: 'T', held: 1 });
    const refused = await call(FLIGHT_ENDPOINTS.removeClass, { params: { id: taken.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CLASS_SEATS_TAKEN',
      message: 'This class has sold or held seats and cannot be deleted',
    });
    expect((await call(FLIGHT_ENDPOINTS.removeClass, { params: { id: free.id } }, viewerToken)).statusCode).toBe(403);
    const deleted = await call(FLIGHT_ENDPOINTS.removeClass, { params: { id: free.id } });
    expect(deleted.statusCode).toBe(200);
    expect(await classCount(flight.id)).toBe(1);
    expect((await call(FLIGHT_ENDPOINTS.removeClass, { params: { id: free.id } })).statusCode).toBe(404);
  });
});

describe('seat counters (the contract orders will use, apps/server/src/modules/flights/README.md "Seat counters")', () => {
  it('never oversells: 30 concurrent holds of one seat on a 20-seat class take exactly 20', async () => {
    const flight = await newFlight();
    const row = await createClassRow(db(), setup, flight.id, { seats: 20 });
    const hold = () =>
      db().transaction(async (tx) =>
        tx
          .update(classes)
          .set({ held: sql`${classes.held} + 1` })
          .where(and(eq(classes.id, row.id), sql`${classes.seats} - ${classes.sold} - ${classes.held} >= 1`))
          .returning({ id: classes.id }),
      );
    const results = await Promise.all(Array.from({ length: 30 }, hold));
    expect(results.filter((taken) => taken.length === 1)).toHaveLength(20);
    const [after] = await db().select().from(classes).where(eq(classes.id, row.id));
    expect(after).toMatchObject({ seats: 20, held: 20, sold: 0 });
  });

  it('is guarded by the table itself: sold + held above seats is refused', async () => {
    const flight = await newFlight();
    const row = await createClassRow(db(), setup, flight.id, { seats: 5 });
    await expect(db().update(classes).set({ sold: 4, held: 2 }).where(eq(classes.id, row.id))).rejects.toThrow();
  });
});
