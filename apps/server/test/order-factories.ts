import type { FastifyInstance } from 'fastify';
import {
  addDays,
  FLIGHT_ENDPOINTS,
  localToUtc,
  FLIGHT_ORDER_ENDPOINTS,
  todayIsoDate,
  type TFlight,
  type TFlightOrder,
  type TOrderPassengerInput,
  type TPassengerType,
  type TFlightPreOrderRequest,
  type TTravelType,
} from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { exchangeRates, ticketSettings } from '../src/db/schema';
import { injectEndpoint } from './endpoint-call';
import { createClassRow, createFlightRow, type TFlightSetup } from './flight-factories';

/**
 * Factories of the order area: rates, flights at a local date and time, passengers of each type old enough (or
 * young enough) for a trip, and pre-orders through the API.
 */

export const TEST_RATES = { USD: 400, EUR: 450 } as const;

/** Today's agency rates (and the ticket prefix orders number their tickets with). */
export async function seedRatesAndTickets(db: TDatabase, date = todayIsoDate()) {
  await db
    .insert(exchangeRates)
    .values([
      { rateDate: date, currency: 'USD', bankRate: '399.0000', agencyRate: TEST_RATES.USD.toFixed(4) },
      { rateDate: date, currency: 'EUR', bankRate: '449.0000', agencyRate: TEST_RATES.EUR.toFixed(4) },
    ])
    .onConflictDoNothing();
  await db.insert(ticketSettings).values({ id: 1, ticketPrefix: '575' }).onConflictDoNothing();
}

/** A flight leaving `from` at a local date and time of Yerevan (the setup's airports unless others are given). */
export async function flightAt(
  db: TDatabase,
  setup: TFlightSetup,
  localDate: string,
  options: { time?: string; from?: number; to?: number; airlineId?: number; currency?: 'USD' | 'EUR' | 'AMD' } = {},
) {
  const departure = localToUtc(`${localDate}T${options.time ?? '10:00'}`, 'Asia/Yerevan');
  if (!departure) throw new Error('no such local time');
  return createFlightRow(db, setup, {
    departureAt: new Date(departure),
    fromAirportId: options.from ?? setup.from.id,
    toAirportId: options.to ?? setup.to.id,
    airlineId: options.airlineId ?? setup.airline.id,
    currency: options.currency ?? 'USD',
  });
}

/** A flight with one class of the given travel type and seats, `daysAhead` days from today. */
export async function sellableClass(
  db: TDatabase,
  setup: TFlightSetup,
  options: {
    daysAhead?: number;
    seats?: number;
    travelType?: TTravelType;
    from?: number;
    to?: number;
    airlineId?: number;
    currency?: 'USD' | 'EUR' | 'AMD';
  } = {},
) {
  const flight = await flightAt(db, setup, addDays(todayIsoDate(), options.daysAhead ?? 10), options);
  const flightClass = await createClassRow(db, setup, flight.id, {
    seats: options.seats ?? 50,
    travelType: options.travelType ?? 'oneWay',
  });
  return { flight, flightClass };
}

const BIRTH_AGE_YEARS: Record<TPassengerType, number> = { adult: 30, child: 6, infant: 1 };

let passengerNumber = 0;
/** A passenger of the type, of a fitting age today, with a passport valid for years. */
export function passengerInput(
  type: TPassengerType = 'adult',
  overrides: Partial<TOrderPassengerInput> = {},
): TOrderPassengerInput {
  passengerNumber += 1;
  const letters = String.fromCharCode(65 + (passengerNumber % 26), 65 + (Math.floor(passengerNumber / 26) % 26));
  return {
    type,
    firstName: `Anna${letters.toLowerCase()}`,
    lastName: `Petrosyan${letters.toLowerCase()}`,
    gender: 'female',
    dateOfBirth: addDays(todayIsoDate(), -Math.round(BIRTH_AGE_YEARS[type] * 365.25)),
    passportNumber: `AM${String(1_000_000 + passengerNumber)}`,
    passportExpiry: addDays(todayIsoDate(), 5 * 365),
    citizenship: 'AM',
    ...overrides,
  };
}

export const TEST_CONTACT = { name: 'Karen Sahakyan', phone: '+374 99 123456', email: 'client@example.test' };

export function preOrderBody(
  classIds: readonly number[],
  passengers: readonly TOrderPassengerInput[] = [passengerInput('adult')],
  overrides: Partial<TFlightPreOrderRequest> = {},
): TFlightPreOrderRequest {
  return {
    travelType: classIds.length === 1 ? 'oneWay' : 'roundTrip',
    segments: classIds.map((classId) => ({ classId })),
    passengers: [...passengers],
    contact: TEST_CONTACT,
    ...overrides,
  };
}

/** A pre-order through the API (under a fresh Idempotency-Key); fails the test unless it is made. */
export async function preOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: TFlightPreOrderRequest,
): Promise<TFlightOrder> {
  const response = await injectEndpoint(app, FLIGHT_ORDER_ENDPOINTS.preOrder, { headers, body });
  if (response.statusCode !== 200) throw new Error(`pre-order failed: ${response.statusCode} ${response.body}`);
  return response.json<TFlightOrder>();
}

/** Books or tickets a hold through the API (under a fresh Idempotency-Key); fails the test unless it succeeds. */
export async function orderAs(
  app: FastifyInstance,
  headers: Record<string, string>,
  orderId: number,
  mode: 'booking' | 'ticketing',
): Promise<TFlightOrder> {
  const response = await injectEndpoint(app, FLIGHT_ORDER_ENDPOINTS.order, { headers, body: { orderId, mode } });
  if (response.statusCode !== 200) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return response.json<TFlightOrder>();
}

/**
 * Moves a flight's departure and arrival by `minutes` through the API (as staff would on /flights), confirming the
 * change its orders stand in the way of; fails the test unless it is saved.
 */
export async function retimeFlight(
  app: FastifyInstance,
  headers: Record<string, string>,
  flightId: number,
  minutes: number,
): Promise<void> {
  const flight = (
    await injectEndpoint(app, FLIGHT_ENDPOINTS.get, { params: { id: flightId }, headers })
  ).json<TFlight>();
  const shift = (local: string) => new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
  const edited = await injectEndpoint(app, FLIGHT_ENDPOINTS.edit, {
    params: { id: flightId },
    headers,
    body: {
      airlineId: flight.airline.id,
      flightNumber: flight.flightNumber,
      aircraftId: flight.aircraft.id,
      seatCapacity: flight.seatCapacity,
      fromAirportId: flight.from.id,
      toAirportId: flight.to.id,
      departureLocal: shift(flight.departureLocal),
      arrivalLocal: shift(flight.arrivalLocal),
      currency: flight.currency,
      status: flight.status,
      confirmChanges: true,
    },
  });
  if (edited.statusCode !== 200) throw new Error(`retime failed: ${edited.statusCode} ${edited.body}`);
}
