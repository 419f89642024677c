import { and, asc, eq, gt, gte, inArray, like, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, utcToLocal, type TOrdersFullDataFilters } from '@frs/contract';
import type { TReadExecutor } from '../../db/read-replica';
import { orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import { startingPattern } from '../../lib/like-pattern';
import { preparedText } from '../../lib/prepared-read';
import { agentFilterOf } from '../../lib/row-scope';

/**
 * GET /api/reports/orders-full-data: every order of the filters, one row each, whatever its product line, read in
 * keyset batches by order id: one statement for a batch's orders (with the agent and the creator), then one per kind
 * of detail for the batch's ids (passengers, segments, rooms, guests, package rows), never one per order. Each
 * detail statement answers one row per order with its cell already joined by the database (string_agg), so a batch
 * costs few objects; segments come one per flight leg, for their local departure time (the airport's zone, converted
 * here as everywhere else). Each batch becomes rows and is handed to the export writer before the next is read, so
 * memory holds one batch whatever the number of orders. Reads only: these tables belong to the order engine and the
 * product lines.
 */

type TRow = TExportRow<'ordersFullData'>;

/**
 * Orders read per batch. Fewer than a list's 500 (`EXPORT_BATCH_SIZE`): a batch's rows live until the last of them
 * is written, and with 500 orders (each row a few hundred bytes of names, flights and rooms) they outlived the young
 * generation and piled up in the old one until V8's next full collection, so the server's peak grew with the
 * export's length (bench/export-bench.ts: +90 MB at 100k orders). At 100 they die young and the peak stays flat; the
 * extra statements cost little (6 per 100 orders).
 */
const ORDERS_PER_BATCH = 100;

/** The start of a calendar day of this server (the office's days, as the order lists read them). */
function startOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The filters as conditions on `orders` (the query has checked that each period has both its ends). */
function filterConditions(actor: TActor, input: TOrdersFullDataFilters): (SQL | undefined)[] {
  const agentId = agentFilterOf(actor, input.agentId);
  return [
    input.productLine ? eq(orders.productLine, input.productLine) : undefined,
    input.statuses.length > 0 ? inArray(orders.status, input.statuses) : undefined,
    agentId === undefined ? undefined : eq(orders.agentId, agentId),
    input.pnr ? like(orders.pnr, startingPattern(input.pnr.toUpperCase())) : undefined,
    input.createdFrom ? gte(orders.createdAt, startOfDay(input.createdFrom)) : undefined,
    input.createdTo ? lt(orders.createdAt, startOfDay(addDays(input.createdTo, 1))) : undefined,
    input.departureFrom ? gte(orders.orderDate, input.departureFrom) : undefined,
    input.departureTo ? lte(orders.orderDate, input.departureTo) : undefined,
  ];
}

const creators = alias(users, 'creators');

/** One batch of orders after `afterId` in id order, with the agent's name as the order pages show it. */
function readOrders(db: TReadExecutor, conditions: (SQL | undefined)[], afterId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      pnr: orders.pnr,
      productLine: orders.productLine,
      status: orders.status,
      agentId: orders.agentId,
      agent: sql<
        string | null
      >`coalesce(nullif(${users.companyName}, ''), nullif(${users.contactNameSurname}, ''), ${users.email})`,
      createdBy: creators.email,
      createdAt: orders.createdAt,
      travelType: orders.travelType,
      orderDate: orders.orderDate,
      ticketedAt: orders.ticketedAt,
      contactName: orders.contactName,
      contactPhone: orders.contactPhone,
      contactEmail: orders.contactEmail,
      comment: orders.comment,
      gross: orders.gross,
      commission: orders.commission,
      net: orders.net,
      discount: orders.discount,
      fees: orders.fees,
      payable: orders.payable,
      paid: orders.paid,
      refunded: orders.refunded,
      penalties: orders.penalties,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.agentId))
    .innerJoin(creators, eq(creators.id, orders.createdById))
    .where(and(...conditions, gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(limit);
}

type TOrderOfBatch = Awaited<ReturnType<typeof readOrders>>[number];

/** Passenger and guest types as tickets and manifests write them. */
const TYPE_CODE = `case type when 'adult' then 'ADT' when 'child' then 'CHD' else 'INF' end`;
const PERSON = `upper(last_name || '/' || first_name)`;

/** "PETROSYAN/ANNA (ADT, 5750000000001); …", each passenger's status added when no longer active. */
const PASSENGERS = `
  select order_id, count(*)::int as count,
    string_agg(${PERSON} || ' (' || concat_ws(', ', ${TYPE_CODE}, ticket_number,
      case when status <> 'active' then status end) || ')', '; ' order by id) as people
  from order_passengers where order_id = any($1::int[]) group by order_id`;

/** A hotel order's guests, room by room: "PETROSYAN/ARAM (ADT); PETROSYAN/ANI (CHD 6)". */
const GUESTS = `
  select order_id, count(*)::int as count,
    string_agg(${PERSON} || ' (' || ${TYPE_CODE} || coalesce(' ' || age, '') || ')', '; '
      order by order_room_id, guest_index) as people
  from hotel_order_guests where order_id = any($1::int[]) group by order_id`;

/** "Hôtel Rivoli, Superior double BB, 2026-06-01 – 2026-06-04, 3, HV-000123", the room's status unless active. */
const ROOMS = `
  select r.order_id,
    string_agg(concat_ws(', ', h.name, rc.name || ' ' || rm.meal_type, r.check_in::text || ' – ' || r.check_out::text,
      (r.check_out - r.check_in)::text, r.voucher_number, case when r.status <> 'active' then r.status end),
      '; ' order by r.room_index) as rooms
  from hotel_order_rooms r
    join hotels h on h.id = r.hotel_id
    join rooms rm on rm.id = r.room_id
    join room_categories rc on rc.id = rm.room_category_id
  where r.order_id = any($1::int[]) group by r.order_id`;

/** The package's offer, tour manager and services ("Transfer (perBooking); Insurance (perPerson)"), as sold. */
const PACKAGES = `
  select p.order_id, po.name as package_name, tm.name as tour_manager,
    (select string_agg((item.service ->> 'name') || ' (' || (item.service ->> 'charge') || ')', '; '
       order by item.position)
     from jsonb_array_elements(p.services) with ordinality as item(service, position)) as services
  from package_orders p
    join package_offers po on po.id = p.offer_id
    join tour_managers tm on tm.id = p.tour_manager_id
  where p.order_id = any($1::int[])`;

/** Each leg: "RM 801 EVN-CDG" and its class, with the departure instant and zone for the local time. */
const SEGMENTS = `
  select s.order_id, f.id as flight_id,
    al.iata_code || ' ' || f.flight_number || ' ' || fa.iata_code || '-' || ta.iata_code as label,
    (extract(epoch from f.departure_at) * 1000)::float8 as departure_at, fa.time_zone,
    c.name || ' (' || c.type || ')' as class
  from order_segments s
    join flights f on f.id = s.flight_id
    join airlines al on al.id = f.airline_id
    join airports fa on fa.id = f.from_airport_id
    join airports ta on ta.id = f.to_airport_id
    join classes c on c.id = s.class_id
  where s.order_id = any($1::int[]) order by s.order_id, s.leg_index`;

interface TPeopleRow {
  order_id: number;
  count: number;
  people: string;
}
interface TSegmentRow {
  order_id: number;
  flight_id: number;
  label: string;
  departure_at: number;
  time_zone: string;
  class: string;
}
interface TPackageRow {
  order_id: number;
  package_name: string;
  tour_manager: string;
  services: string | null;
}

const byOrder = <TItem extends { order_id: number }>(items: readonly TItem[]) =>
  new Map(items.map((item) => [Number(item.order_id), item]));

/** The details of one batch of orders: one statement per kind, only for the lines the batch holds. */
async function detailsOf(db: TReadExecutor, batch: readonly TOrderOfBatch[]) {
  const idsOf = (lines: readonly string[]) =>
    batch.filter((order) => lines.includes(order.productLine)).map((order) => order.id);
  const travellers = idsOf(['flight', 'package']);
  const stays = idsOf(['hotel', 'package']);
  const hotels = idsOf(['hotel']);
  const packages = idsOf(['package']);
  const read = <TItem>(text: string, ids: number[]) =>
    ids.length > 0 ? preparedText<TItem>(db, text, [ids]) : Promise.resolve([]);
  const [passengers, guests, rooms, packageRows, segments] = await Promise.all([
    read<TPeopleRow>(PASSENGERS, travellers),
    // A package's guests are its passengers (the same people): they are named once, as passengers.
    read<TPeopleRow>(GUESTS, hotels),
    read<{ order_id: number; rooms: string }>(ROOMS, stays),
    read<TPackageRow>(PACKAGES, packages),
    read<TSegmentRow>(SEGMENTS, travellers),
  ]);
  // Many orders of a batch fly the same flights: each flight's text is made once.
  const flightTexts = new Map<number, string>();
  const flightsByOrder = new Map<number, string[]>();
  for (const segment of segments) {
    let flight = flightTexts.get(segment.flight_id);
    if (flight === undefined) {
      const departure = utcToLocal(new Date(Number(segment.departure_at)), segment.time_zone).replace('T', ' ');
      flight = `${segment.label} ${departure}`;
      flightTexts.set(segment.flight_id, flight);
    }
    const orderId = Number(segment.order_id);
    const list = flightsByOrder.get(orderId);
    const text = `${flight}, ${segment.class}`;
    if (list) list.push(text);
    else flightsByOrder.set(orderId, [text]);
  }
  return {
    people: new Map([...byOrder(passengers), ...byOrder(guests)]),
    rooms: byOrder(rooms),
    packages: byOrder(packageRows),
    flights: flightsByOrder,
  };
}

function toRow(order: TOrderOfBatch, details: Awaited<ReturnType<typeof detailsOf>>): TRow {
  const people = details.people.get(order.id);
  const sale = details.packages.get(order.id);
  return {
    orderId: order.id,
    pnr: order.pnr,
    productLine: order.productLine,
    status: order.status,
    agentId: order.agentId,
    agent: order.agent,
    createdBy: order.createdBy,
    created: order.createdAt,
    travelType: order.travelType,
    departureDate: order.orderDate,
    ticketedAt: order.ticketedAt,
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    contactEmail: order.contactEmail,
    comment: order.comment,
    peopleCount: people?.count ?? 0,
    people: people?.people ?? '',
    flights: details.flights.get(order.id)?.join('; ') ?? '',
    rooms: details.rooms.get(order.id)?.rooms ?? '',
    packageName: sale?.package_name ?? null,
    services: sale?.services ?? null,
    tourManager: sale?.tour_manager ?? null,
    gross: order.gross,
    commission: order.commission,
    net: order.net,
    discount: order.discount,
    fees: order.fees,
    payable: order.payable,
    paid: order.paid,
    refunded: order.refunded,
    penalties: order.penalties,
    currency: 'AMD',
  };
}

/**
 * One batch as export rows, and where the next starts. Only the rows outlive it: the statements' answers are
 * garbage before the rows are written, so they die young rather than filling the old generation.
 */
async function nextBatch(db: TReadExecutor, conditions: (SQL | undefined)[], afterId: number, batchSize: number) {
  const batch = await readOrders(db, conditions, afterId, batchSize);
  if (batch.length === 0) return { rows: [], lastId: afterId, full: false };
  const details = await detailsOf(db, batch);
  return {
    rows: batch.map((order) => toRow(order, details)),
    lastId: batch[batch.length - 1]!.id,
    full: batch.length === batchSize,
  };
}

/** The export's rows, batch by batch in order id order (the route streams them: `sendExport`). */
export async function* exportOrdersFullData(options: {
  db: TReadExecutor;
  actor: TActor;
  input: TOrdersFullDataFilters;
  batchSize?: number;
}): AsyncGenerator<TRow[]> {
  const { db, actor, input } = options;
  const batchSize = options.batchSize ?? ORDERS_PER_BATCH;
  const conditions = filterConditions(actor, input);
  for (let afterId = 0, full = true; full;) {
    const batch = await nextBatch(db, conditions, afterId, batchSize);
    if (batch.rows.length > 0) yield batch.rows;
    ({ lastId: afterId, full } = batch);
  }
}
