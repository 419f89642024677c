import type { TPermission, TProductLine } from '@frs/contract';
import type { ParseKeys } from 'i18next';

/**
 * What the shared screens need to know of a product line: its screens (keys of the contract's route table) and its
 * /search tab. Data only, so that any screen may read it without pulling a line's code into its chunk; the screens'
 * modules themselves are registered in app/router/product-line-screens.ts. (lib/i18n/feature-texts.ts still names the
 * line screens' text bundles itself: reading this registry there put it in the entry, over the screens' budgets.)
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
  /** The data-testid prefix of its reservations list (`hotel-reservations-grid`, `hotel-reservations-pnr`…). */
  testIds: { list: string };
  /** The line's tab on /search: its value in the URL (`?tab=`), its label, and the permission that shows it. */
  searchTab: { value: string; label: ParseKeys; permission: TPermission };
}

const FLIGHT: TWebProductLine = {
  line: 'flight',
  routes: { reservations: 'reservations', order: 'reservationEdit', checkout: 'checkout' },
  testIds: { list: 'reservations' },
  searchTab: { value: 'flights', label: 'searchTabs.flights', permission: 'search.flights' },
};

const HOTEL: TWebProductLine = {
  line: 'hotel',
  routes: { reservations: 'hotelReservations', order: 'hotelOrder', checkout: 'hotelCheckout' },
  testIds: { list: 'hotel-reservations' },
  searchTab: { value: 'hotels', label: 'searchTabs.hotels', permission: 'search.hotels' },
};

const PACKAGE: TWebProductLine = {
  line: 'package',
  routes: { reservations: 'packageReservations', order: 'packageOrder', checkout: 'packageCheckout' },
  testIds: { list: 'package-reservations' },
  searchTab: { value: 'packages', label: 'packageSearch.tab', permission: 'search.packages' },
};

/** The web's product lines, in the order of their tabs (reservations, /search). A new line is one entry here. */
export const WEB_PRODUCT_LINES: readonly TWebProductLine[] = [FLIGHT, HOTEL, PACKAGE];

export const WEB_PRODUCT_LINE: Readonly<Record<TProductLine, TWebProductLine>> = {
  flight: FLIGHT,
  hotel: HOTEL,
  package: PACKAGE,
};
