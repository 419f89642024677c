import type { TPrivateRouteKey, TProductLine } from '@frs/contract';
import type { TPageLoader } from './lazy-page';

/**
 * Each product line's screens (its checkout, reservations list and order page), one entry per line: the app's router
 * (page-loaders.ts) registers them all, and a new line adds its entry here and its routes to the contract.
 * (build/page-sources.ts reads each screen's module from the lines below, as it does page-loaders.ts's.)
 */
export const PRODUCT_LINE_SCREENS = {
  flight: {
    checkout: () => import('../../features/flight-orders/checkout/checkout-page'),
    reservations: () => import('../../features/flight-orders/reservations/reservations-page'),
    reservationEdit: () => import('../../features/flight-orders/reservations/reservation-edit-page'),
  },
  hotel: {
    hotelCheckout: () => import('../../features/hotel-orders/checkout/hotel-checkout-page'),
    hotelReservations: () => import('../../features/hotel-orders/reservations/hotel-reservations-page'),
    hotelOrder: () => import('../../features/hotel-orders/reservations/hotel-order-page'),
  },
  package: {
    packageCheckout: () => import('../../features/package-orders/checkout/package-checkout-page'),
    packageReservations: () => import('../../features/package-orders/reservations/package-reservations-page'),
    packageOrder: () => import('../../features/package-orders/reservations/package-order-page'),
  },
} satisfies Record<TProductLine, Partial<Record<TPrivateRouteKey, TPageLoader>>>;

/** Every line's screens in one record, keyed by route. */
export const LINE_PAGE_LOADERS = {
  ...PRODUCT_LINE_SCREENS.flight,
  ...PRODUCT_LINE_SCREENS.hotel,
  ...PRODUCT_LINE_SCREENS.package,
};
