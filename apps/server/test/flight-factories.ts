import type { FastifyInstance } from 'fastify';
import { isAdminGroup, type TAirportInput, type TClassPrices, type TPassengerPrice, type TRole } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import {
  aircraft,
  airlines,
  airports,
  baggageRules,
  classes,
  classTemplates,
  fareRules,
  flights,
  flightTemplates,
} from '../src/db/schema';
import { priceColumns } from '../src/modules/flights';
import { createUser, loginAs } from './factories';

/**
 * Data factories of the flight area: rows written straight into the database (tests of one endpoint do not go
 * through the others), with unique codes from a counter (each test file has a database of its own).
 */

let sequence = 0;
/** The next value of this file's counter. */
export function nextNumber(): number {
  sequence += 1;
  return sequence;
}

/** A code of `length` upper-case letters, unique within the test file ("AAB", "AAC", …). */
export function uniqueLetters(length: number): string {
  let value = nextNumber();
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code = String.fromCharCode(65 + (value % 26)) + code;
    value = Math.floor(value / 26);
  }
  return code;
}

export function airportInput(overrides: Partial<TAirportInput> = {}): TAirportInput {
  return {
    iataCode: uniqueLetters(3),
    name: 'Test Airport',
    city: 'Test City',
    country: 'Armenia',
    timeZone: 'Asia/Yerevan',
    ...overrides,
  };
}

export async function createAirport(db: TDatabase, overrides: Partial<TAirportInput> = {}) {
  const [row] = await db.insert(airports).values(airportInput(overrides)).returning();
  return row!;
}

export async function createAirline(db: TDatabase, overrides: Partial<typeof airlines.$inferInsert> = {}) {
  const [row] = await db
    .insert(airlines)
    .values({ iataCode: uniqueLetters(2), icaoCode: uniqueLetters(3), name: 'Test Air', ...overrides })
    .returning();
  return row!;
}

export async function createAircraft(db: TDatabase, seats = 180) {
  const [row] = await db.insert(aircraft).values({ model: 'Airbus A320', seats }).returning();
  return row!;
}

const NO_PENALTY = { type: 'percent', value: 0 } as const;
const PENALTIES = { change: NO_PENALTY, cancel: NO_PENALTY, refund: { type: 'percent', value: 50 } } as const;

export async function createFareRule(db: TDatabase) {
  const [row] = await db
    .insert(fareRules)
    .values({
      name: `Rule ${nextNumber()}`,
      texts: { hy: '', en: 'Non-refundable', ru: '' },
      currency: 'USD',
      penalties: { adult: PENALTIES, child: PENALTIES, infant: PENALTIES },
      nameChangeFee: 2_000,
      deadlineHours: 24,
    })
    .returning();
  return row!;
}

export async function createBaggageRule(db: TDatabase) {
  const allowance = { cabinKg: 8, checkedPieces: 1, checkedKg: 23 };
  const [row] = await db
    .insert(baggageRules)
    .values({ name: `Baggage ${nextNumber()}`, allowances: { adult: allowance, child: allowance, infant: allowance } })
    .returning();
  return row!;
}

export function passengerPrice(fare: number, overrides: Partial<TPassengerPrice> = {}): TPassengerPrice {
  return {
    fare,
    tax: 5_000,
    surchargeMultiDestination: 0,
    surchargeLongRange: 0,
    surchargeShortRange: 0,
    commission: 1_000,
    ...overrides,
  };
}

export function classPrices(adultFare = 20_000): TClassPrices {
  return {
    adult: passengerPrice(adultFare),
    child: passengerPrice(Math.round(adultFare * 0.75)),
    infant: passengerPrice(2_000, { tax: 0, commission: 0 }),
  };
}

/**
 * The records a flight needs: airline, aircraft, two airports (Yerevan and Paris), a fare rule, a baggage rule. A test
 * of an old schema passes the airline it inserted by hand (today's airline has columns the old one lacks).
 */
export async function createFlightSetup(db: TDatabase, given: { airline?: typeof airlines.$inferSelect } = {}) {
  const [airline, plane, from, to, fareRule, baggageRule] = [
    given.airline ?? (await createAirline(db)),
    await createAircraft(db),
    await createAirport(db, { city: 'Yerevan', timeZone: 'Asia/Yerevan' }),
    await createAirport(db, { city: 'Paris', country: 'France', timeZone: 'Europe/Paris' }),
    await createFareRule(db),
    await createBaggageRule(db),
  ];
  return { airline, aircraft: plane, from, to, fareRule, baggageRule };
}
export type TFlightSetup = Awaited<ReturnType<typeof createFlightSetup>>;

/** A flight row in a week (or at `departureAt`), 4 hours long. */
export async function createFlightRow(
  db: TDatabase,
  setup: TFlightSetup,
  overrides: Partial<typeof flights.$inferInsert> = {},
) {
  const departureAt = overrides.departureAt ?? new Date(Date.now() + 7 * 86_400_000);
  const [row] = await db
    .insert(flights)
    .values({
      airlineId: setup.airline.id,
      flightNumber: String(100 + nextNumber()),
      aircraftId: setup.aircraft.id,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 4 * 3_600_000),
      durationMinutes: 240,
      seatCapacity: 150,
      currency: 'USD',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClassRow(
  db: TDatabase,
  setup: TFlightSetup,
  flightId: number,
  overrides: Partial<typeof classes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classes)
    .values({
      flightId,
      name: `C${nextNumber()}`.slice(0, 6),
      type: 'economy',
      travelType: 'oneWay',
      seats: 50,
      fareRuleId: setup.fareRule.id,
      baggageRuleId: setup.baggageRule.id,
      ...priceColumns(classPrices()),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createFlightTemplateRow(
  db: TDatabase,
  setup: TFlightSetup,
  overrides: Partial<typeof flightTemplates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(flightTemplates)
    .values({
      name: `Template ${nextNumber()}`,
      airlineId: setup.airline.id,
      flightNumber: String(500 + nextNumber()),
      aircraftId: setup.aircraft.id,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      departureTime: '08:00',
      durationMinutes: 270,
      seatCapacity: 150,
      currency: 'USD',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createClassTemplateRow(
  db: TDatabase,
  setup: TFlightSetup,
  flightTemplateId: number,
  overrides: Partial<typeof classTemplates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(classTemplates)
    .values({
      flightTemplateId,
      name: `T${nextNumber()}`.slice(0, 6),
      type: 'economy',
      travelType: 'oneWay',
      seats: 50,
      fareRuleId: setup.fareRule.id,
      baggageRuleId: setup.baggageRule.id,
      ...priceColumns(classPrices()),
      ...overrides,
    })
    .returning();
  return row!;
}

/** One logged-in user per effective role, for permission tests: answers the token of a role. */
export async function tokensForEveryRole(
  app: FastifyInstance,
  db: TDatabase,
  roles: readonly TRole[],
): Promise<(role: TRole) => string> {
  const tokens = new Map<TRole, string>();
  for (const role of roles) {
    const user = await createUser(db, {
      role: isAdminGroup(role) ? 'Admin' : role,
      adminGroups: isAdminGroup(role) ? role : null,
    });
    tokens.set(role, (await loginAs(app, user.email)).token);
  }
  return (role) => {
    const token = tokens.get(role);
    if (!token) throw new Error(`No token for ${role}`);
    return token;
  };
}
