import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  addMinutes,
  isoWeekday,
  localToUtc,
  todayIsoDate,
  type TCancellationTierInput,
  type TClassPrices,
  type TPackageServiceInput,
} from '@frs/contract';
import type { TTransaction } from '../db/database';
import {
  aircraft,
  airlines,
  airports,
  baggageRules,
  classes,
  fareRules,
  flights,
  hotels,
  packageOffers,
  roomCategories,
  rooms,
  services,
  tourManagers,
} from '../db/schema';
import { priceColumns } from '../modules/flights';
import { DEMO_FLIGHT_DAYS } from './flight-seed';

/**
 * The package reference data of the demo (issue 16): a transfer and an insurance, a tour manager, and three offers
 * (Paris 7 nights, Dubai 5 and 7 nights, Barcelona 10 nights) on the demo flights and hotels. A package flies a
 * round-trip class and comes back on its check-out day: the demo schedule's Dubai and Barcelona flights do not (no
 * return on the day after 5 or 10 nights; no round-trip class to Barcelona), so their package rotations are added
 * here, each an outbound and its return like every demo route. Inserted inside the demo seed's transaction.
 */

export const DEMO_SERVICES = [
  {
    kind: 'transfer',
    name: 'Airport transfer',
    description: {
      hy: 'Խմբային տրանսֆեր օդանավակայանից հյուրանոց և հետ։',
      en: 'A shared transfer from the airport to the hotel and back.',
      ru: 'Групповой трансфер из аэропорта в отель и обратно.',
    },
    price: 4_000,
    currency: 'USD',
  },
  {
    kind: 'insurance',
    name: 'Travel insurance',
    description: {
      hy: 'Բժշկական ապահովագրություն ամբողջ ճանապարհորդության ընթացքում՝ մինչև 30 000 եվրո։',
      en: 'Medical insurance for the whole trip, up to 30,000 EUR.',
      ru: 'Медицинская страховка на всю поездку, до 30 000 EUR.',
    },
    price: 1_500,
    currency: 'EUR',
  },
] as const;

export const DEMO_TOUR_MANAGER = {
  name: 'Sona Karapetyan',
  phone: '+374 99 112233',
  email: 'sona.karapetyan@demo.test',
  languages: 'Armenian, English, French, Russian',
};

/** A package rotation: an outbound from Yerevan and its return after a turnaround, on these weekdays. */
interface TRotation {
  airline: string;
  aircraft: string;
  flightNumber: string;
  returnNumber: string;
  to: string;
  departure: string;
  durationMinutes: number;
  weekdays: readonly number[];
  currency: 'USD' | 'EUR';
  /** The round-trip economy block the packages fly, and the business cabin: adult fare and tax, minor units. */
  economy: { fare: number; tax: number; seats: number };
  business: { fare: number; tax: number; seats: number };
}

const ROTATIONS: readonly TRotation[] = [
  {
    // Back on Wednesdays and Saturdays: 5 nights after a Friday or Monday check-in.
    airline: 'Y9',
    aircraft: 'Airbus A320-200',
    flightNumber: '503',
    returnNumber: '504',
    to: 'DXB',
    departure: '23:50',
    durationMinutes: 180,
    weekdays: [2, 5],
    currency: 'USD',
    economy: { fare: 21_000, tax: 4_500, seats: 80 },
    business: { fare: 75_000, tax: 6_000, seats: 12 },
  },
  {
    // Out on Saturdays, back on Tuesdays: 10 nights.
    airline: '4R',
    aircraft: 'Airbus A321neo',
    flightNumber: '235',
    returnNumber: '236',
    to: 'BCN',
    departure: '11:00',
    durationMinutes: 330,
    weekdays: [2, 6],
    currency: 'EUR',
    economy: { fare: 27_000, tax: 4_500, seats: 100 },
    business: { fare: 85_000, tax: 6_000, seats: 12 },
  },
];

const TURNAROUND_MINUTES = 75;

function pricesOf(plan: { fare: number; tax: number }): TClassPrices {
  const commission = Math.round(plan.fare * 0.05);
  const adult = {
    fare: plan.fare,
    tax: plan.tax,
    surchargeMultiDestination: 2_000,
    surchargeLongRange: 1_500,
    surchargeShortRange: 1_000,
    commission,
  };
  return {
    adult,
    child: { ...adult, fare: Math.round(plan.fare * 0.75), commission: Math.round(commission * 0.75) },
    infant: { ...adult, fare: Math.round(plan.fare * 0.1), tax: 0, commission: 0 },
  };
}

function idByName<TRow extends { id: number }>(rows: TRow[], key: (row: TRow) => string, name: string): number {
  const row = rows.find((candidate) => key(candidate) === name);
  if (!row) throw new Error(`demo packages: no ${name}`);
  return row.id;
}

async function seedRotations(tx: TTransaction, now: Date): Promise<void> {
  const airportRows = await tx.select({ id: airports.id, code: airports.iataCode }).from(airports);
  const airlineRows = await tx.select({ id: airlines.id, code: airlines.iataCode }).from(airlines);
  const aircraftRows = await tx
    .select({ id: aircraft.id, model: aircraft.model, seats: aircraft.seats })
    .from(aircraft);
  const fareRows = await tx.select({ id: fareRules.id, name: fareRules.name }).from(fareRules);
  const baggageRows = await tx.select({ id: baggageRules.id, name: baggageRules.name }).from(baggageRules);
  const airport = (code: string) => idByName(airportRows, (row) => row.code, code);
  const economyClass = {
    name: 'R',
    type: 'economy' as const,
    travelType: 'roundTrip' as const,
    fareRuleId: idByName(fareRows, (row) => row.name, 'Economy Flex'),
    baggageRuleId: idByName(baggageRows, (row) => row.name, 'Standard 23 kg'),
  };
  const businessClass = {
    name: 'C',
    type: 'business' as const,
    travelType: 'oneWay' as const,
    fareRuleId: idByName(fareRows, (row) => row.name, 'Business'),
    baggageRuleId: idByName(baggageRows, (row) => row.name, 'Business 2 x 32 kg'),
  };
  const planned: { values: typeof flights.$inferInsert; rotation: TRotation }[] = [];
  const today = todayIsoDate(now);
  for (let day = 0; day < DEMO_FLIGHT_DAYS; day += 1) {
    const date = addDays(today, day);
    for (const rotation of ROTATIONS) {
      if (!rotation.weekdays.includes(isoWeekday(date))) continue;
      const departure = localToUtc(`${date}T${rotation.departure}`, 'Asia/Yerevan');
      if (!departure) continue;
      const arrival = addMinutes(departure, rotation.durationMinutes);
      const back = addMinutes(arrival, TURNAROUND_MINUTES);
      const plane = aircraftRows.find((row) => row.model === rotation.aircraft);
      if (!plane) throw new Error(`demo packages: no ${rotation.aircraft}`);
      const common = {
        airlineId: idByName(airlineRows, (row) => row.code, rotation.airline),
        aircraftId: plane.id,
        durationMinutes: rotation.durationMinutes,
        seatCapacity: plane.seats,
        currency: rotation.currency,
      };
      planned.push({
        rotation,
        values: {
          ...common,
          flightNumber: rotation.flightNumber,
          fromAirportId: airport('EVN'),
          toAirportId: airport(rotation.to),
          departureAt: new Date(departure),
          arrivalAt: new Date(arrival),
        },
      });
      planned.push({
        rotation,
        values: {
          ...common,
          flightNumber: rotation.returnNumber,
          fromAirportId: airport(rotation.to),
          toAirportId: airport('EVN'),
          departureAt: new Date(back),
          arrivalAt: new Date(addMinutes(back, rotation.durationMinutes)),
        },
      });
    }
  }
  const flightRows = await tx
    .insert(flights)
    .values(planned.map((item) => item.values))
    .returning({ id: flights.id });
  await tx.insert(classes).values(
    flightRows.flatMap((row, index) => {
      const rotation = planned[index]!.rotation;
      return [
        {
          flightId: row.id,
          ...economyClass,
          seats: rotation.economy.seats,
          ...priceColumns(pricesOf(rotation.economy)),
        },
        {
          flightId: row.id,
          ...businessClass,
          seats: rotation.business.seats,
          ...priceColumns(pricesOf(rotation.business)),
        },
      ];
    }),
  );
}

/** The room types of a city's demo hotels in these categories. */
async function roomTypesIn(tx: TTransaction, city: string, categories: readonly string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
    .where(and(eq(hotels.city, city), inArray(roomCategories.name, [...categories])))
    .orderBy(rooms.id);
  if (rows.length === 0) throw new Error(`demo packages: no room types in ${city}`);
  return rows.map((row) => row.id);
}

/** The demo's offers by name (the order seed picks them by these). */
export const DEMO_OFFER_NAMES = {
  paris: 'Paris, 7 nights',
  dubai: 'Dubai beach, 5 or 7 nights',
  barcelona: 'Barcelona, 10 nights',
} as const;

/** Dubai's own refund policy: 10% of a traveller's price from 30 days before departure, half from 7 days. */
const DUBAI_POLICY: TCancellationTierInput[] = [
  { daysBefore: 30, type: 'percent', value: 10 },
  { daysBefore: 7, type: 'percent', value: 50 },
];

export async function seedPackageOffers(tx: TTransaction, now: Date): Promise<void> {
  await seedRotations(tx, now);
  const serviceRows = await tx
    .insert(services)
    .values(DEMO_SERVICES.map((service) => ({ ...service })))
    .returning({ id: services.id, kind: services.kind });
  const [manager] = await tx.insert(tourManagers).values(DEMO_TOUR_MANAGER).returning({ id: tourManagers.id });
  const airportRows = await tx.select({ id: airports.id, code: airports.iataCode }).from(airports);
  const airport = (code: string) => idByName(airportRows, (row) => row.code, code);
  const serviceId = (kind: string) => idByName(serviceRows, (row) => row.kind, kind);
  const included: TPackageServiceInput[] = [
    { serviceId: serviceId('transfer'), charge: 'perBooking' },
    { serviceId: serviceId('insurance'), charge: 'perPerson' },
  ];
  const today = todayIsoDate(now);
  const common = {
    fromAirportId: airport('EVN'),
    classType: 'economy' as const,
    services: included,
    tourManagerId: manager!.id,
    saleFrom: today,
    saleTo: addDays(today, DEMO_FLIGHT_DAYS - 1),
    active: true,
  };
  await tx.insert(packageOffers).values([
    {
      ...common,
      name: DEMO_OFFER_NAMES.paris,
      destination: 'Paris',
      toAirportId: airport('CDG'),
      roomIds: await roomTypesIn(tx, 'Paris', ['Standard double', 'Superior double', 'Family room']),
      nights: [7],
      markup: { type: 'percent', value: 8 },
      commissionPercent: 5,
      cancellationPolicy: [],
    },
    {
      ...common,
      name: DEMO_OFFER_NAMES.dubai,
      destination: 'Dubai',
      toAirportId: airport('DXB'),
      roomIds: await roomTypesIn(tx, 'Dubai', ['Deluxe king', 'Family room', 'Junior suite']),
      nights: [5, 7],
      markup: { type: 'amount', value: 5_000_000 },
      commissionPercent: 6,
      cancellationPolicy: DUBAI_POLICY,
    },
    {
      ...common,
      name: DEMO_OFFER_NAMES.barcelona,
      destination: 'Barcelona',
      toAirportId: airport('BCN'),
      roomIds: await roomTypesIn(tx, 'Barcelona', ['Standard double', 'Superior double']),
      nights: [10],
      markup: { type: 'percent', value: 7.5 },
      commissionPercent: 5,
      cancellationPolicy: [],
    },
  ]);
}
