import type { TExecutor } from '../../db/database';
import type { orderPassengers } from '../../db/schema';
import type { THistoryEntry } from '../../lib/history';
import {
  insertOrderWithItems,
  jsonOf,
  type TItemStatement,
  type TNewOrderRow,
  type TOrderRow,
  type TRaw,
} from '../order-engine';
import { PASSENGER_COLUMNS, toPassengerRow, type TPassengerRow } from './passengers';

/** A new flight order's rows, for insertFlightOrder. */
export interface TNewFlightOrder {
  order: TNewOrderRow;
  segments: readonly { legIndex: number; flightId: number; classId: number }[];
  passengers: readonly Omit<typeof orderPassengers.$inferInsert, 'orderId'>[];
  /** The history row of the new order, given its PNR. */
  history: (pnr: string) => Pick<THistoryEntry, 'actor' | 'action' | 'newValues'>;
}

/** A flight order's items: its segments (`$first`, JSON) and passengers (`$first + 1`, JSON), in the given order. */
const FLIGHT_ITEMS: TItemStatement = {
  ctes: (first) => `segments as (
      insert into order_segments (order_id, leg_index, flight_id, class_id)
      select o.id, x.leg_index, x.flight_id, x.class_id
      from o, jsonb_to_recordset($${first}::jsonb) as x(leg_index int, flight_id int, class_id int)
      returning id, leg_index),
    passengers as (
      insert into order_passengers (order_id, type, first_name, last_name, gender, date_of_birth, passport_number,
        passport_expiry, citizenship, status, fare, tax, surcharge, gross, commission, net, segment_prices)
      select o.id, x.type, x.first_name, x.last_name, x.gender, x.date_of_birth, x.passport_number,
        x.passport_expiry, x.citizenship, x.status, x.fare, x.tax, x.surcharge, x.gross, x.commission, x.net,
        x.segment_prices
      from o, jsonb_array_elements($${first + 1}::jsonb) with ordinality as item(value, n),
        jsonb_to_record(item.value) as x(type text, first_name text, last_name text, gender text,
          date_of_birth date, passport_number text, passport_expiry date, citizenship text, status text,
          fare bigint, tax bigint, surcharge bigint, gross bigint, commission bigint, net bigint,
          segment_prices jsonb)
      order by item.n
      returning ${PASSENGER_COLUMNS})`,
  select: `(select json_agg(s.id order by s.leg_index) from segments s) as segment_ids,
    (select json_agg(p order by p.id) from passengers p) as passengers`,
};

/**
 * Inserts a new flight order with its segments, passengers and history row in one statement (the engine's
 * insertOrderWithItems), under a fresh random PNR. Answers the order row, the segment ids by leg, and the
 * passengers in the order given.
 */
export async function insertFlightOrder(
  tx: TExecutor,
  items: TNewFlightOrder,
): Promise<{ order: TOrderRow; segmentIds: number[]; passengers: TPassengerRow[] }> {
  const segments = JSON.stringify(
    items.segments.map((segment) => ({
      leg_index: segment.legIndex,
      flight_id: segment.flightId,
      class_id: segment.classId,
    })),
  );
  const passengers = JSON.stringify(
    items.passengers.map((passenger) => ({
      type: passenger.type,
      first_name: passenger.firstName,
      last_name: passenger.lastName,
      gender: passenger.gender,
      date_of_birth: passenger.dateOfBirth,
      passport_number: passenger.passportNumber,
      passport_expiry: passenger.passportExpiry,
      citizenship: passenger.citizenship,
      status: passenger.status ?? 'active',
      fare: passenger.fare,
      tax: passenger.tax,
      surcharge: passenger.surcharge,
      gross: passenger.gross,
      commission: passenger.commission,
      net: passenger.net,
      segment_prices: passenger.segmentPrices,
    })),
  );
  const { order, items: inserted } = await insertOrderWithItems(tx, {
    order: items.order,
    history: items.history,
    items: FLIGHT_ITEMS,
    itemValues: [segments, passengers],
    read: (raw: TRaw) => ({
      segmentIds: jsonOf<number[]>(raw.segment_ids).map(Number),
      passengers: jsonOf<TRaw[]>(raw.passengers).map(toPassengerRow),
    }),
  });
  return { order, ...inserted };
}
