import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  FLIGHT_ORDER_ENDPOINTS,
  PASSENGER_ENDPOINTS,
  todayIsoDate,
  type TDirectoryPassenger,
  type TFlightOrder,
} from '@frs/contract';
import { classes, directoryPassengers, orders } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import {
  createAirline,
  createClassRow,
  createFlightRow,
  createFlightSetup,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { passengerInput, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/** The pre-order's bad input (issue 6): each is a clear 4xx with the error body, and nothing changes. */

let testApp: TTestApp;
let setup: TFlightSetup;
let agent: Awaited<ReturnType<typeof userWithToken>>;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);
const yearsBefore = (date: string, years: number, days = 0) =>
  addDays(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`, days);

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(db());
  await seedRatesAndTickets(db());
  agent = await userWithToken(testApp.app, db(), 'user', { balance: 100_000_000 });
  admin = await userWithToken(testApp.app, db(), 'Admin');
});
afterAll(async () => {
  await testApp.app.close();
});

async function orderCount() {
  const [row] = await db().select({ n: count() }).from(orders);
  return row!.n;
}

async function heldIn(classId: number) {
  const [row] = await db().select({ held: classes.held }).from(classes).where(eq(classes.id, classId));
  return row!.held;
}

/** A pre-order under a fresh Idempotency-Key unless one is given (`null`: none). */
async function attempt(body: object, headers: Record<string, string> = agent.headers, idempotencyKey?: string | null) {
  return injectEndpoint(testApp.app, FLIGHT_ORDER_ENDPOINTS.preOrder, { headers, body, idempotencyKey });
}

/** A round trip: out in 10 days, back in 30. */
async function roundTrip() {
  const out = await sellableClass(db(), setup, { travelType: 'roundTrip', daysAhead: 10 });
  const back = await sellableClass(db(), setup, {
    travelType: 'roundTrip',
    daysAhead: 30,
    from: setup.to.id,
    to: setup.from.id,
  });
  return [out.flightClass.id, back.flightClass.id];
}

describe('pre-order refuses bad input and changes nothing', () => {
  it('an unknown class, and an admin-only class for an agent, are field errors', async () => {
    const { flight, flightClass } = await sellableClass(db(), setup);
    const adminOnly = await createClassRow(db(), setup, flight.id, { adminOnly: true });
    const before = await orderCount();
    for (const classId of [999_999, adminOnly.id]) {
      const response = await attempt(preOrderBody([classId]));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('segments.0.classId');
    }
    expect(await orderCount()).toBe(before);
    const byAdmin = await attempt(preOrderBody([adminOnly.id]), admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(await heldIn(flightClass.id)).toBe(0);
  });

  it('too many passengers, more infants than adults, or no adult', async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const cases = [
      Array.from({ length: 10 }, () => passengerInput('adult')),
      [passengerInput('adult'), passengerInput('infant'), passengerInput('infant')],
      [passengerInput('child')],
    ];
    for (const passengers of cases) {
      const response = await attempt(preOrderBody([flightClass.id], passengers));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('passengers');
    }
    expect(await heldIn(flightClass.id)).toBe(0);
  });

  it('a child of 12, an infant of 2 or a passport expired by the return date: field errors of that passenger', async () => {
    const classIds = await roundTrip();
    const returnDate = day(30);
    const turnsTwelve = yearsBefore(returnDate, 12, -1);
    const turnsTwo = yearsBefore(returnDate, 2);
    const response = await attempt(
      preOrderBody(
        classIds,
        [
          passengerInput('adult', { passportExpiry: day(20) }),
          passengerInput('child', { dateOfBirth: turnsTwelve }),
          passengerInput('infant', { dateOfBirth: turnsTwo }),
        ],
        { travelType: 'roundTrip' },
      ),
      { ...agent.headers, 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'passengers.0.passportExpiry',
      'passengers.1.dateOfBirth',
      'passengers.2.dateOfBirth',
    ]);
    expect(response.json().errors['passengers.1.dateOfBirth']).toBe('A child must be under 12 on every travel date');
    for (const classId of classIds) expect(await heldIn(classId)).toBe(0);
    // The same passengers on the outbound date alone are fine.
    const fine = await attempt(
      preOrderBody(
        classIds,
        [passengerInput('adult'), passengerInput('child', { dateOfBirth: addDays(turnsTwelve, 10) })],
        {
          travelType: 'roundTrip',
        },
      ),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('names every mistake in one 400: malformed and missing fields, the counts, and each passenger rule', async () => {
    const classIds = await roundTrip();
    const body = {
      travelType: 'roundTrip',
      segments: classIds.map((classId) => ({ classId })),
      passengers: [
        // The passenger: an Armenian first name, a birth date in the future, everything else left empty.
        { type: 'infant', firstName: 'Արամ', lastName: '', gender: null, dateOfBirth: day(3), passportNumber: '' },
        // Well formed but for the trip: a child who is 12 by the return, a passport that ends before it.
        passengerInput('child', { dateOfBirth: yearsBefore(day(30), 12, -1), passportExpiry: day(20) }),
      ],
      contact: { name: '', phone: '', email: 'aram@' },
      comment: '',
    };
    const before = await orderCount();
    const response = await attempt(body, { ...agent.headers, 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      passengers: 'At least one adult is needed',
      'passengers.0.firstName': 'Latin letters only',
      'passengers.0.lastName': 'Field is required',
      'passengers.0.gender': 'Field is required',
      'passengers.0.dateOfBirth': 'The date of birth cannot be in the future',
      'passengers.0.passportNumber': 'Field is required',
      'passengers.0.passportExpiry': 'Field is required',
      'passengers.0.citizenship': 'Field is required',
      'passengers.1.dateOfBirth': 'A child must be under 12 on every travel date',
      'passengers.1.passportExpiry': 'The passport expires before the return',
      'contact.name': 'Field is required',
      'contact.phone': 'Field is required',
      'contact.email': 'Invalid e-mail address',
    });
    expect(await orderCount()).toBe(before);
    // A caller who may not pre-order hears nothing about the body: the access check runs before validation, so
    // no token is a 401 and a role without the permission a 403 (before issue 12 both heard the schema's 400).
    const stranger = await attempt(body, {});
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).not.toHaveProperty('errors');
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    const forbidden = await attempt(body, viewer.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).not.toHaveProperty('errors');
    expect(await orderCount()).toBe(before);
  });

  it('a one-way trip never speaks of a return: the passport expires "before the flight"', async () => {
    const { flightClass } = await sellableClass(db(), setup, { daysAhead: 10 });
    const response = await attempt(
      preOrderBody([flightClass.id], [passengerInput('adult', { passportExpiry: day(9) })]),
      {
        ...agent.headers,
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'passengers.0.passportExpiry': 'The passport expires before the flight' });
  });

  it('a class sold for another trip type, legs of two airlines, and a flight whose sales closed', async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const wrongType = await attempt(preOrderBody([flightClass.id], undefined, { travelType: 'roundTrip' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('segments');

    const [out] = await roundTrip();
    const other = await createAirline(db());
    const back = await sellableClass(db(), setup, {
      travelType: 'roundTrip',
      daysAhead: 30,
      from: setup.to.id,
      to: setup.from.id,
      airlineId: other.id,
    });
    const mixed = await attempt(preOrderBody([out!, back.flightClass.id], undefined, { travelType: 'roundTrip' }));
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('MIXED_AIRLINES');

    const oneWayOnly = await attempt(preOrderBody([out!], undefined, { travelType: 'oneWay' }));
    expect(oneWayOnly.statusCode).toBe(409);
    expect(oneWayOnly.json().code).toBe('CLASS_NOT_AVAILABLE');

    const soon = await createFlightRow(db(), setup, { departureAt: new Date(Date.now() + 2 * 3_600_000) });
    const closing = await createClassRow(db(), setup, soon.id);
    const closed = await attempt(preOrderBody([closing.id]));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SALES_CLOSED');
    expect(await heldIn(closing.id)).toBe(0);
    expect(await heldIn(out!)).toBe(0);
  });

  it('needs an Idempotency-Key; a replay of the key answers the first hold and holds nothing more', async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const body = preOrderBody([flightClass.id]);
    const keyless = await attempt(body, agent.headers, null);
    expect(keyless.statusCode).toBe(400);
    expect(await heldIn(flightClass.id)).toBe(0);

    const key = randomUUID();
    const first = await attempt(body, agent.headers, key);
    expect(first.statusCode).toBe(200);
    const replay = await attempt(body, agent.headers, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<TFlightOrder>().id).toBe(first.json<TFlightOrder>().id);
    expect(await heldIn(flightClass.id)).toBe(1);
    // The same key with another body is refused and holds nothing.
    const reused = await attempt(preOrderBody([flightClass.id]), agent.headers, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await heldIn(flightClass.id)).toBe(1);
  });

  it('an agent cannot order for another agent; the staff order for an agent, who pays net', async () => {
    const other = await userWithToken(testApp.app, db(), 'user');
    const { flightClass } = await sellableClass(db(), setup);
    const forOther = await attempt(preOrderBody([flightClass.id], undefined, { agentId: other.user.id }));
    expect(forOther.statusCode).toBe(403);
    const notAgent = await attempt(
      preOrderBody([flightClass.id], undefined, { agentId: admin.user.id }),
      admin.headers,
    );
    expect(notAgent.statusCode).toBe(409);
    const response = await attempt(
      preOrderBody([flightClass.id], undefined, { agentId: other.user.id }),
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const order = response.json<TFlightOrder>();
    expect(order.agent?.id).toBe(other.user.id);
    expect(order.createdBy.id).toBe(admin.user.id);
    expect(order.totals.payable).toBe(order.totals.net);
  });
});

describe('the passengers directory at checkout', () => {
  it('saves travellers to the owner’s directory, updates a picked one, and refuses another agent’s', async () => {
    const { flightClass } = await sellableClass(db(), setup);
    const saved = passengerInput('adult', { save: true, lastName: 'Directoryan' });
    const first = await attempt(preOrderBody([flightClass.id], [saved]));
    expect(first.statusCode).toBe(200);
    const listed = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.list, {
      query: { search: 'directoryan' },
      headers: agent.headers,
    });
    const [entry] = listed.json<{ result: TDirectoryPassenger[] }>().result;
    expect(entry).toMatchObject({ agentId: agent.user.id, lastName: 'Directoryan' });

    const picked = await attempt(
      preOrderBody([flightClass.id], [{ ...saved, directoryId: entry!.id, passportNumber: 'NEW12345' }]),
    );
    expect(picked.statusCode).toBe(200);
    const [updated] = await db().select().from(directoryPassengers).where(eq(directoryPassengers.id, entry!.id));
    expect(updated!.passportNumber).toBe('NEW12345');

    const stranger = await userWithToken(testApp.app, db(), 'user');
    const foreign = await attempt(
      preOrderBody([flightClass.id], [{ ...passengerInput('adult'), directoryId: entry!.id }]),
      stranger.headers,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('passengers.0.directoryId');
  });
});
