import { describe, expect, it } from 'vitest';
import { endpointPath } from '../endpoint';
import { allEndpoints } from './index';

/**
 * The calls of docs/PRODUCT.md §7, written out here by hand, once, as the spec writes them:
 * the one place besides the declarations where API paths are written, so that a declaration that drifts from the
 * spec fails here rather than being copied into every test. Parameters carry the declarations' names where the spec
 * writes `{a}/{b}`. Where the spec gives no method, the reading taken is said.
 */
const SPEC_CALLS = [
  // Public
  'POST /user/login',
  'POST /user/register',
  'POST /user/forgot-password',
  'POST /user/forgot-password/reset/{userId}',
  'PUT /api/auth/setPassword',
  'GET /api/auth/checkChangePasswordPage',
  'GET /api/filter/userGroup',
  'POST /api/auth/register',
  'POST /exchange/rate-by-range',

  // Search and orders
  'POST /api/search/mainSearch',
  'POST /api/search/packageSearch',
  'GET /api/hotelSearch',
  'GET /api/hotelSearch/{id}',
  'GET /api/hotelSearch/pnr/{pnr}',
  'POST /api/orders/pre-order',
  'POST /api/hotelOrders/pre-order',
  'POST /api/packageOrders/pre-order',
  'POST /api/orders/order',
  'POST /api/packageOrders/order',
  'POST /api/hotelOrders',
  'PATCH /api/orders/orderDate/{id}',
  'POST /api/orders/cancel-pre-order/{id}',
  'POST /api/hotelOrders/cancel-pre-order/{id}',
  'POST /api/packageOrders/cancel-pre-order/{id}',
  'POST /api/orders/cancel/{id}',
  'POST /api/hotelOrders/cancel/{id}',
  'POST /api/packageOrders/cancel/{id}',
  'POST /api/orders/booking-to-ticketing/{id}',
  'POST /api/packageOrders/booking-to-ticketing/{id}',
  'POST /api/hotelOrders/ticketing/{id}',
  'POST /api/orders/refund/{id}',
  'POST /api/packageOrders/refund/{id}',
  'POST /api/orders/split/{id}',
  'POST /api/packageOrders/split/{id}',
  // "POST refund for hotelOrders", read as refund/{id} like the others
  'POST /api/hotelOrders/refund/{id}',
  'POST /api/orders/editDiscount/{id}',
  'POST /api/orders/edit/{id}',
  'PATCH /api/orders/editPassengerName/{orderId}/{passengerId}',
  'PUT /api/hotelOrders/{id}',
  'POST /api/packageOrders/edit/{id}',
  'POST /api/orders/get-orders',
  'GET /api/hotelOrders/',
  'POST /api/packageOrders/get-orders',

  // Users
  'POST /api/users/get-users/',
  'GET /api/users/get-user/{id}',
  'POST /api/users/balance-history/{id}',
  'POST /api/users/update/{id}',
  'POST /api/users/balance/transfer/{id}',
  'POST /api/users/use-balance/{id}',
  'POST /api/users/change-password/{id}',
  'GET /api/profile',

  // Flights
  'POST /api/flights/get/',
  'GET /api/flights/get/{id}',
  'GET /api/classes/get-by-flightId/{id}',
  'POST /api/flights/create',
  'POST /api/classes/create/{id}',
  'POST /api/flights/edit/{id}',
  'POST /api/classes/edit/{id}',
  'GET /api/flights/delete/{id}',
  'GET /api/classes/delete/{id}',
  'POST /api/flights/remove-passenger/{flightId}/{passengerId}',

  // Reference data, "each with GET, POST, PUT /{id} and DELETE /{id}": GET read as both the list and GET /{id}.
  'GET /api/airport',
  'GET /api/airport/{id}',
  'POST /api/airport',
  'PUT /api/airport/{id}',
  'DELETE /api/airport/{id}',
  'GET /api/airline',
  'GET /api/airline/{id}',
  'POST /api/airline',
  'PUT /api/airline/{id}',
  'DELETE /api/airline/{id}',
  'GET /api/aircraft',
  'GET /api/aircraft/{id}',
  'POST /api/aircraft',
  'PUT /api/aircraft/{id}',
  'DELETE /api/aircraft/{id}',
  'GET /api/hotelProviders',
  'GET /api/hotelProviders/{id}',
  'POST /api/hotelProviders',
  'PUT /api/hotelProviders/{id}',
  'DELETE /api/hotelProviders/{id}',
  'GET /api/fareRules',
  'GET /api/fareRules/{id}',
  'POST /api/fareRules',
  'PUT /api/fareRules/{id}',
  'DELETE /api/fareRules/{id}',
  'GET /api/baggageRules',
  'GET /api/baggageRules/{id}',
  'POST /api/baggageRules',
  'PUT /api/baggageRules/{id}',
  'DELETE /api/baggageRules/{id}',
  'GET /api/tourManagers',
  'GET /api/tourManagers/{id}',
  'POST /api/tourManagers',
  'PUT /api/tourManagers/{id}',
  'DELETE /api/tourManagers/{id}',
  'GET /api/notifications/',
  'GET /api/notifications/{id}',
  'POST /api/notifications/',
  'PUT /api/notifications/{id}',
  'DELETE /api/notifications/{id}',
  'GET /api/currencySettings/',
  'GET /api/currencySettings/{id}',
  'POST /api/currencySettings/',
  'PUT /api/currencySettings/{id}',
  'DELETE /api/currencySettings/{id}',
  'GET /api/timeLimits',
  'GET /api/timeLimits/{id}',
  'POST /api/timeLimits',
  'PUT /api/timeLimits/{id}',
  'DELETE /api/timeLimits/{id}',
  'GET /api/services',
  'GET /api/services/{id}',
  'POST /api/services',
  'PUT /api/services/{id}',
  'DELETE /api/services/{id}',
  'GET /api/hotels',
  'GET /api/hotels/{id}',
  'POST /api/hotels',
  'PUT /api/hotels/{id}',
  'DELETE /api/hotels/{id}',
  'GET /api/rooms',
  'GET /api/rooms/{id}',
  'POST /api/rooms',
  'PUT /api/rooms/{id}',
  'DELETE /api/rooms/{id}',
  'GET /api/roomsCategory',
  'GET /api/roomsCategory/{id}',
  'POST /api/roomsCategory',
  'PUT /api/roomsCategory/{id}',
  'DELETE /api/roomsCategory/{id}',
  'GET /api/roomsCategory/mealTypes',
  'GET /api/flights/templates',
  'GET /api/flights/templates/{id}',
  'POST /api/flights/templates',
  'PUT /api/flights/templates/{id}',
  'DELETE /api/flights/templates/{id}',
  'GET /api/classes/templates/',
  'GET /api/classes/templates/{id}',
  'POST /api/classes/templates/',
  'PUT /api/classes/templates/{id}',
  'DELETE /api/classes/templates/{id}',

  // Passengers (listed with the reference data): GET with query parameters, POST, PATCH /{id}, DELETE /{id}.
  'GET /api/passengers',
  'POST /api/passengers',
  'PATCH /api/passengers/{id}',
  'DELETE /api/passengers/{id}',

  // Settings: "/api/ticketSettings" read as GET and PUT, "/api/SMTPsettings; PUT edit" as GET and PUT …/edit.
  'GET /api/companySettings',
  'POST /api/companySettings',
  'PUT /api/companySettings/edit',
  'GET /api/ticketSettings',
  'PUT /api/ticketSettings',
  'GET /api/SMTPsettings',
  'PUT /api/SMTPsettings/edit',

  // Other (the flight-reports path, the mail and PDF service's calls are not named in the spec, so not listed)
  'GET /api/currencySettings/currencyCodes',
  'GET /api/currencySettings/MarginTypes',
  'GET /api/hotels/category',
  'GET /api/reports/orders-full-data',
  'POST /api/logs/get',
];

/** Calls of the spec whose product line or screen is not built yet: no declaration, so no route. */
const SPEC_CALLS_NOT_DECLARED_YET: string[] = [];

/** Calls the spec does not name, each as the document named above it says (or, where none does, its declaration). */
const NOT_IN_SPEC = [
  // docs/PRODUCT.md "Choices made here": "Paths the specification does not name"
  'POST /user/verify-email',
  'POST /user/verify-email/resend',
  'POST /api/users/get-users/export',
  'POST /api/users/status/{id}',
  'POST /api/users/credit-limit/{id}',
  'GET /api/mail/status',
  // Issue 19: the live screens' Server-Sent Events stream
  'GET /api/events',
  // Issue 19: alerts (the agency's rules in /settings, an agent's threshold, the caller's switches in /profile)
  'GET /api/alerts/settings',
  'PUT /api/alerts/settings',
  'GET /api/alerts/agent/{id}',
  'PUT /api/alerts/agent/{id}',
  'GET /api/alerts/preferences',
  'PUT /api/alerts/preferences',
  // docs/PRODUCT.md "Choices made here": the orders' paths the specification does not name
  'GET /api/orders/{id}',
  'GET /api/orders/{id}/activity',
  // Issue 31: what the next booking starts from (the last order's contact and route)
  'GET /api/orders/booking-defaults',
  'POST /api/orders/orderDate/{id}/quote',
  // Issue 31: what a package refund would give back (the refund dialog's preview)
  'GET /api/packageOrders/refund/{id}/quote',
  // docs/PRODUCT.md "Choices made here": the exports of the reservation lists and the balance history (the list
  // toolkit)
  'POST /api/orders/get-orders/export',
  'GET /api/hotelOrders/export',
  'POST /api/packageOrders/get-orders/export',
  'POST /api/users/balance-history/{id}/export',
  // apps/server/src/modules/history/README.md: the history's export (the list toolkit)
  'POST /api/logs/get/export',
  'GET /api/flights/passengers/{id}',
  // Issue 19: a disrupted flight's screen and its batches (notify the agents, move orders, refund them in full)
  'GET /api/flights/disruption/{id}',
  'POST /api/flights/disruption/{id}/notify',
  'POST /api/flights/disruption/{id}/move',
  'POST /api/flights/disruption/{id}/refund',
  // Issue 19: four-eyes approval (the list, the decisions, the thresholds)
  'GET /api/approvals',
  'POST /api/approvals/approve/{id}',
  'POST /api/approvals/reject/{id}',
  'POST /api/approvals/cancel/{id}',
  'GET /api/approvals/settings',
  'PUT /api/approvals/settings',
  // Issue 19: a flight's passenger manifest for its airline (PNL, ADL, CSV, XLSX) and its mailing
  'GET /api/flights/manifest/{id}',
  'GET /api/flights/manifest/{id}/file',
  'POST /api/flights/manifest/{id}/send',
  // apps/server/src/modules/reports/README.md "Flight reports": the spec names no flight-reports path; the report and
  // its files
  'POST /api/reports/flight-reports',
  'POST /api/reports/flight-reports/export',
  // docs/PRODUCT.md "Choices made here": the exports of the passengers directory, the flights and every reference list
  'GET /api/passengers/export',
  'POST /api/flights/get/export',
  'GET /api/airport/export',
  'GET /api/airline/export',
  'GET /api/aircraft/export',
  'GET /api/fareRules/export',
  'GET /api/baggageRules/export',
  'GET /api/timeLimits/export',
  'GET /api/flights/templates/export',
  'GET /api/classes/templates/export',
  'GET /api/currencySettings/export',
  'GET /api/notifications/export',
  'GET /api/hotelProviders/export',
  'GET /api/hotels/export',
  'GET /api/roomsCategory/export',
  'GET /api/rooms/export',
  'GET /api/services/export',
  'GET /api/tourManagers/export',
  'GET /api/packageOffers/export',
  // docs/PRODUCT.md "Choices made here": the flight schedule endpoints, and the health (liveness) and readiness checks
  'POST /api/flights/schedule/preview',
  'POST /api/flights/schedule',
  'GET /api/health',
  'GET /api/ready',
  // apps/server/src/modules/settings/README.md: the test e-mail, the notifications of the caller, uploads
  'POST /api/SMTPsettings/test',
  // Issue 31: "Use the server's settings" removes the saved SMTP settings
  'DELETE /api/SMTPsettings',
  'GET /api/notifications/mine',
  'POST /api/notifications/read/{id}',
  'POST /api/notifications/notice-read/{id}',
  'POST /api/uploads/{kind}',
  'GET /api/uploads/{id}',
  // Named by no document, only by their declarations: logout, and the rate provider's administration
  'POST /api/auth/logout',
  'GET /api/currencyRates/status',
  'POST /api/currencyRates/refresh',
  'POST /api/currencyRates',
  'PUT /api/currencyRates/source',
  // The "Mail and PDF service" of docs/PRODUCT.md §7, which names the calls but not their paths
  // (docs/PRODUCT.md "Choices made here")
  'GET /api/pdf/ticket/{orderId}/{passengerId}',
  'GET /api/pdf/invoice/{id}',
  'GET /api/pdf/receipt/{pnr}',
  'GET /api/mail/templates',
  'GET /api/mail/templates/{name}',
  'POST /api/mail/templates/{name}/test',
  'POST /api/mail/scripts/{name}',
  'POST /api/send-email',
  // apps/server/src/modules/hotel-orders/README.md: the order page's reads, the voucher, and the room-type calendar
  'GET /api/hotelOrders/{id}',
  'GET /api/hotelOrders/{id}/activity',
  'GET /api/pdf/voucher/{id}',
  'GET /api/hotels/{id}/inventory',
  'PUT /api/hotels/{id}/inventory',
  // apps/server/src/modules/package-orders/README.md: the order page's reads, the itinerary, and the package offers (a
  // reference resource)
  'GET /api/packageOrders/{id}',
  'GET /api/packageOrders/{id}/activity',
  'GET /api/pdf/itinerary/{id}',
  'GET /api/packageOffers',
  'GET /api/packageOffers/{id}',
  'POST /api/packageOffers',
  'PUT /api/packageOffers/{id}',
  'DELETE /api/packageOffers/{id}',
  // Issue 33: an agency's API keys and webhook endpoints (docs/API.md)
  'GET /api/developers/keys',
  'POST /api/developers/keys',
  'DELETE /api/developers/keys/{id}',
  'GET /api/developers/keys/{id}/calls',
  'GET /api/developers/agents/{id}/keys',
  'DELETE /api/developers/agents/{id}/keys/{keyId}',
  'GET /api/developers/webhooks',
  'POST /api/developers/webhooks',
  'PATCH /api/developers/webhooks/{id}',
  'DELETE /api/developers/webhooks/{id}',
  'POST /api/developers/webhooks/{id}/rotate-secret',
  'GET /api/developers/webhooks/{id}/deliveries',
  'POST /api/developers/webhooks/{id}/deliveries/{deliveryId}/resend',
  'POST /api/developers/webhooks/{id}/resend-failed',
  'POST /api/developers/webhooks/{id}/test',
];

const sorted = (calls: readonly string[]) => [...calls].sort();

describe('the declared endpoints', () => {
  const declared = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);

  it('are the calls of docs/PRODUCT.md §7 (those built so far) and the ones the documents add, each once', () => {
    const expected = [...SPEC_CALLS.filter((call) => !SPEC_CALLS_NOT_DECLARED_YET.includes(call)), ...NOT_IN_SPEC];
    expect(sorted(declared)).toEqual(sorted(expected));
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('lists each call once, and the ones not declared yet and not in the spec where they belong', () => {
    for (const list of [SPEC_CALLS, SPEC_CALLS_NOT_DECLARED_YET, NOT_IN_SPEC]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(SPEC_CALLS_NOT_DECLARED_YET.filter((call) => !SPEC_CALLS.includes(call))).toEqual([]);
    expect(NOT_IN_SPEC.filter((call) => SPEC_CALLS.includes(call))).toEqual([]);
  });
});

describe('endpointPath', () => {
  it('fills each parameter of a path, URI-encoded, and refuses a missing one', () => {
    expect(endpointPath({ path: '/a/{first}/b/{second}' }, { first: 7, second: 'x y/z' })).toBe('/a/7/b/x%20y%2Fz');
    expect(endpointPath({ path: '/a/' })).toBe('/a/');
    expect(() => endpointPath({ path: '/a/{first}' }, {})).toThrow('/a/{first}: no value for {first}');
  });
});
