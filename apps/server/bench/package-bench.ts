/**
 * The package half of `npm run bench`: package search (POST /api/search/packageSearch, questions in turn over 30
 * departure dates and two parties: packageSearchQuestions; its raw side is the API's own statements, recorded and
 * replayed by api-statements.ts), and package bookings through the API (pre-order + order in
 * ticketing mode: two HTTP calls with authentication, validation, idempotency, pricing, history, mail, tickets and
 * the voucher) beside the same bookings written by raw SQL in the order the API writes them: a pre-order transaction
 * (the order with its two segments, its travellers and its history row in one statement; the room and its guests;
 * the package row; the seats held on both flights, then the room's nights held) and a ticketing transaction (lock;
 * ticket numbers; the voucher; the conditional status change with its history row; the mails; seats sold; nights
 * sold; the agent's conditional debit and its ledger entry).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import {
  addDays,
  FLIGHT_ENDPOINTS,
  localToUtc,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  pnrFromBytes,
  REFERENCE_ENDPOINTS,
  todayIsoDate,
  type TClassInput,
  type TEndpointDefinition,
  type TFlight,
  type TFlightClass,
  type TPackageSearchRequest,
} from '@frs/contract';
import { PGLITE_EXTENSIONS, pgliteHandle, type TDatabase } from '../src/db/database';
import { hotels, packageOffers, services, tourManagers } from '../src/db/schema';
import { createHotel, createSellableRoom } from '../test/agency-factories';
import { createUser } from '../test/factories';
import { createClassRow, createFlightRow, createFlightSetup } from '../test/flight-factories';
import { seedRatesAndTickets } from '../test/order-factories';
import { api, rawCharge, topUpApproved, type TRawDatabase } from './booking-bench';
import { createBenchHotel } from './hotel-bench';
import {
  apiPreOrderBookings,
  measureBookings,
  runScenario,
  type TAgent,
  type TBookingResult,
  type TSearchResult,
} from './load';

/** Departure dates (from FIRST_DAY days ahead), the stay, the room types and what each flight and night sells. */
const FIRST_DAY = 10;
const DAYS = 30;
const NIGHTS = 7;
const ROOM_TYPES = 4;
const SEATS = 1000;
const ALLOTMENT = 1000;

/** One departure date of the package: its outbound flight and the return NIGHTS later, each with its class. */
export interface TPackageDeparture {
  date: string;
  outbound: { flightId: number; classId: number; departureAt: string };
  back: { flightId: number; classId: number };
}

export interface TPackageBenchInventory {
  offerId: number;
  destination: string;
  hotelId: number;
  tourManagerId: number;
  roomIds: number[];
  departures: TPackageDeparture[];
}

const TEXT = { hy: 'Թեստ', en: 'Bench', ru: 'Тест' };
const PRICES = {
  fare: 20_000,
  tax: 5_000,
  surchargeMultiDestination: 0,
  surchargeLongRange: 0,
  surchargeShortRange: 0,
  commission: 1_000,
};

const letters = (count: number) =>
  Array.from(randomBytes(count), (byte) => String.fromCharCode(65 + (byte % 26))).join('');

/** A new airport under a free random code (the bench's database may keep the airports of earlier runs). */
async function createAirport(url: string, token: string, city: string): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const airport = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['airports.create'], {
        token,
        body: { iataCode: letters(3), name: `${city} airport`, city, country: 'Armenia', timeZone: 'Asia/Yerevan' },
      });
      return airport.id;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * A package of its own, made through the API by the Super Admin: a route of two new airports with DAYS outbound
 * flights (10:00-14:00, one a day from FIRST_DAY days ahead) and their returns NIGHTS days later (16:00-20:00), each
 * with one round-trip economy class of SEATS seats; a hotel in a city of its own with ROOM_TYPES room types of
 * ALLOTMENT rooms a night; a transfer (per person, USD) and insurance (per booking, AMD); a tour manager; an offer of
 * NIGHTS nights on them; and money for the agents.
 */
export async function createPackageBenchInventory(
  url: string,
  admin: TAgent,
  agents: readonly TAgent[],
): Promise<TPackageBenchInventory> {
  const token = admin.token;
  const tag = randomUUID().slice(0, 8);
  const destination = `Benchport ${tag}`;
  const list = async <T>(endpoint: TEndpointDefinition) =>
    (await api<{ result: T[] }>(url, endpoint, { token, query: 'pageSize=100' })).result;
  const airline = (await list<{ id: number; iataCode: string }>(REFERENCE_ENDPOINTS['airlines.list'])).find(
    (row) => row.iataCode === '4R',
  )!;
  const fareRule = (await list<{ id: number; name: string }>(REFERENCE_ENDPOINTS['fareRules.list'])).find(
    (row) => row.name === 'Economy Flex',
  )!;
  const baggageRule = (await list<{ id: number }>(REFERENCE_ENDPOINTS['baggageRules.list']))[0]!;
  const aircraft = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['aircraft.create'], {
    token,
    body: { model: `Bench ${tag}`, seats: SEATS },
  });
  const from = await createAirport(url, token, `Bench origin ${tag}`);
  const to = await createAirport(url, token, destination);
  // Flight numbers of their own (a live flight is unique by airline, number and departure).
  const numberBase = 1000 + Math.floor(Math.random() * 8000);
  const flightWithClass = async (index: number, date: string, back: boolean) => {
    const [departure, arrival] = back ? ['16:00', '20:00'] : ['10:00', '14:00'];
    const flight = await api<TFlight>(url, FLIGHT_ENDPOINTS.create, {
      token,
      body: {
        airlineId: airline.id,
        flightNumber: String(back ? numberBase + 1 : numberBase),
        aircraftId: aircraft.id,
        fromAirportId: back ? to : from,
        toAirportId: back ? from : to,
        departureLocal: `${date}T${departure}`,
        arrivalLocal: `${date}T${arrival}`,
        seatCapacity: SEATS,
        currency: 'USD',
      },
    });
    const input: TClassInput = {
      name: `P${index}`,
      type: 'economy',
      travelType: 'roundTrip',
      seats: SEATS,
      adminOnly: false,
      fareRuleId: fareRule.id,
      baggageRuleId: baggageRule.id,
      prices: { adult: PRICES, child: PRICES, infant: { ...PRICES, tax: 0, commission: 0 } },
    };
    const flightClass = await api<TFlightClass>(url, FLIGHT_ENDPOINTS.createClass, {
      token,
      params: { id: flight.id },
      body: input,
    });
    return { flightId: flight.id, classId: flightClass.id, departureAt: flight.departureAt };
  };
  const departures: TPackageDeparture[] = [];
  for (let index = 0; index < DAYS; index += 1) {
    const date = addDays(todayIsoDate(), FIRST_DAY + index);
    departures.push({
      date,
      outbound: await flightWithClass(index, date, false),
      back: await flightWithClass(index, addDays(date, NIGHTS), true),
    });
  }

  const { hotelId, roomIds } = await createBenchHotel(url, token, {
    label: 'Bench package',
    city: destination,
    description: TEXT,
    roomTypes: ROOM_TYPES,
    capacity: 3,
    allotment: ALLOTMENT,
    from: addDays(todayIsoDate(), FIRST_DAY),
    to: addDays(todayIsoDate(), FIRST_DAY + DAYS + NIGHTS),
  });

  const transfer = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['services.create'], {
    token,
    body: { kind: 'transfer', name: `Bench transfer ${tag}`, description: TEXT, price: 2_000, currency: 'USD' },
  });
  const insurance = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['services.create'], {
    token,
    body: { kind: 'insurance', name: `Bench insurance ${tag}`, description: TEXT, price: 500_000, currency: 'AMD' },
  });
  const manager = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['tourManagers.create'], {
    token,
    body: { name: 'Bench Manager', phone: '+374 99 000000', languages: 'hy, en' },
  });
  const offer = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['packageOffers.create'], {
    token,
    body: {
      name: `Bench package ${tag}`,
      destination,
      fromAirportId: from,
      toAirportId: to,
      classType: 'economy',
      roomIds,
      nights: [NIGHTS],
      services: [
        { serviceId: transfer.id, charge: 'perPerson' },
        { serviceId: insurance.id, charge: 'perBooking' },
      ],
      tourManagerId: manager.id,
      markup: { type: 'percent', value: 10 },
      commissionPercent: 5,
      saleFrom: todayIsoDate(),
      saleTo: addDays(todayIsoDate(), FIRST_DAY + DAYS),
      cancellationPolicy: [],
      active: true,
    },
  });
  for (const agent of agents) await topUpApproved(url, token, agent.id, 900_000_000_000);
  return { offerId: offer.id, destination, hotelId, tourManagerId: manager.id, roomIds, departures };
}

/** The same package written straight into an embedded database (the raw side's, when the server runs on PGlite). */
async function createPackageBenchRows(db: TDatabase): Promise<TPackageBenchInventory> {
  const setup = await createFlightSetup(db);
  const destination = 'Benchport';
  const flightWithClass = async (date: string, back: boolean) => {
    const departure = back
      ? localToUtc(`${date}T16:00`, setup.to.timeZone)
      : localToUtc(`${date}T10:00`, setup.from.timeZone);
    const flight = await createFlightRow(db, setup, {
      departureAt: new Date(departure!),
      fromAirportId: back ? setup.to.id : setup.from.id,
      toAirportId: back ? setup.from.id : setup.to.id,
      seatCapacity: SEATS,
    });
    const flightClass = await createClassRow(db, setup, flight.id, { travelType: 'roundTrip', seats: SEATS });
    return { flightId: flight.id, classId: flightClass.id, departureAt: flight.departureAt.toISOString() };
  };
  const departures: TPackageDeparture[] = [];
  for (let index = 0; index < DAYS; index += 1) {
    const date = addDays(todayIsoDate(), FIRST_DAY + index);
    departures.push({
      date,
      outbound: await flightWithClass(date, false),
      back: await flightWithClass(addDays(date, NIGHTS), true),
    });
  }
  const hotel = await createHotel(db);
  await db.update(hotels).set({ city: destination }).where(eq(hotels.id, hotel.id));
  const roomIds: number[] = [];
  for (let index = 0; index < ROOM_TYPES; index += 1) {
    const { room } = await createSellableRoom(db, {
      hotelId: hotel.id,
      from: addDays(todayIsoDate(), FIRST_DAY),
      nights: DAYS + NIGHTS,
      allotment: ALLOTMENT,
      overrides: { pricePerNight: 10_000 + index * 500, currency: 'USD' },
    });
    roomIds.push(room.id);
  }
  const [transfer, insurance] = await db
    .insert(services)
    .values([
      { kind: 'transfer', name: 'Bench transfer', description: TEXT, price: 2_000, currency: 'USD' },
      { kind: 'insurance', name: 'Bench insurance', description: TEXT, price: 500_000, currency: 'AMD' },
    ])
    .returning();
  const [manager] = await db
    .insert(tourManagers)
    .values({ name: 'Bench Manager', phone: '+374 99 000000', languages: 'hy, en' })
    .returning();
  const [offer] = await db
    .insert(packageOffers)
    .values({
      name: 'Bench package',
      destination,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
      classType: 'economy',
      roomIds,
      nights: [NIGHTS],
      services: [
        { serviceId: transfer!.id, charge: 'perPerson' },
        { serviceId: insurance!.id, charge: 'perBooking' },
      ],
      tourManagerId: manager!.id,
      markup: { type: 'percent', value: 10 },
      commissionPercent: 5,
      saleFrom: todayIsoDate(),
      saleTo: addDays(todayIsoDate(), FIRST_DAY + DAYS),
      cancellationPolicy: [],
    })
    .returning();
  return { offerId: offer!.id, destination, hotelId: hotel.id, tourManagerId: manager!.id, roomIds, departures };
}

/** An in-memory PGlite with the schema, today's rates, two agents and the package, for the raw side on PGlite. */
export async function rawPackagePglite() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = pgliteHandle(client);
  await handle.migrate();
  const db = handle.db;
  await seedRatesAndTickets(db);
  const agents = [
    await createUser(db, { balance: 900_000_000_000 }),
    await createUser(db, { balance: 900_000_000_000 }),
  ];
  const inventory = await createPackageBenchRows(db);
  return {
    database: {
      transaction: (work) =>
        client.transaction(async (tx) =>
          work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows),
        ),
    } satisfies TRawDatabase,
    agentIds: agents.map((agent) => agent.id),
    inventory,
    close: () => handle.close(),
  };
}

/** The n-th question: a departure date of the 30, NIGHTS nights, two adults, or two adults and a child of 5. */
function questionOf(inventory: TPackageBenchInventory, n: number): TPackageSearchRequest {
  const date = inventory.departures[n % DAYS]!.date;
  const childAges = Math.floor(n / DAYS) % 2 === 0 ? [] : [5];
  return { destination: inventory.destination, departureFrom: date, nights: NIGHTS, adults: 2, childAges };
}

/** The search's questions: the departure dates and the two parties in turn. */
export function packageSearchQuestions(inventory: TPackageBenchInventory): TPackageSearchRequest[] {
  return Array.from({ length: 2 * DAYS }, (_, n) => questionOf(inventory, n));
}

/**
 * Every question asked once: each must find the package (or the figure would measure nothing). The average number
 * of combinations an answer offers.
 */
export async function probePackageSearch(url: string, token: string, inventory: TPackageBenchInventory) {
  const questions = packageSearchQuestions(inventory).map((question) => JSON.stringify(question));
  let combinations = 0;
  for (const body of questions) {
    const response = await fetch(`${url}${PACKAGE_SEARCH_ENDPOINTS.search.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const found = ((await response.json()) as { combinations?: unknown[] }).combinations?.length ?? 0;
    if (found === 0) throw new Error(`package search found nothing for ${body}`);
    combinations += found;
  }
  return Math.round(combinations / questions.length);
}

/** POST /api/search/packageSearch as an agent, over the departure dates and the two parties in turn. */
export async function apiPackageSearch(
  url: string,
  token: string,
  inventory: TPackageBenchInventory,
  connections: number,
  seconds: number,
): Promise<TSearchResult & { combinations: number }> {
  const combinations = await probePackageSearch(url, token, inventory);
  const result = await runScenario(
    url,
    {
      name: 'package search',
      method: 'POST',
      path: PACKAGE_SEARCH_ENDPOINTS.search.path,
      bodies: packageSearchQuestions(inventory),
      token,
    },
    { seconds, connections },
  );
  return {
    name: `API: POST /api/search/packageSearch (${connections} connections)`,
    'req/s': result['req/s'],
    'p50 ms': result['p50 ms'],
    'p99 ms': result['p99 ms'],
    failures: result.failures,
    combinations,
  };
}

const TRAVELLERS = [
  {
    type: 'adult',
    firstName: 'Bench',
    lastName: 'Traveller',
    gender: 'female',
    dateOfBirth: '1990-05-17',
    passportNumber: 'AM1234567',
    passportExpiry: '2040-01-01',
    citizenship: 'AM',
  },
  {
    type: 'adult',
    firstName: 'Bench',
    lastName: 'Companion',
    gender: 'male',
    dateOfBirth: '1988-02-03',
    passportNumber: 'AM7654321',
    passportExpiry: '2040-01-01',
    citizenship: 'AM',
  },
] as const;
const CONTACT = { name: 'Bench Client', phone: '+374 99 000000', email: 'bench-client@demo.test' };

/** The n-th booking: a departure date of the 30 and a room type of the hotel's. */
function bookingOf(inventory: TPackageBenchInventory, n: number) {
  return {
    departure: inventory.departures[n % DAYS]!,
    roomId: inventory.roomIds[Math.floor(n / DAYS) % inventory.roomIds.length]!,
  };
}

/** Package pre-order + order (ticketing) for two adults in one room, through the API, `connections` at a time. */
export function apiPackageBookings(
  url: string,
  agents: readonly TAgent[],
  inventory: TPackageBenchInventory,
  connections: number,
  seconds: number,
): Promise<TBookingResult> {
  return apiPreOrderBookings(url, agents, {
    name: `API: package pre-order + ticketing (${connections} connections)`,
    preOrder: PACKAGE_ORDER_ENDPOINTS.preOrder,
    order: PACKAGE_ORDER_ENDPOINTS.order,
    body: (n) => {
      const { departure, roomId } = bookingOf(inventory, n);
      return {
        offerId: inventory.offerId,
        outboundClassId: departure.outbound.classId,
        returnClassId: departure.back.classId,
        roomId,
        nights: NIGHTS,
        travellers: TRAVELLERS,
        contact: CONTACT,
      };
    },
    connections,
    seconds,
  });
}

/** The order with its segments, travellers and history row: one statement, as the flight line's insertFlightOrder. */
const INSERT_ORDER = `
  with o as (
    insert into orders (pnr, product_line, agent_id, created_by_id, status, travel_type, rate_date, usd_rate,
      eur_rate, hold_expires_at, order_date, first_departure_at, contact_name, contact_phone, contact_email, gross,
      commission, net, payable)
    values ($1, 'package', $2, $2, 'hold', 'roundTrip', $3, 400, 450, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
    on conflict (pnr) do nothing
    returning id),
  segments as (
    insert into order_segments (order_id, leg_index, flight_id, class_id)
    select o.id, x.leg_index, x.flight_id, x.class_id
    from o, jsonb_to_recordset($13::jsonb) as x(leg_index int, flight_id int, class_id int)
    returning id),
  passengers as (
    insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
      passport_expiry, citizenship, status, fare, tax, surcharge, gross, commission, net, segment_prices)
    select o.id, x.type, x.first_name, x.last_name, x.gender, x.date_of_birth, x.passport_number,
      x.passport_expiry, x.citizenship, 'active', x.fare, x.tax, 0, x.gross, x.commission, x.net, x.segment_prices
    from o, jsonb_array_elements($14::jsonb) with ordinality as item(value, n),
      jsonb_to_record(item.value) as x(type text, first_name text, last_name text, gender text, date_of_birth date,
        passport_number text, passport_expiry date, citizenship text, fare bigint, tax bigint, gross bigint,
        commission bigint, net bigint, segment_prices jsonb)
    order by item.n
    returning id),
  written as (
    insert into history (actor_id, entity, entity_id, action, new_values)
    select $2::int, 'order', o.id::text, 'preOrder', $15::jsonb from o)
  select o.id, (select json_agg(p.id order by p.id) from passengers p)::text as passenger_ids from o`;

/** The rooms and their guests (each guest one of the travellers): one statement, as the hotel line's. */
const INSERT_ROOMS = `
  with o as (select $1::int as id),
  rooms as (
    insert into hotel_order_rooms (order_id, room_index, hotel_id, room_id, check_in, check_out, night_prices, gross,
      commission, net, cancellation_policy, special_requests)
    select o.id, x.room_index, x.hotel_id, x.room_id, x.check_in, x.check_out, x.night_prices, x.gross,
      x.commission, x.net, x.cancellation_policy, null
    from o, jsonb_to_recordset($2::jsonb) as x(room_index int, hotel_id int, room_id int, check_in date,
      check_out date, night_prices jsonb, gross bigint, commission bigint, net bigint, cancellation_policy jsonb)
    returning id, room_index),
  guests as (
    insert into hotel_order_guests (order_id, order_room_id, guest_index, type, first_name, last_name, age,
      passenger_id)
    select o.id, r.id, x.guest_index, x.type, x.first_name, x.last_name, null, x.passenger_id
    from o, jsonb_to_recordset($3::jsonb) as x(room_index int, guest_index int, type text, first_name text,
      last_name text, passenger_id int)
    join rooms r on r.room_index = x.room_index
    returning id)
  select (select count(*) from guests) as guests`;

/** A move of the room's nights over the stay: every night or none (the hotels' moveRoomNights). */
const moveNights = (set: string, condition: string) => `
  with fitting as materialized (
    select night from room_nights
    where room_id = $1::int and night >= $2::date and night < $3::date and ${condition}
    order by night
    for update)
  update room_nights set ${set}, updated_at = now()
  where room_id = $1::int and night in (select night from fitting) and (select count(*) from fitting) = $4::int
  returning night`;
const HOLD_NIGHTS = moveNights('held = held + 1', 'allotment - sold - held >= 1 and not stop_sale');
const SELL_NIGHTS = moveNights('held = held - 1, sold = sold + 1', 'held >= 1');

/** One package booking in raw SQL: the pre-order transaction, then the ticketing transaction. */
async function rawPackageBooking(
  database: TRawDatabase,
  agentId: number,
  inventory: TPackageBenchInventory,
  n: number,
): Promise<boolean> {
  const now = new Date();
  const { departure, roomId } = bookingOf(inventory, n);
  const checkIn = departure.date;
  const checkOut = addDays(checkIn, NIGHTS);
  const leg = { fare: 8_000_000, tax: 2_000_000, surcharge: 0, gross: 10_000_000, commission: 400_000 };
  // A traveller's share of the package: both flights, and the stay, services and markup added to the fare.
  const traveller = { fare: 36_000_000, tax: 4_000_000, gross: 40_000_000, commission: 2_000_000, net: 38_000_000 };
  const night = { gross: 4_000_000, commission: 400_000 };
  // The two seats on each flight: the classes in id order, as the seat counters move them.
  const classIds = [departure.outbound.classId, departure.back.classId].sort((a, b) => a - b);
  const { orderId, passengerIds } = await database.transaction(async (query) => {
    const [order] = await query(INSERT_ORDER, [
      pnrFromBytes(randomBytes(6)),
      agentId,
      todayIsoDate(now),
      new Date(now.getTime() + 10 * 60_000).toISOString(),
      checkIn,
      departure.outbound.departureAt,
      CONTACT.name,
      CONTACT.phone,
      CONTACT.email,
      2 * traveller.gross,
      2 * traveller.commission,
      2 * traveller.net,
      JSON.stringify([
        { leg_index: 0, flight_id: departure.outbound.flightId, class_id: departure.outbound.classId },
        { leg_index: 1, flight_id: departure.back.flightId, class_id: departure.back.classId },
      ]),
      JSON.stringify(
        TRAVELLERS.map((person) => ({
          type: person.type,
          first_name: person.firstName,
          last_name: person.lastName,
          gender: person.gender,
          date_of_birth: person.dateOfBirth,
          passport_number: person.passportNumber,
          passport_expiry: person.passportExpiry,
          citizenship: person.citizenship,
          ...traveller,
          segment_prices: { 0: leg, 1: leg },
        })),
      ),
      JSON.stringify({ status: 'hold', hotel: 'Bench hotel', stay: { checkIn, checkOut } }),
    ]);
    if (!order) throw new Error('PNR taken');
    const id = Number(order.id);
    const passengers = (JSON.parse(String(order.passenger_ids)) as number[]).map(Number);
    await query(INSERT_ROOMS, [
      id,
      JSON.stringify([
        {
          room_index: 0,
          hotel_id: inventory.hotelId,
          room_id: roomId,
          check_in: checkIn,
          check_out: checkOut,
          night_prices: Array.from({ length: NIGHTS }, (_, day) => ({ date: addDays(checkIn, day), ...night })),
          gross: NIGHTS * night.gross,
          commission: NIGHTS * night.commission,
          net: NIGHTS * (night.gross - night.commission),
          cancellation_policy: [],
        },
      ]),
      JSON.stringify(
        TRAVELLERS.map((person, index) => ({
          room_index: 0,
          guest_index: index,
          type: 'adult',
          first_name: person.firstName,
          last_name: person.lastName,
          passenger_id: passengers[index],
        })),
      ),
    ]);
    await query(
      `insert into package_orders (order_id, offer_id, hotel_id, tour_manager_id, nights, check_in, check_out,
         services, breakdown, commission_percent, cancellation_policy, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 5, '[]', $10, $10)`,
      [
        id,
        inventory.offerId,
        inventory.hotelId,
        inventory.tourManagerId,
        NIGHTS,
        checkIn,
        checkOut,
        JSON.stringify([
          { serviceId: 1, name: 'Bench transfer', kind: 'transfer', charge: 'perPerson' },
          { serviceId: 2, name: 'Bench insurance', kind: 'insurance', charge: 'perBooking' },
        ]),
        JSON.stringify({ flights: 40_000_000, stay: 28_000_000, services: 2_100_000, markup: 7_010_000 }),
        now.toISOString(),
      ],
    );
    // As the API does: the shared rows last, the classes, then the nights.
    for (const classId of classIds) {
      const held = await query(
        'update classes set held = held + 2 where id = $1 and seats - sold - held >= 2 returning id',
        [classId],
      );
      if (held.length === 0) throw new Error('no seats');
    }
    const nights = await query(HOLD_NIGHTS, [roomId, checkIn, checkOut, NIGHTS]);
    if (nights.length !== NIGHTS) throw new Error('no rooms');
    return { orderId: id, passengerIds: passengers };
  });
  return database.transaction(async (query) => {
    const [order] = await query('select payable, pnr from orders where id = $1 for update', [orderId]);
    await query(
      `update order_passengers set ticket_number = coalesce((select ticket_prefix from ticket_settings where id = 1),
         '000') || lpad(nextval('ticket_serial')::text, 10, '0'), updated_at = $2
       where order_id = $1 and status = 'active' returning id, ticket_number`,
      [orderId, now.toISOString()],
    );
    const vouchers = await query(
      `update hotel_order_rooms set voucher_number = 'HV-' || lpad(nextval('voucher_serial')::text, 6, '0'),
         updated_at = $2
       where order_id = $1 and status = 'active' returning id, voucher_number`,
      [orderId, now.toISOString()],
    );
    const changed = await query(
      `with o as (
         update orders set status = 'ticketed', hold_expires_at = null, booking_expires_at = null, ticketed_at = $2,
           paid = payable, updated_at = $2
         where id = $1 and status = 'hold' and hold_expires_at > $2 returning id),
       written as (
         insert into history (actor_id, entity, entity_id, action, old_values, new_values)
         select $3::int, 'order', o.id::text, 'ticket', $4::jsonb, $5::jsonb from o)
       select id from o`,
      [
        orderId,
        now.toISOString(),
        agentId,
        JSON.stringify({ status: 'hold' }),
        JSON.stringify({
          status: 'ticketed',
          paid: Number(order!.payable),
          vouchers: vouchers.map((row) => row.voucher_number),
        }),
      ],
    );
    if (changed.length === 0) throw new Error('hold expired');
    const documents = JSON.stringify([
      ...passengerIds.map((passengerId) => ({ kind: 'ticket', orderId, passengerId })),
      { kind: 'voucher', orderId },
      { kind: 'itinerary', orderId },
    ]);
    await query(
      `insert into mail_outbox (recipient, template, language, payload, documents, next_attempt_at, status)
       values ($1, 'package-ticket', 'hy', $2, $3, $4, 'sent'), ($5, 'package-ticket', 'hy', $2, $3, $4, 'sent')`,
      [CONTACT.email, JSON.stringify({ pnr: order!.pnr }), documents, now.toISOString(), 'bench-agent@demo.test'],
    );
    for (const classId of classIds) {
      await query('update classes set held = held - 2, sold = sold + 2 where id = $1 and held >= 2', [classId]);
    }
    const sold = await query(SELL_NIGHTS, [roomId, checkIn, checkOut, NIGHTS]);
    if (sold.length !== NIGHTS) throw new Error('nights not held');
    await rawCharge(query, {
      agentId,
      amount: Number(order!.payable),
      reasonCode: 'package',
      pnr: String(order!.pnr),
      now,
    });
    return true;
  });
}

/** Raw-SQL package bookings, `workers` at a time, for `seconds`. */
export function rawPackageBookings(
  database: TRawDatabase,
  agentIds: readonly number[],
  inventory: TPackageBenchInventory,
  workers: number,
  seconds: number,
): Promise<TBookingResult> {
  return measureBookings(`raw SQL: the same package booking (${workers} at a time)`, workers, seconds, (n) =>
    rawPackageBooking(database, agentIds[n % agentIds.length]!, inventory, n),
  );
}
