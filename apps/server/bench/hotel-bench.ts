/**
 * The hotel half of `npm run bench`: hotel search (GET /api/hotelSearch, questions in turn over 30 check-in days:
 * hotelSearchPaths; its raw side is the API's own statements, recorded and replayed by api-statements.ts), and
 * hotel bookings through the API (pre-order +
 * confirmation: two HTTP calls with authentication, validation, idempotency, history, mail and the voucher) beside
 * the same bookings written by raw SQL (a pre-order transaction: the order, its room and guest, a history row, the
 * nights held; a confirmation transaction: lock, conditional status change, voucher, history, mail, held -> sold,
 * the agent's conditional debit and ledger entry), in the order the API writes them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  addDays,
  HOTEL_ENDPOINTS,
  HOTEL_ORDER_ENDPOINTS,
  HOTEL_SEARCH_ENDPOINTS,
  pnrFromBytes,
  REFERENCE_ENDPOINTS,
  todayIsoDate,
} from '@frs/contract';
import { api, rawCharge, type TRawDatabase } from './booking-bench';
import {
  apiPreOrderBookings,
  measureBookings,
  runScenario,
  type TAgent,
  type TBookingResult,
  type TSearchResult,
} from './load';

/** The bench hotel's city, room types, and the first check-in day and how many follow. */
export const BENCH_CITY = 'Benchville';
const ROOM_TYPES = 8;
const FIRST_DAY = 10;
const DAYS = 30;
const NIGHTS = 2;
const ALLOTMENT = 1000;

export interface THotelBenchInventory {
  hotelId: number;
  roomIds: number[];
}

const DESCRIPTION = { hy: 'Թեստային հյուրանոց', en: 'Bench hotel', ru: 'Тестовый отель' };

/**
 * A hotel of a new provider in `city` with `roomTypes` room types (capacity `capacity`, 2 adults and a child; USD, a
 * night's penalty 3 days before) of `allotment` rooms a night from `from` to `to`, made through the API; its names
 * begin with `label` and a random tag.
 */
export async function createBenchHotel(
  url: string,
  token: string,
  options: {
    label: string;
    city: string;
    description: Record<'hy' | 'en' | 'ru', string>;
    roomTypes: number;
    capacity: number;
    allotment: number;
    from: string;
    to: string;
  },
): Promise<THotelBenchInventory> {
  const tag = randomUUID().slice(0, 8);
  const provider = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['hotelProviders.create'], {
    token,
    body: { name: `${options.label} provider ${tag}` },
  });
  const hotel = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['hotels.create'], {
    token,
    body: {
      providerId: provider.id,
      name: `${options.label} hotel ${tag}`,
      city: options.city,
      country: 'Armenia',
      category: 4,
      address: '1 Bench street',
      description: options.description,
      photoUploadIds: [],
    },
  });
  const roomIds: number[] = [];
  for (let index = 0; index < options.roomTypes; index += 1) {
    const category = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['roomCategories.create'], {
      token,
      body: { name: `${options.label} room ${tag} ${index}`, description: options.description },
    });
    const room = await api<{ id: number }>(url, REFERENCE_ENDPOINTS['rooms.create'], {
      token,
      body: {
        hotelId: hotel.id,
        roomCategoryId: category.id,
        mealType: 'BB',
        capacity: options.capacity,
        maxAdults: 2,
        maxChildren: 1,
        childMaxAge: 11,
        minStay: 1,
        releaseDays: 0,
        commissionPercent: 10,
        pricePerNight: 10_000 + index * 500,
        currency: 'USD',
        cancellationPolicy: [{ daysBefore: 3, type: 'nights', value: 1 }],
      },
    });
    roomIds.push(room.id);
  }
  await api(url, HOTEL_ENDPOINTS.updateInventory, {
    token,
    params: { id: hotel.id },
    body: { roomIds, startDate: options.from, endDate: options.to, allotment: options.allotment },
  });
  return { hotelId: hotel.id, roomIds };
}

/** A hotel in its own city with ROOM_TYPES room types of ALLOTMENT rooms a night, made through the API. */
export function createHotelBenchInventory(url: string, admin: TAgent): Promise<THotelBenchInventory> {
  return createBenchHotel(url, admin.token, {
    label: 'Bench',
    city: BENCH_CITY,
    description: DESCRIPTION,
    roomTypes: ROOM_TYPES,
    capacity: 2,
    allotment: ALLOTMENT,
    from: addDays(todayIsoDate(), FIRST_DAY),
    to: addDays(todayIsoDate(), FIRST_DAY + DAYS + NIGHTS),
  });
}

/** The stay of the n-th question or booking: a check-in day of the 30, two nights. */
function stayOf(n: number) {
  const checkIn = addDays(todayIsoDate(), FIRST_DAY + (n % DAYS));
  return { checkIn, checkOut: addDays(checkIn, NIGHTS) };
}

/** The search's questions: GET /api/hotelSearch for two adults, one room, over the 30 check-in days in turn. */
export function hotelSearchPaths(): string[] {
  return Array.from({ length: DAYS }, (_, n) => {
    const { checkIn, checkOut } = stayOf(n);
    const query = new URLSearchParams({ city: BENCH_CITY, checkIn, checkOut, rooms: '1', adults: '2' });
    return `${HOTEL_SEARCH_ENDPOINTS.search.path}?${query.toString()}`;
  });
}

/** Hotel search through the API (the questions of hotelSearchPaths in turn), loaded from the load process. */
export async function apiHotelSearch(
  url: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<TSearchResult> {
  const result = await runScenario(
    url,
    { name: 'hotel search', method: 'GET', path: '', paths: hotelSearchPaths(), token },
    { seconds, connections },
  );
  return {
    name: `API: GET /api/hotelSearch (${connections} connections)`,
    'req/s': result['req/s'],
    'p50 ms': result['p50 ms'],
    'p99 ms': result['p99 ms'],
    failures: result.failures,
  };
}

const GUEST = { type: 'adult', firstName: 'Bench', lastName: 'Guest' };
const CONTACT = { name: 'Bench Client', phone: '+374 99 000000', email: 'bench-client@demo.test' };

/** Hotel pre-order + confirmation through the API, `connections` at a time, for `seconds`. */
export function apiHotelBookings(
  url: string,
  agents: readonly TAgent[],
  inventory: THotelBenchInventory,
  connections: number,
  seconds: number,
): Promise<TBookingResult> {
  return apiPreOrderBookings(url, agents, {
    name: `API: hotel pre-order + confirmation (${connections} connections)`,
    preOrder: HOTEL_ORDER_ENDPOINTS.preOrder,
    order: HOTEL_ORDER_ENDPOINTS.order,
    body: (n) => ({
      hotelId: inventory.hotelId,
      ...stayOf(n),
      rooms: [{ roomId: inventory.roomIds[n % inventory.roomIds.length], guests: [GUEST] }],
      contact: CONTACT,
    }),
    connections,
    seconds,
  });
}

/** One hotel booking in raw SQL: the pre-order transaction, then the confirmation transaction. */
async function rawHotelBooking(database: TRawDatabase, agentId: number, hotelId: number, roomId: number, n: number) {
  const now = new Date();
  const { checkIn, checkOut } = stayOf(n);
  const night = { gross: 4_000_000, commission: 400_000 };
  const orderId = await database.transaction(async (query) => {
    const [order] = await query(
      `insert into orders (pnr, product_line, agent_id, created_by_id, status, rate_date, usd_rate, eur_rate,
         hold_expires_at, order_date, first_departure_at, contact_name, contact_phone, contact_email, gross,
         commission, net, payable)
       values ($1, 'hotel', $2, $2, 'hold', $3, 400, 450, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
      [
        pnrFromBytes(randomBytes(6)),
        agentId,
        todayIsoDate(now),
        new Date(now.getTime() + 10 * 60_000).toISOString(),
        checkIn,
        `${checkIn}T00:00:00Z`,
        CONTACT.name,
        CONTACT.phone,
        CONTACT.email,
        2 * night.gross,
        2 * night.commission,
        2 * (night.gross - night.commission),
      ],
    );
    const id = Number(order!.id);
    const [room] = await query(
      `insert into hotel_order_rooms (order_id, room_index, hotel_id, room_id, check_in, check_out, night_prices,
         gross, commission, net, cancellation_policy)
       values ($1, 0, $2, $3, $4, $5, $6, $7, $8, $9, '[]') returning id`,
      [
        id,
        hotelId,
        roomId,
        checkIn,
        checkOut,
        JSON.stringify([
          { date: checkIn, ...night },
          { date: addDays(checkIn, 1), ...night },
        ]),
        2 * night.gross,
        2 * night.commission,
        2 * (night.gross - night.commission),
      ],
    );
    await query(
      `insert into hotel_order_guests (order_id, order_room_id, guest_index, type, first_name, last_name)
       values ($1, $2, 0, 'adult', $3, $4)`,
      [id, room!.id, GUEST.firstName, GUEST.lastName],
    );
    await query(
      `insert into history (actor_id, entity, entity_id, action, new_values) values ($1, 'order', $2, 'preOrder', $3)`,
      [agentId, String(id), JSON.stringify({ status: 'hold' })],
    );
    // As the API does: the nights, which every booking of the room type waits on, last.
    const held = await query(
      `update room_nights set held = held + 1 where room_id = $1 and night >= $2::date and night < $3::date
         and not stop_sale and allotment - sold - held >= 1 returning night`,
      [roomId, checkIn, checkOut],
    );
    if (held.length !== NIGHTS) throw new Error('sold out');
    return id;
  });
  return database.transaction(async (query) => {
    const [order] = await query('select payable, pnr from orders where id = $1 for update', [orderId]);
    await query(
      `update hotel_order_rooms set voucher_number = 'HV-' || lpad(nextval('voucher_serial')::text, 6, '0')
       where order_id = $1 and status = 'active' returning voucher_number`,
      [orderId],
    );
    const changed = await query(
      `update orders set status = 'ticketed', hold_expires_at = null, ticketed_at = $2, paid = payable
       where id = $1 and status = 'hold' and hold_expires_at > $2 returning id`,
      [orderId, now.toISOString()],
    );
    if (changed.length === 0) throw new Error('hold expired');
    await query(
      `insert into history (actor_id, entity, entity_id, action, old_values, new_values)
       values ($1, 'order', $2, 'ticket', $3, $4)`,
      [agentId, String(orderId), JSON.stringify({ status: 'hold' }), JSON.stringify({ status: 'ticketed' })],
    );
    await query(
      `insert into mail_outbox (recipient, template, language, payload, next_attempt_at, status)
       values ($1, 'hotel-voucher', 'hy', $2, $3, 'sent')`,
      [CONTACT.email, JSON.stringify({ pnr: order!.pnr }), now.toISOString()],
    );
    await query(
      `update room_nights set held = held - 1, sold = sold + 1
       where room_id = $1 and night >= $2::date and night < $3::date and held >= 1`,
      [roomId, checkIn, checkOut],
    );
    await rawCharge(query, {
      agentId,
      amount: Number(order!.payable),
      reasonCode: 'hotelStay',
      pnr: String(order!.pnr),
      now,
    });
    return true;
  });
}

/** Raw-SQL hotel bookings, `workers` at a time, for `seconds`. */
export function rawHotelBookings(
  database: TRawDatabase,
  agentIds: readonly number[],
  inventory: THotelBenchInventory,
  workers: number,
  seconds: number,
): Promise<TBookingResult> {
  return measureBookings(`raw SQL: the same hotel booking (${workers} at a time)`, workers, seconds, (n) =>
    rawHotelBooking(
      database,
      agentIds[n % agentIds.length]!,
      inventory.hotelId,
      inventory.roomIds[n % inventory.roomIds.length]!,
      n,
    ),
  );
}
