import {
  DEFAULT_TIME_LIMITS,
  type TBaggageAllowance,
  type TClassType,
  type TCurrency,
  type TFlightStatus,
  type TMultilingualText,
  type TPassengerPenalties,
  type TPassengerType,
  type TTravelType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import type { TPriceColumns } from '../flights';
import { epochOf, jsonOf, numberOf, type TRaw } from '../order-engine';

/**
 * The segments of flight orders: an order's flights in travel order, each in one class, with what the operations and
 * the order page read of the flight, its airline and airports, the class, its fare and baggage rules and the
 * airline's time limits, all in one statement (the hot reads run as named prepared statements).
 */

/** A segment of an order, with what the operations and the order page read of its flight, class and rules. */
export interface TSegment {
  orderId: number;
  id: number;
  legIndex: number;
  flightId: number;
  classId: number;
  flight: {
    id: number;
    airlineId: number;
    flightNumber: string;
    fromAirportId: number;
    toAirportId: number;
    departureAt: Date;
    arrivalAt: Date;
    durationMinutes: number;
    currency: TCurrency;
    status: TFlightStatus;
  };
  airline: { id: number; iataCode: string; name: string };
  from: { id: number; iataCode: string; city: string; timeZone: string };
  to: { id: number; iataCode: string; city: string; timeZone: string };
  class: { id: number; name: string; type: TClassType; travelType: TTravelType; adminOnly: boolean };
  fareRule: {
    id: number;
    name: string;
    texts: TMultilingualText;
    penalties: Record<TPassengerType, TPassengerPenalties>;
    currency: TCurrency;
    nameChangeFee: number;
    deadlineHours: number;
  };
  baggageRule: { id: number; name: string; allowances: Record<TPassengerType, TBaggageAllowance> };
  limits: { holdMinutes: number; bookingHours: number; bookingCloseHours: number; ticketingCloseHours: number };
}

/** A class offered to a pre-order: a segment without its order, with the class's prices. */
export type TClassForSale = Omit<TSegment, 'orderId' | 'id' | 'legIndex' | 'flightId' | 'classId'> & {
  class: TSegment['class'] & TPriceColumns;
};

const limitColumn = (column: string, fallback: number) =>
  `coalesce(tla.${column}, tld.${column}, ${fallback}) as ${column}`;

/** Everything a segment carries, from a class `c` (and its flight), in one statement. */
export const SEGMENT_COLUMNS = [
  'f.id as flight_id',
  'f.airline_id',
  'f.flight_number',
  'f.from_airport_id',
  'f.to_airport_id',
  epochOf('f.departure_at', 'departure_at'),
  epochOf('f.arrival_at', 'arrival_at'),
  'f.duration_minutes',
  'f.currency',
  'f.status as flight_status',
  'al.iata_code as airline_code',
  'al.name as airline_name',
  'fa.iata_code as from_code',
  'fa.city as from_city',
  'fa.time_zone as from_zone',
  'ta.iata_code as to_code',
  'ta.city as to_city',
  'ta.time_zone as to_zone',
  'c.id as class_id',
  'c.name as class_name',
  'c.type as class_type',
  'c.travel_type as class_travel_type',
  'c.admin_only as class_admin_only',
  'fr.id as fare_rule_id',
  'fr.name as fare_rule_name',
  'fr.texts as fare_rule_texts',
  'fr.penalties as fare_rule_penalties',
  'fr.currency as fare_rule_currency',
  'fr.name_change_fee::float8 as fare_rule_name_change_fee',
  'fr.deadline_hours as fare_rule_deadline_hours',
  'br.id as baggage_rule_id',
  'br.name as baggage_rule_name',
  'br.allowances as baggage_rule_allowances',
  limitColumn('hold_minutes', DEFAULT_TIME_LIMITS.holdMinutes),
  limitColumn('booking_hours', DEFAULT_TIME_LIMITS.bookingHours),
  limitColumn('booking_close_hours', DEFAULT_TIME_LIMITS.bookingCloseHours),
  limitColumn('ticketing_close_hours', DEFAULT_TIME_LIMITS.ticketingCloseHours),
].join(', ');

export const SEGMENT_JOINS = `join flights f on f.id = c.flight_id
  join airlines al on al.id = f.airline_id
  join airports fa on fa.id = f.from_airport_id
  join airports ta on ta.id = f.to_airport_id
  join fare_rules fr on fr.id = c.fare_rule_id
  join baggage_rules br on br.id = c.baggage_rule_id
  left join time_limits tla on tla.airline_id = f.airline_id
  left join time_limits tld on tld.airline_id is null`;

export function toSaleParts(raw: TRaw): Omit<TSegment, 'orderId' | 'id' | 'legIndex' | 'flightId' | 'classId'> {
  return {
    flight: {
      id: numberOf(raw.flight_id),
      airlineId: numberOf(raw.airline_id),
      flightNumber: String(raw.flight_number),
      fromAirportId: numberOf(raw.from_airport_id),
      toAirportId: numberOf(raw.to_airport_id),
      departureAt: new Date(numberOf(raw.departure_at)),
      arrivalAt: new Date(numberOf(raw.arrival_at)),
      durationMinutes: numberOf(raw.duration_minutes),
      currency: raw.currency as TCurrency,
      status: raw.flight_status as TFlightStatus,
    },
    airline: { id: numberOf(raw.airline_id), iataCode: String(raw.airline_code), name: String(raw.airline_name) },
    from: {
      id: numberOf(raw.from_airport_id),
      iataCode: String(raw.from_code),
      city: String(raw.from_city),
      timeZone: String(raw.from_zone),
    },
    to: {
      id: numberOf(raw.to_airport_id),
      iataCode: String(raw.to_code),
      city: String(raw.to_city),
      timeZone: String(raw.to_zone),
    },
    class: {
      id: numberOf(raw.class_id),
      name: String(raw.class_name),
      type: raw.class_type as TClassType,
      travelType: raw.class_travel_type as TTravelType,
      adminOnly: Boolean(raw.class_admin_only),
    },
    fareRule: {
      id: numberOf(raw.fare_rule_id),
      name: String(raw.fare_rule_name),
      texts: jsonOf(raw.fare_rule_texts),
      penalties: jsonOf(raw.fare_rule_penalties),
      currency: raw.fare_rule_currency as TCurrency,
      nameChangeFee: numberOf(raw.fare_rule_name_change_fee),
      deadlineHours: numberOf(raw.fare_rule_deadline_hours),
    },
    baggageRule: {
      id: numberOf(raw.baggage_rule_id),
      name: String(raw.baggage_rule_name),
      allowances: jsonOf(raw.baggage_rule_allowances),
    },
    limits: {
      holdMinutes: numberOf(raw.hold_minutes),
      bookingHours: numberOf(raw.booking_hours),
      bookingCloseHours: numberOf(raw.booking_close_hours),
      ticketingCloseHours: numberOf(raw.ticketing_close_hours),
    },
  };
}

export function toSegmentRow(raw: TRaw): TSegment {
  return {
    orderId: numberOf(raw.order_id),
    id: numberOf(raw.segment_id),
    legIndex: numberOf(raw.leg_index),
    flightId: numberOf(raw.flight_id),
    classId: numberOf(raw.class_id),
    ...toSaleParts(raw),
  };
}

export const SEGMENTS_OF = `select s.order_id, s.id as segment_id, s.leg_index, ${SEGMENT_COLUMNS}
  from order_segments s join classes c on c.id = s.class_id ${SEGMENT_JOINS}`;

/** The segments of several orders (lists), by order and travel order. */
export async function loadSegmentsOf(db: TExecutor, orderIds: readonly number[]): Promise<TSegment[]> {
  if (orderIds.length === 0) return [];
  const rows = await preparedText<TRaw>(
    db,
    `${SEGMENTS_OF} where s.order_id = any($1::int[]) order by s.order_id, s.leg_index`,
    [[...orderIds]],
  );
  return rows.map(toSegmentRow);
}

const HOUR_MS = 3_600_000;

/** Fare rules refuse changes and refunds from their deadline before each flight (409 `DEADLINE_PASSED`). */
export function assertBeforeDeadline(segments: readonly Pick<TSegment, 'flight' | 'fareRule'>[], now: Date) {
  for (const segment of segments) {
    if (segment.flight.departureAt.getTime() - segment.fareRule.deadlineHours * HOUR_MS <= now.getTime()) {
      throw new AppError(409, 'DEADLINE_PASSED');
    }
  }
}
