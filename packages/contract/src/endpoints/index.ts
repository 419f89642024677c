import type { TEndpointDefinition } from '../endpoint';
import { ACCOUNT_ENDPOINTS } from './accounts';
import { APPROVAL_ENDPOINTS } from './approvals';
import { ALERT_ENDPOINTS } from './alerts';
import { AUTH_ENDPOINTS } from './auth';
import { CURRENCY_ENDPOINTS } from './currency';
import { DEVELOPER_ENDPOINTS } from './developers';
import { DISRUPTION_ENDPOINTS } from './disruption';
import { DOCUMENT_ENDPOINTS } from './documents';
import { FLIGHT_ENDPOINTS } from '../lines/flight/flight-inventory-endpoints';
import { HISTORY_ENDPOINTS } from './history';
import { HOTEL_ORDER_ENDPOINTS } from '../lines/hotel/hotel-order-endpoints';
import { HOTEL_SEARCH_ENDPOINTS } from '../lines/hotel/hotel-search-endpoints';
import { HOTEL_ENDPOINTS } from '../lines/hotel/hotel-endpoints';
import { LIVE_ENDPOINTS } from './live';
import { MAIL_ENDPOINTS } from './mail';
import { MANIFEST_ENDPOINTS } from './manifests';
import { NOTIFICATION_ENDPOINTS } from './notifications';
import { FLIGHT_ORDER_ENDPOINTS } from '../lines/flight/flight-order-endpoints';
import { ORDER_ACTIVITY_ENDPOINTS } from '../lines/shared/order-activity-endpoints';
import { PACKAGE_ORDER_ENDPOINTS, PACKAGE_SEARCH_ENDPOINTS } from '../lines/package/package-order-endpoints';
import { PASSENGER_ENDPOINTS } from './passengers';
import { REFERENCE_ENDPOINTS } from './reference';
import { REPORT_ENDPOINTS } from './reports';
import { SEARCH_ENDPOINTS } from '../lines/flight/flight-search-endpoints';
import { SETTINGS_ENDPOINTS } from './settings';
import { UPLOAD_ENDPOINTS } from './uploads';
import { USER_ENDPOINTS } from './users';

export * from './accounts';
export * from './approvals';
export * from './alerts';
export * from './auth';
export * from './currency';
export * from './developers';
export * from './disruption';
export * from './documents';
export * from './history';
export * from './live';
export * from './mail';
export * from './manifests';
export * from './notifications';
export * from './passengers';
export * from './reference';
export * from './reports';
export * from './settings';
export * from './uploads';
export * from './users';

/** Every endpoint of the API, by area: what the server registers, the web calls and the OpenAPI document lists. */
export const ENDPOINT_GROUPS = {
  accounts: ACCOUNT_ENDPOINTS,
  approvals: APPROVAL_ENDPOINTS,
  alerts: ALERT_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  currency: CURRENCY_ENDPOINTS,
  developers: DEVELOPER_ENDPOINTS,
  disruption: DISRUPTION_ENDPOINTS,
  documents: DOCUMENT_ENDPOINTS,
  flights: FLIGHT_ENDPOINTS,
  history: HISTORY_ENDPOINTS,
  hotels: HOTEL_ENDPOINTS,
  hotelOrders: HOTEL_ORDER_ENDPOINTS,
  hotelSearch: HOTEL_SEARCH_ENDPOINTS,
  live: LIVE_ENDPOINTS,
  mail: MAIL_ENDPOINTS,
  manifests: MANIFEST_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  orders: FLIGHT_ORDER_ENDPOINTS,
  orderActivity: ORDER_ACTIVITY_ENDPOINTS,
  packageOrders: PACKAGE_ORDER_ENDPOINTS,
  packageSearch: PACKAGE_SEARCH_ENDPOINTS,
  passengers: PASSENGER_ENDPOINTS,
  reference: REFERENCE_ENDPOINTS,
  reports: REPORT_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  settings: SETTINGS_ENDPOINTS,
  uploads: UPLOAD_ENDPOINTS,
  users: USER_ENDPOINTS,
} satisfies Record<string, Record<string, TEndpointDefinition>>;

/** Every endpoint, with its area and name: the source of the tests generated from the declarations. */
export function allEndpoints(): { area: string; name: string; endpoint: TEndpointDefinition }[] {
  return Object.entries(ENDPOINT_GROUPS).flatMap(([area, group]) =>
    Object.entries(group as Record<string, TEndpointDefinition>).map(([name, endpoint]) => ({ area, name, endpoint })),
  );
}
