import { LANGUAGES, ORDER_STATUSES, TEXTS, type TLanguage } from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { hotelOrdersEn } from './hotel-orders/en';
import { hotelOrdersHy } from './hotel-orders/hy';
import { hotelOrdersRu } from './hotel-orders/ru';
import { hotelSearchEn } from './hotel-search/en';
import { hotelSearchHy } from './hotel-search/hy';
import { hotelSearchRu } from './hotel-search/ru';
import { ordersEn } from './orders/en';
import { ordersHy } from './orders/hy';
import { ordersRu } from './orders/ru';
import { packageOrdersEn } from './package-orders/en';
import { packageOrdersHy } from './package-orders/hy';
import { packageOrdersRu } from './package-orders/ru';

/**
 * Issue 31: one vocabulary per product line, on one pattern across the lines. Flights and packages are ticketed, a
 * hotel stay is confirmed: the chips and filters (the statuses), the checkout's pay-now and pay-later buttons, the
 * order page's buttons, its history and the exports say the same word of a line, in hy, en and ru alike.
 */
const CATALOGUES = {
  en: { orders: ordersEn, hotelSearch: hotelSearchEn, hotelOrders: hotelOrdersEn, packageOrders: packageOrdersEn },
  hy: { orders: ordersHy, hotelSearch: hotelSearchHy, hotelOrders: hotelOrdersHy, packageOrders: packageOrdersHy },
  ru: { orders: ordersRu, hotelSearch: hotelSearchRu, hotelOrders: hotelOrdersRu, packageOrders: packageOrdersRu },
} as const;

/** "Ticket (pay now)" → ["Ticket", "pay now"]: the action and when it is paid. */
function split(button: string): [string, string] {
  const parts = /^(.+) \(([^()]+)\)$/.exec(button);
  if (!parts) throw new Error(`"${button}" is not "<action> (<when it is paid>)"`);
  return [parts[1]!, parts[2]!];
}

describe.each(LANGUAGES)('the order vocabulary in %s', (language: TLanguage) => {
  const { orders, hotelSearch, hotelOrders, packageOrders } = CATALOGUES[language];
  const buttons = {
    flight: { later: orders.checkout.book, now: orders.checkout.ticket },
    hotel: { later: hotelSearch.hotelCheckout.book, now: hotelSearch.hotelCheckout.confirm },
    package: { later: packageOrders.packageOrders.checkout.book, now: packageOrders.packageOrders.checkout.ticket },
  };

  it('offers "<action> (pay later)" and "<action> (pay now)" on every line, booking alike everywhere', () => {
    const later = Object.values(buttons).map(({ later: button }) => split(button));
    const now = Object.values(buttons).map(({ now: button }) => split(button));
    expect(new Set(later.map(([action]) => action)).size, 'pay-later actions').toBe(1);
    expect(new Set(later.map(([, when]) => when)).size, 'pay later').toBe(1);
    expect(new Set(now.map(([, when]) => when)).size, 'pay now').toBe(1);
    // The book button's action is the order page's "Book" on every line.
    expect(later[0]![0]).toBe(orders.orderOperations.labels.book);
  });

  it('ticket flights and packages with one verb, confirm hotel stays with another, on the buttons', () => {
    const [flightNow] = split(buttons.flight.now);
    const [packageNow] = split(buttons.package.now);
    const [hotelNow] = split(buttons.hotel.now);
    expect(packageNow).toBe(flightNow);
    expect(hotelNow).not.toBe(flightNow);
    // The order pages' buttons say the checkout's verb.
    expect(orders.orderOperations.labels.ticket).toBe(flightNow);
    expect(packageOrders.packageOrders.operations.labels.ticket).toBe(flightNow);
    expect(hotelOrders.hotelOrders.operations.labels.ticket).toBe(hotelNow);
    expect(packageOrders.packageOrders.operations.labels.bookingToTicketing).toBe(
      orders.orderOperations.labels.bookingToTicketing,
    );
  });

  it('names a paid order of each line with its own word, the same in chips, filters, history and exports', () => {
    const words = TEXTS[language].exportValues;
    for (const status of ORDER_STATUSES) {
      expect(words.orderStatus[status], status).toBe(orders.orderStatuses[status]);
      expect(words.hotelOrderStatus[status], status).toBe(orders.hotelOrderStatuses[status]);
    }
    expect(orders.hotelOrderStatuses.ticketed).not.toBe(orders.orderStatuses.ticketed);
    // The hotel's history says "confirmed" as its status does; packages and flights "ticketed".
    expect(hotelOrders.hotelOrders.actions.ticket).not.toBe(packageOrders.packageOrders.actions.ticket);
    expect(packageOrders.packageOrders.actions.ticket).toBe(orders.orderPage.actions.ticket);
  });
});
