import { asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addDays,
  FLIGHT_ORDER_LIFECYCLE,
  utcToLocal,
  type TFlightOrderListItem,
  type ZFlightOrderExportRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orders, orderSegments } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import {
  lineOrderList,
  orderListItemBase,
  ORDER_SORT_COLUMNS,
  orderExportColumns,
  travellerExportColumns,
  orderHasPersonNamed,
  orderHasRow,
  type TOrderListRow,
} from '../order-engine';
import { flightOrderLine } from './flight-order-line';
import { loadSegmentsOf } from './segments';
import { travelTypeOf } from './order-details';

/** The start of a local calendar date of this server (the list's dates are the office's days). */
function startOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const SORT_COLUMNS = { ...ORDER_SORT_COLUMNS, firstDepartureAt: orders.firstDepartureAt } as const;

/** The list's filters (the page's and the export's alike). */
type TFlightOrderFilter = Omit<z.output<typeof ZFlightOrderExportRequest>, 'format'>;

/** The flight order list's own filters (the engine adds the agent, statuses and PNR). */
function flightListConditions(db: TExecutor, input: TFlightOrderFilter) {
  return [
    input.startDate ? gte(orders.createdAt, startOfDay(input.startDate)) : undefined,
    input.endDate ? lt(orders.createdAt, startOfDay(addDays(input.endDate, 1))) : undefined,
    input.flightId === undefined
      ? undefined
      : orderHasRow(db, orderSegments, eq(orderSegments.flightId, input.flightId)),
    orderHasPersonNamed(db, orderPassengers, input.passengerName),
  ];
}

/** The list items of a page (or an export's batch) of orders: their segments and passengers in two statements. */
async function listItemsOf(db: TExecutor, actor: TActor, rows: TOrderListRow[], ids: number[]) {
  const segments = await loadSegmentsOf(db, ids);
  const passengers =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderPassengers.orderId,
            id: orderPassengers.id,
            firstName: orderPassengers.firstName,
            lastName: orderPassengers.lastName,
            type: orderPassengers.type,
            status: orderPassengers.status,
          })
          .from(orderPassengers)
          .where(inArray(orderPassengers.orderId, ids))
          .orderBy(asc(orderPassengers.id));
  return rows.map((row): { row: TOrderListRow; item: TFlightOrderListItem } => {
    const { order } = row;
    const own = segments.filter((segment) => segment.orderId === order.id);
    const route =
      own.length === 0 ? '' : [own[0]!.from.iataCode, ...own.map((segment) => segment.to.iataCode)].join(' → ');
    const item: TFlightOrderListItem = {
      ...orderListItemBase(row, actor, FLIGHT_ORDER_LIFECYCLE),
      travelType: travelTypeOf(order),
      route,
      firstDepartureAt: order.firstDepartureAt.toISOString(),
      firstDepartureLocal: utcToLocal(order.firstDepartureAt, own[0]?.from.timeZone ?? 'UTC'),
      flights: own.map((segment) => ({
        id: segment.flight.id,
        label: `${segment.airline.iataCode} ${segment.flight.flightNumber} · ${utcToLocal(segment.flight.departureAt, segment.from.timeZone).replace('T', ' ')}`,
      })),
      passengers: passengers
        .filter((passenger) => passenger.orderId === order.id)
        .map((passenger) => ({
          id: passenger.id,
          name: `${passenger.firstName} ${passenger.lastName}`,
          type: passenger.type,
          status: passenger.status,
        })),
    };
    return { row, item };
  });
}

/** A page's rows of the export. */
function exportRowsOf(_db: TExecutor, items: { row: TOrderListRow; item: TFlightOrderListItem }[]) {
  return items.map(({ row, item }): TExportRow<'flightOrders'> => ({
    ...orderExportColumns(row),
    departure: item.firstDepartureLocal.replace('T', ' '),
    route: item.route,
    flights: item.flights.map((flight) => flight.label).join(', '),
    ...travellerExportColumns(item.passengers),
  }));
}

/** The list of flight orders and its export (routes.ts registers them with the engine's `registerOrderReadRoutes`). */
export const flightOrderList = lineOrderList({
  line: flightOrderLine,
  sortColumns: SORT_COLUMNS,
  conditions: flightListConditions,
  items: listItemsOf,
  exportRows: exportRowsOf,
});
