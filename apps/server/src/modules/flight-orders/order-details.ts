import type { TTravelType } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import {
  jsonOf,
  orderWithPeopleStatement,
  toOrderWithPeople,
  type TOrderRow,
  type TOrderWithPeople,
  type TRaw,
} from '../order-engine';
import { PASSENGER_COLUMNS, toPassengerRow, type TPassengerRow } from './passengers';
import { SEGMENTS_OF, toSegmentRow, type TSegment } from './segments';

/** A flight order with its people, its segments in travel order and its passengers: what every operation reads. */
export interface TFlightOrderDetails extends TOrderWithPeople {
  segments: TSegment[];
  passengers: TPassengerRow[];
}

/**
 * The statement of readOrderDetails: the segments and passengers come as JSON rows of their reads (the booking bench
 * replays it).
 */
export const ORDER_DETAILS = orderWithPeopleStatement('flight', [
  `(select coalesce(json_agg(x order by x.leg_index), '[]'::json)
        from (${SEGMENTS_OF} where s.order_id = o.id) x) as segments`,
  `(select coalesce(json_agg(x order by x.id), '[]'::json)
        from (select ${PASSENGER_COLUMNS} from order_passengers where order_id = o.id) x) as passengers`,
]);

/** The order, its people, segments and passengers without a lock, in one statement (the line's readDetails). */
export async function readOrderDetails(db: TExecutor, orderId: number): Promise<TFlightOrderDetails | undefined> {
  const [raw] = await preparedText<TRaw>(db, ORDER_DETAILS, [orderId]);
  return raw && toOrderDetails(raw);
}

function toOrderDetails(raw: TRaw): TFlightOrderDetails {
  return {
    ...toOrderWithPeople(raw),
    segments: jsonOf<TRaw[]>(raw.segments).map(toSegmentRow),
    passengers: jsonOf<TRaw[]>(raw.passengers).map(toPassengerRow),
  };
}

/** A flight order's trip type (the `orders` check keeps it set for every flight order; other lines have none). */
export function travelTypeOf(order: Pick<TOrderRow, 'id' | 'travelType'>): TTravelType {
  if (order.travelType === null) throw new Error(`flight order ${order.id} without a travel type`);
  return order.travelType;
}
