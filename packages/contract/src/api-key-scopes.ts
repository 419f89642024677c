import type { TApiKeyScope } from './api/developers';
import { needsPermission, type TEndpointDefinition } from './endpoint';
import type { TPermission } from './permissions';

/**
 * What an API key may call (issue 33). A key acts for its agency with the agency's own row scope, and only on the
 * agent's endpoints whose permission is listed here, with the scope beside it; an endpoint's `keyScope` overrides
 * (ticketing needs `tickets`, the PDFs `documents`, the balance `balance.read`, `none` keeps a call to a login).
 * Whatever is not listed (the staff's endpoints, /developers itself, profile and password changes, the live stream,
 * notices) answers 403 API_KEY_NOT_ALLOWED to a key, whatever its scopes.
 */
export const PERMISSION_KEY_SCOPES: Readonly<Partial<Record<TPermission, TApiKeyScope>>> = {
  'search.flights': 'search',
  'search.hotels': 'search',
  'search.packages': 'search',
  // The reference data a search form and its results name (airports, airlines, hotels, services…).
  'flightReference.read': 'search',
  'hotelReference.read': 'search',
  'packageReference.read': 'search',
  'orders.read': 'orders.read',
  'hotelOrders.read': 'orders.read',
  'packageOrders.read': 'orders.read',
  'passengers.read': 'orders.read',
  'history.read': 'orders.read',
  'orders.write': 'orders.write',
  'hotelOrders.write': 'orders.write',
  'packageOrders.write': 'orders.write',
  'passengers.write': 'orders.write',
};

/** The scope a key needs to call the endpoint; null: no key may call it. Public endpoints need none (undefined). */
export function keyScopeOf(endpoint: Pick<TEndpointDefinition, 'access' | 'keyScope'>): TApiKeyScope | null {
  if (endpoint.keyScope === 'none') return null;
  if (endpoint.keyScope) return endpoint.keyScope;
  return needsPermission(endpoint) ? (PERMISSION_KEY_SCOPES[endpoint.access] ?? null) : null;
}
