import type { TApprovalKind } from '../api/approvals';
import type { ENDPOINT_GROUPS } from '../endpoints/index';
import type { THistoryEntity } from '../history';
import type { TPermission } from '../permissions';
import type { TPrivateRouteKey } from '../routes';

/**
 * The product lines the agency sells, and what the server and the web look up per line instead of naming each line
 * by hand: its screens (route keys of routes.ts, linked with `routePath`), its endpoints' group, its permissions, its
 * words in the catalogues, its history and its approvals. Pure data, with type-only imports: the web's first download
 * reads it (the status words) without bringing zod along, and every schema module may import it without a cycle.
 *
 * A fourth line is its folder under `lines/` and one entry here.
 */

/** Products an order can be for: the `orders.product_line` column, in the order the screens list them. */
export const PRODUCT_LINES = ['flight', 'hotel', 'package'] as const;
export type TProductLine = (typeof PRODUCT_LINES)[number];

export interface TProductLineDeclaration {
  /** The line's screens: its reservations list, one order's page (`:id`) and its checkout. */
  routes: { reservations: TPrivateRouteKey; order: TPrivateRouteKey; checkout: TPrivateRouteKey };
  /** The `/search` tab that searches the line (`?tab=…`); null: the screen's default tab. */
  searchTab: string | null;
  /** Its order endpoints: a key of ENDPOINT_GROUPS (also the `area` of the tests generated from them). */
  endpoints: keyof typeof ENDPOINT_GROUPS;
  /** Who reads its orders and who sells and changes them. */
  permissions: { read: TPermission; write: TPermission };
  /** The list toolkit's declaration of its orders' list (and export). */
  list: string;
  /** Catalogue groups of its words: the statuses' names and the order operations' names where they differ. */
  texts: { statuses: 'orderStatuses' | 'hotelOrderStatuses'; actions: string | null };
  /** The history's entity its orders' rows are written under (every line's orders share the `orders` table). */
  historyEntity: THistoryEntity;
  /** The four-eyes approval kind its refund waits under. */
  refundApproval: TApprovalKind;
}

export const PRODUCT_LINE_REGISTRY = {
  flight: {
    routes: { reservations: 'reservations', order: 'reservationEdit', checkout: 'checkout' },
    searchTab: null,
    endpoints: 'orders',
    permissions: { read: 'orders.read', write: 'orders.write' },
    list: 'flightOrders',
    texts: { statuses: 'orderStatuses', actions: null },
    historyEntity: 'order',
    refundApproval: 'flightRefund',
  },
  hotel: {
    routes: { reservations: 'hotelReservations', order: 'hotelOrder', checkout: 'hotelCheckout' },
    searchTab: 'hotels',
    endpoints: 'hotelOrders',
    permissions: { read: 'hotelOrders.read', write: 'hotelOrders.write' },
    list: 'hotelOrders',
    // A paid stay is "Confirmed", not "Ticketed": the hotel line has status words of its own.
    texts: { statuses: 'hotelOrderStatuses', actions: 'hotelOrders.actions' },
    historyEntity: 'order',
    refundApproval: 'hotelRefund',
  },
  package: {
    routes: { reservations: 'packageReservations', order: 'packageOrder', checkout: 'packageCheckout' },
    searchTab: 'packages',
    endpoints: 'packageOrders',
    permissions: { read: 'packageOrders.read', write: 'packageOrders.write' },
    list: 'packageOrders',
    texts: { statuses: 'orderStatuses', actions: 'packageOrders.actions' },
    historyEntity: 'order',
    refundApproval: 'packageRefund',
  },
} as const satisfies Record<TProductLine, TProductLineDeclaration>;

/** A line's declaration. */
export function productLine<TLine extends TProductLine>(line: TLine): (typeof PRODUCT_LINE_REGISTRY)[TLine] {
  return PRODUCT_LINE_REGISTRY[line];
}

export function isProductLine(value: unknown): value is TProductLine {
  return (PRODUCT_LINES as readonly unknown[]).includes(value);
}
