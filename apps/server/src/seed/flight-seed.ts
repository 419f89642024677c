import {
  addDays,
  addMinutes,
  isoWeekday,
  localToUtc,
  todayIsoDate,
  type TBaggageAllowance,
  type TClassPrices,
  type TCurrency,
  type TPassengerPenalties,
  type TPassengerPrice,
  type TTravelType,
} from '@frs/contract';
import type { TTransaction } from '../db/database';
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
  timeLimits,
} from '../db/schema';
import { priceColumns } from '../modules/flights';

/**
 * The flight inventory of the demo: ten airports, three charter airlines, four aircraft, fare and baggage rules,
 * time limits, a few templates, and flights for the next 60 days on nine routes out of Yerevan and back, each with
 * two or three classes, so that search and the flight screens have data. Everything is inserted in a handful of
 * batch statements, inside the demo seed's transaction.
 */

export const DEMO_AIRPORTS = [
  { iataCode: 'EVN', name: 'Zvartnots International', city: 'Yerevan', country: 'Armenia', timeZone: 'Asia/Yerevan' },
  { iataCode: 'SVO', name: 'Sheremetyevo', city: 'Moscow', country: 'Russia', timeZone: 'Europe/Moscow' },
  { iataCode: 'VKO', name: 'Vnukovo', city: 'Moscow', country: 'Russia', timeZone: 'Europe/Moscow' },
  { iataCode: 'CDG', name: 'Charles de Gaulle', city: 'Paris', country: 'France', timeZone: 'Europe/Paris' },
  {
    iataCode: 'DXB',
    name: 'Dubai International',
    city: 'Dubai',
    country: 'United Arab Emirates',
    timeZone: 'Asia/Dubai',
  },
  {
    iataCode: 'BCN',
    name: 'Josep Tarradellas Barcelona-El Prat',
    city: 'Barcelona',
    country: 'Spain',
    timeZone: 'Europe/Madrid',
  },
  { iataCode: 'TLV', name: 'Ben Gurion', city: 'Tel Aviv', country: 'Israel', timeZone: 'Asia/Jerusalem' },
  { iataCode: 'IST', name: 'Istanbul Airport', city: 'Istanbul', country: 'Türkiye', timeZone: 'Europe/Istanbul' },
  { iataCode: 'FCO', name: 'Leonardo da Vinci-Fiumicino', city: 'Rome', country: 'Italy', timeZone: 'Europe/Rome' },
  { iataCode: 'BEY', name: 'Rafic Hariri International', city: 'Beirut', country: 'Lebanon', timeZone: 'Asia/Beirut' },
] as const;
type TAirportCode = (typeof DEMO_AIRPORTS)[number]['iataCode'];

const DEMO_AIRLINES = [
  { iataCode: '4R', icaoCode: 'AWG', name: 'Ararat Wings', logoUrl: null },
  { iataCode: '7S', icaoCode: 'SVJ', name: 'Sevan Jet', logoUrl: null },
  { iataCode: 'Y9', icaoCode: 'YAC', name: 'Yerevan Air Charter', logoUrl: null },
] as const;
type TAirlineCode = (typeof DEMO_AIRLINES)[number]['iataCode'];

const DEMO_AIRCRAFT = [
  { model: 'Airbus A320-200', seats: 180 },
  { model: 'Airbus A321neo', seats: 220 },
  { model: 'Boeing 737-800', seats: 189 },
  { model: 'Embraer E190', seats: 100 },
] as const;
type TAircraftModel = (typeof DEMO_AIRCRAFT)[number]['model'];

const percent = (value: number) => ({ type: 'percent', value }) as const;
const penalties = (change: number, cancel: number, refund: number): TPassengerPenalties => ({
  change: percent(change),
  cancel: percent(cancel),
  refund: percent(refund),
});

const DEMO_FARE_RULES = [
  {
    name: 'Economy Flex',
    texts: {
      hy: 'Ամսաթվի փոփոխություն՝ 10%, վերադարձ՝ 25% տուգանքով, մինչև մեկնումից 24 ժամ առաջ։',
      en: 'Date change 10%, refund with a 25% penalty, until 24 hours before departure.',
      ru: 'Изменение даты 10%, возврат со штрафом 25%, не позднее чем за 24 часа до вылета.',
    },
    currency: 'USD',
    penalties: { adult: penalties(10, 20, 25), child: penalties(10, 20, 25), infant: penalties(0, 0, 0) },
    nameChangeFee: 3_000,
    deadlineHours: 24,
  },
  {
    name: 'Economy Saver',
    texts: {
      hy: 'Չվերադարձվող։ Ամսաթվի փոփոխություն՝ 50 USD, մինչև մեկնումից 48 ժամ առաջ։',
      en: 'Non-refundable. Date change 50 USD, until 48 hours before departure.',
      ru: 'Невозвратный. Изменение даты 50 USD, не позднее чем за 48 часов до вылета.',
    },
    currency: 'USD',
    penalties: {
      adult: { change: { type: 'amount', value: 5_000 }, cancel: percent(100), refund: percent(100) },
      child: { change: { type: 'amount', value: 5_000 }, cancel: percent(100), refund: percent(100) },
      infant: penalties(0, 0, 0),
    },
    nameChangeFee: 5_000,
    deadlineHours: 48,
  },
  {
    name: 'Business',
    texts: {
      hy: 'Անվճար փոփոխություն, վերադարձ՝ 10% տուգանքով։',
      en: 'Free date change, refund with a 10% penalty.',
      ru: 'Бесплатное изменение даты, возврат со штрафом 10%.',
    },
    currency: 'USD',
    penalties: { adult: penalties(0, 5, 10), child: penalties(0, 5, 10), infant: penalties(0, 0, 0) },
    nameChangeFee: 0,
    deadlineHours: 3,
  },
] as const;
type TFareRuleName = (typeof DEMO_FARE_RULES)[number]['name'];

const bags = (cabinKg: number, checkedPieces: number, checkedKg: number): TBaggageAllowance => ({
  cabinKg,
  checkedPieces,
  checkedKg,
});
const DEMO_BAGGAGE_RULES = [
  { name: 'Standard 23 kg', allowances: { adult: bags(8, 1, 23), child: bags(8, 1, 23), infant: bags(0, 1, 10) } },
  { name: 'Cabin only', allowances: { adult: bags(10, 0, 0), child: bags(10, 0, 0), infant: bags(0, 0, 0) } },
  {
    name: 'Business 2 x 32 kg',
    allowances: { adult: bags(12, 2, 32), child: bags(12, 2, 32), infant: bags(0, 1, 10) },
  },
] as const;
type TBaggageRuleName = (typeof DEMO_BAGGAGE_RULES)[number]['name'];

interface TClassPlan {
  name: string;
  type: 'economy' | 'business';
  travelType: TTravelType;
  seats: number;
  fareRule: TFareRuleName;
  baggageRule: TBaggageRuleName;
  /** Adult fare and tax in minor units; child pays 75% of the fare, infant 10%. */
  fare: number;
  tax: number;
  adminOnly?: boolean;
}

function prices(plan: TClassPlan): TClassPrices {
  const commission = Math.round(plan.fare * 0.05);
  const adult: TPassengerPrice = {
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

interface TRoute {
  airline: TAirlineCode;
  flightNumber: string;
  returnNumber: string;
  aircraft: TAircraftModel;
  to: TAirportCode;
  /** Local departure time at Yerevan. */
  departure: string;
  durationMinutes: number;
  /** ISO weekdays of the outbound flights; the return leaves after a turnaround. */
  weekdays: readonly number[];
  currency: TCurrency;
  classes: readonly TClassPlan[];
}

const economy = (fare: number, seats: number, travelType: TTravelType = 'oneWay', name = 'Y'): TClassPlan => ({
  name,
  type: 'economy',
  travelType,
  seats,
  fareRule: travelType === 'oneWay' ? 'Economy Saver' : 'Economy Flex',
  baggageRule: 'Standard 23 kg',
  fare,
  tax: 4_500,
});
const business = (fare: number, seats: number): TClassPlan => ({
  name: 'C',
  type: 'business',
  travelType: 'oneWay',
  seats,
  fareRule: 'Business',
  baggageRule: 'Business 2 x 32 kg',
  fare,
  tax: 6_000,
});

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const DEMO_ROUTES: readonly TRoute[] = [
  {
    airline: '4R',
    flightNumber: '101',
    returnNumber: '102',
    aircraft: 'Airbus A320-200',
    to: 'SVO',
    departure: '07:00',
    durationMinutes: 185,
    weekdays: EVERY_DAY,
    currency: 'USD',
    classes: [economy(18_000, 110), economy(16_500, 60, 'roundTrip', 'R')],
  },
  {
    airline: '7S',
    flightNumber: '311',
    returnNumber: '312',
    aircraft: 'Boeing 737-800',
    to: 'VKO',
    departure: '10:30',
    durationMinutes: 190,
    weekdays: [1, 3, 5],
    currency: 'USD',
    classes: [economy(15_500, 120), economy(14_000, 60, 'roundTrip', 'R')],
  },
  {
    airline: '4R',
    flightNumber: '201',
    returnNumber: '202',
    aircraft: 'Airbus A321neo',
    to: 'CDG',
    departure: '06:15',
    durationMinutes: 300,
    weekdays: [2, 6],
    currency: 'EUR',
    classes: [economy(29_000, 120), economy(26_000, 80, 'roundTrip', 'R'), business(89_000, 16)],
  },
  {
    airline: 'Y9',
    flightNumber: '501',
    returnNumber: '502',
    aircraft: 'Airbus A320-200',
    to: 'DXB',
    departure: '23:50',
    durationMinutes: 180,
    weekdays: [4, 7],
    currency: 'USD',
    classes: [economy(24_000, 100), economy(21_000, 60, 'roundTrip', 'R'), business(75_000, 12)],
  },
  {
    airline: '4R',
    flightNumber: '231',
    returnNumber: '232',
    aircraft: 'Airbus A321neo',
    to: 'BCN',
    departure: '08:00',
    durationMinutes: 330,
    weekdays: [6],
    currency: 'EUR',
    classes: [economy(31_000, 140), economy(28_000, 70, 'multiDestination', 'M')],
  },
  {
    airline: '7S',
    flightNumber: '401',
    returnNumber: '402',
    aircraft: 'Embraer E190',
    to: 'TLV',
    departure: '12:00',
    durationMinutes: 165,
    weekdays: [1, 4],
    currency: 'USD',
    classes: [economy(19_000, 60), economy(17_000, 36, 'roundTrip', 'R')],
  },
  {
    airline: 'Y9',
    flightNumber: '601',
    returnNumber: '602',
    aircraft: 'Boeing 737-800',
    to: 'IST',
    departure: '05:40',
    durationMinutes: 155,
    weekdays: [1, 3, 5, 7],
    currency: 'USD',
    classes: [economy(14_000, 120), economy(12_500, 60, 'roundTrip', 'R')],
  },
  {
    airline: '4R',
    flightNumber: '251',
    returnNumber: '252',
    aircraft: 'Airbus A320-200',
    to: 'FCO',
    departure: '09:00',
    durationMinutes: 275,
    weekdays: [5],
    currency: 'EUR',
    classes: [economy(27_000, 110), economy(24_500, 60, 'roundTrip', 'R'), { ...business(80_000, 8), adminOnly: true }],
  },
  {
    airline: '7S',
    flightNumber: '421',
    returnNumber: '422',
    aircraft: 'Embraer E190',
    to: 'BEY',
    departure: '14:00',
    durationMinutes: 140,
    weekdays: [3, 7],
    currency: 'USD',
    classes: [economy(16_000, 64), economy(14_500, 36, 'roundTrip', 'R')],
  },
];

/** The agency's home airport: every route starts and ends here. */
const HOME: TAirportCode = 'EVN';

/** Days of flights the demo has, from the seed day on. */
export const DEMO_FLIGHT_DAYS = 60;
/** Minutes a return flight leaves after the outbound one arrives. */
const TURNAROUND_MINUTES = 75;

/** The id of each inserted row by its key (rows come back in the order they were inserted). */
function idsBy<TKey extends string>(rows: readonly { id: number }[], keys: readonly TKey[]): (key: TKey) => number {
  const ids = new Map(keys.map((key, index) => [key, rows[index]?.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo seed: no row for ${key}`);
    return id;
  };
}

export async function seedFlightInventory(tx: TTransaction, now: Date): Promise<void> {
  const airportRows = await tx
    .insert(airports)
    .values([...DEMO_AIRPORTS])
    .returning({ id: airports.id });
  const airportId = idsBy(
    airportRows,
    DEMO_AIRPORTS.map((airport) => airport.iataCode),
  );
  const airlineRows = await tx
    .insert(airlines)
    .values([...DEMO_AIRLINES])
    .returning({ id: airlines.id });
  const airlineId = idsBy(
    airlineRows,
    DEMO_AIRLINES.map((airline) => airline.iataCode),
  );
  const aircraftRows = await tx
    .insert(aircraft)
    .values([...DEMO_AIRCRAFT])
    .returning({ id: aircraft.id });
  const aircraftId = idsBy(
    aircraftRows,
    DEMO_AIRCRAFT.map((plane) => plane.model),
  );
  const fareRows = await tx
    .insert(fareRules)
    .values(DEMO_FARE_RULES.map((rule) => ({ ...rule })))
    .returning({ id: fareRules.id });
  const fareRuleId = idsBy(
    fareRows,
    DEMO_FARE_RULES.map((rule) => rule.name),
  );
  const baggageRows = await tx
    .insert(baggageRules)
    .values(DEMO_BAGGAGE_RULES.map((rule) => ({ ...rule })))
    .returning({ id: baggageRules.id });
  const baggageRuleId = idsBy(
    baggageRows,
    DEMO_BAGGAGE_RULES.map((rule) => rule.name),
  );
  await tx.insert(timeLimits).values([
    {
      name: 'All airlines',
      airlineId: null,
      holdMinutes: 10,
      bookingHours: 48,
      bookingCloseHours: 24,
      ticketingCloseHours: 3,
    },
    {
      name: 'Sevan Jet',
      airlineId: airlineId('7S'),
      holdMinutes: 15,
      bookingHours: 24,
      bookingCloseHours: 12,
      ticketingCloseHours: 2,
    },
  ]);

  const classValues = (plan: TClassPlan) => ({
    name: plan.name,
    type: plan.type,
    travelType: plan.travelType,
    seats: plan.seats,
    adminOnly: plan.adminOnly ?? false,
    fareRuleId: fareRuleId(plan.fareRule),
    baggageRuleId: baggageRuleId(plan.baggageRule),
    ...priceColumns(prices(plan)),
  });

  // Flights: the outbound at its local time in Yerevan, the return after a turnaround at the destination.
  const planned: { values: typeof flights.$inferInsert; route: TRoute }[] = [];
  const today = todayIsoDate(now);
  for (let day = 0; day < DEMO_FLIGHT_DAYS; day += 1) {
    const date = addDays(today, day);
    for (const route of DEMO_ROUTES) {
      if (!route.weekdays.includes(isoWeekday(date))) continue;
      const departure = localToUtc(`${date}T${route.departure}`, 'Asia/Yerevan');
      if (!departure) continue;
      const arrival = addMinutes(departure, route.durationMinutes);
      const back = addMinutes(arrival, TURNAROUND_MINUTES);
      const common = {
        airlineId: airlineId(route.airline),
        aircraftId: aircraftId(route.aircraft),
        durationMinutes: route.durationMinutes,
        seatCapacity: DEMO_AIRCRAFT.find((plane) => plane.model === route.aircraft)?.seats ?? 0,
        currency: route.currency,
      };
      planned.push({
        route,
        values: {
          ...common,
          flightNumber: route.flightNumber,
          fromAirportId: airportId('EVN'),
          toAirportId: airportId(route.to),
          departureAt: new Date(departure),
          arrivalAt: new Date(arrival),
        },
      });
      planned.push({
        route,
        values: {
          ...common,
          flightNumber: route.returnNumber,
          fromAirportId: airportId(route.to),
          toAirportId: airportId('EVN'),
          departureAt: new Date(back),
          arrivalAt: new Date(addMinutes(back, route.durationMinutes)),
        },
      });
    }
  }
  const flightRows = await tx
    .insert(flights)
    .values(planned.map((item) => item.values))
    .returning({ id: flights.id });
  await tx
    .insert(classes)
    .values(
      flightRows.flatMap((row, index) =>
        (planned[index]?.route.classes ?? []).map((plan) => ({ flightId: row.id, ...classValues(plan) })),
      ),
    );

  // Templates: the Paris route both ways and a Barcelona one, ready for a schedule.
  const templates = DEMO_ROUTES.filter((route) => route.to === 'CDG' || route.to === 'BCN').flatMap((route) => [
    {
      route,
      name: `EVN → ${route.to} ${route.airline} ${route.flightNumber}`,
      flightNumber: route.flightNumber,
      from: HOME,
      to: route.to,
      departureTime: route.departure,
    },
    {
      route,
      name: `${route.to} → EVN ${route.airline} ${route.returnNumber}`,
      flightNumber: route.returnNumber,
      from: route.to,
      to: HOME,
      departureTime: '14:30',
    },
  ]);
  const templateRows = await tx
    .insert(flightTemplates)
    .values(
      templates.map((template) => ({
        name: template.name,
        airlineId: airlineId(template.route.airline),
        flightNumber: template.flightNumber,
        aircraftId: aircraftId(template.route.aircraft),
        fromAirportId: airportId(template.from),
        toAirportId: airportId(template.to),
        departureTime: template.departureTime,
        durationMinutes: template.route.durationMinutes,
        seatCapacity: DEMO_AIRCRAFT.find((plane) => plane.model === template.route.aircraft)?.seats ?? 0,
        currency: template.route.currency,
      })),
    )
    .returning({ id: flightTemplates.id });
  await tx
    .insert(classTemplates)
    .values(
      templateRows.flatMap((row, index) =>
        (templates[index]?.route.classes ?? []).map((plan) => ({ flightTemplateId: row.id, ...classValues(plan) })),
      ),
    );
}
