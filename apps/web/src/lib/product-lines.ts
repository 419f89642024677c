import {
  HOTEL_ORDER_STATUSES,
  ORDER_STATUSES,
  routePath,
  type TOrderStatus,
  type TPermission,
  type TPrivateRouteKey,
  type TProductLine,
} from '@frs/contract';
import type { ParseKeys } from 'i18next';
import type { TFeature } from './i18n/feature-texts';

/**
 * What the shared screens need to know of a product line: its screens (keys of the contract's route table), the
 * feature texts those screens download, and its /search tab. Data only, so that any screen may read it without
 * pulling a line's code into its chunk; the screens' modules themselves are registered in app/router/product-line-screens.ts.
 */
export interface TWebProductLine {
  line: TProductLine;
  routes: {
    /** The line's reservations list. */
    reservations: 'reservations' | 'hotelReservations' | 'packageReservations';
    /** One order's page (`:id`). */
    order: 'reservationEdit' | 'hotelOrder' | 'packageOrder';
    checkout: 'checkout' | 'hotelCheckout' | 'packageCheckout';
  };
  /** The line's order statuses, in the order of the reservations list's status chips. */
  statuses: readonly TOrderStatus[];
  /** The data-testid prefixes of its reservations list (`hotel-reservations-grid`) and of the list's rows. */
  testIds: { list: string; row: string };
  /** The feature text bundles each of the line's screens downloads with its chunk (lib/i18n/feature-texts.ts). */
  screenTexts: Partial<Record<TPrivateRouteKey, readonly TFeature[]>>;
  /** The line's tab on /search: its value in the URL (`?tab=`), its label, and the permission that shows it. */
  searchTab: { value: string; label: ParseKeys; permission: TPermission };
}

const FLIGHT: TWebProductLine = {
  line: 'flight',
  routes: { reservations: 'reservations', order: 'reservationEdit', checkout: 'checkout' },
  statuses: ORDER_STATUSES,
  testIds: { list: 'reservations', row: 'order' },
  screenTexts: { reservationEdit: ['flightOrders'] },
  searchTab: { value: 'flights', label: 'searchTabs.flights', permission: 'search.flights' },
};

const HOTEL: TWebProductLine = {
  line: 'hotel',
  routes: { reservations: 'hotelReservations', order: 'hotelOrder', checkout: 'hotelCheckout' },
  statuses: HOTEL_ORDER_STATUSES,
  testIds: { list: 'hotel-reservations', row: 'hotel-order' },
  screenTexts: { hotelCheckout: ['hotelSearch'], hotelReservations: ['hotelOrders'], hotelOrder: ['hotelOrders'] },
  searchTab: { value: 'hotels', label: 'searchTabs.hotels', permission: 'search.hotels' },
};

const PACKAGE: TWebProductLine = {
  line: 'package',
  routes: { reservations: 'packageReservations', order: 'packageOrder', checkout: 'packageCheckout' },
  statuses: ORDER_STATUSES,
  testIds: { list: 'package-reservations', row: 'package-order' },
  screenTexts: {
    packageCheckout: ['packageOrders'],
    packageReservations: ['packageOrders'],
    packageOrder: ['packageOrders'],
  },
  searchTab: { value: 'packages', label: 'packageSearch.tab', permission: 'search.packages' },
};

/** The web's product lines, in the order of their tabs (reservations, /search). A new line is one entry here. */
export const WEB_PRODUCT_LINES: readonly TWebProductLine[] = [FLIGHT, HOTEL, PACKAGE];

export const WEB_PRODUCT_LINE: Readonly<Record<TProductLine, TWebProductLine>> = {
  flight: FLIGHT,
  hotel: HOTEL,
  package: PACKAGE,
};

/** The page of one order of a line (a hotel order's is /reservation/hotel/42). */
export function orderPagePath(line: TProductLine, id: number): string {
  return routePath(WEB_PRODUCT_LINE[line].routes.order, { id });
}
