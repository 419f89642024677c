import { eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PACKAGE_ORDER_LIFECYCLE,
  utcToLocal,
  type TPackageOrderListItem,
  type ZPackageOrderExportRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orderPassengers, orders, packageOrders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import { preparedText } from '../../lib/prepared-read';
import {
  jsonOf,
  lineOrderList,
  orderListItemBase,
  ORDER_SORT_COLUMNS,
  orderExportColumns,
  travellerExportColumns,
  orderHasPersonNamed,
  orderHasRow,
  type TOrderListRow,
  type TRaw,
} from '../order-engine';
import { packageOrderLine } from './package-order-line';

const SORT_COLUMNS = { ...ORDER_SORT_COLUMNS, firstDepartureAt: orders.firstDepartureAt } as const;

/** What a page of orders shows of their packages, in one statement for the whole page. */
const PACKAGES_OF = `select pk.order_id, pk.nights, pk.check_in::text as check_in, pk.check_out::text as check_out,
    json_build_object('id', po.id, 'name', po.name, 'destination', po.destination) as offer,
    json_build_object('id', h.id, 'name', h.name, 'city', h.city, 'category', h.category) as hotel,
    (select a.time_zone from order_segments s join flights f on f.id = s.flight_id
      join airports a on a.id = f.from_airport_id where s.order_id = pk.order_id and s.leg_index = 0) as zone,
    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.first_name || ' ' || p.last_name,
        'type', p.type, 'status', p.status) order by p.id), '[]'::json)
      from order_passengers p where p.order_id = pk.order_id) as passengers
  from package_orders pk join package_offers po on po.id = pk.offer_id join hotels h on h.id = pk.hotel_id
  where pk.order_id = any($1::int[])`;

/** The list's filters (the page's and the export's alike). */
type TPackageOrderFilter = Omit<z.output<typeof ZPackageOrderExportRequest>, 'format'>;

/** The package order list's own filters (the engine adds the agent, statuses and PNR). */
function packageListConditions(db: TExecutor, input: TPackageOrderFilter) {
  return [
    input.startDate ? gte(orders.orderDate, input.startDate) : undefined,
    input.endDate ? lte(orders.orderDate, input.endDate) : undefined,
    input.offerId === undefined ? undefined : orderHasRow(db, packageOrders, eq(packageOrders.offerId, input.offerId)),
    orderHasPersonNamed(db, orderPassengers, input.passengerName),
  ];
}

/** The list items of a page (or an export's batch) of orders: their packages and travellers in one statement. */
async function listItemsOf(db: TExecutor, actor: TActor, rows: TOrderListRow[], ids: number[]) {
  const packages = ids.length === 0 ? [] : await preparedText<TRaw>(db, PACKAGES_OF, [ids]);
  return rows.flatMap(({ order, agent }): { row: TOrderListRow; item: TPackageOrderListItem }[] => {
    const pkg = packages.find((row) => Number(row.order_id) === order.id);
    if (!pkg) return [];
    const item: TPackageOrderListItem = {
      ...orderListItemBase({ order, agent }, actor, PACKAGE_ORDER_LIFECYCLE),
      offer: jsonOf<TPackageOrderListItem['offer']>(pkg.offer),
      nights: Number(pkg.nights),
      checkIn: String(pkg.check_in),
      checkOut: String(pkg.check_out),
      firstDepartureAt: order.firstDepartureAt.toISOString(),
      firstDepartureLocal: utcToLocal(order.firstDepartureAt, String(pkg.zone ?? 'UTC')),
      hotel: jsonOf<TPackageOrderListItem['hotel']>(pkg.hotel),
      passengers: jsonOf<TPackageOrderListItem['passengers']>(pkg.passengers).map((passenger) => ({
        ...passenger,
        id: Number(passenger.id),
      })),
    };
    return [{ row: { order, agent }, item }];
  });
}

/** A page's rows of the export. */
function exportRowsOf(_db: TExecutor, items: { row: TOrderListRow; item: TPackageOrderListItem }[]) {
  return items.map(({ row, item }): TExportRow<'packageOrders'> => ({
    ...orderExportColumns(row),
    departure: item.firstDepartureLocal.replace('T', ' '),
    package: item.offer.name,
    hotel: item.hotel.name,
    checkIn: item.checkIn,
    checkOut: item.checkOut,
    nights: item.nights,
    ...travellerExportColumns(item.passengers),
  }));
}

/** The list of package orders and its export (routes.ts registers them with the engine's `registerOrderReadRoutes`). */
export const packageOrderList = lineOrderList({
  line: packageOrderLine,
  sortColumns: SORT_COLUMNS,
  conditions: packageListConditions,
  items: listItemsOf,
  exportRows: exportRowsOf,
});
