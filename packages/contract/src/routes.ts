import { allRolesExcept, ROLES, type TRole } from './roles';

/**
 * The client routes of docs/PRODUCT.md §2 with their permissions from docs/PRODUCT.md §6, as data. The web app
 * registers a route for a user only when the user's effective role is listed, and builds the navigation drawer from the
 * entries marked `navigation`.
 */
export interface TRouteDefinition {
  /** Stable key: the i18n key of the title is `routes.<key>`. */
  key: string;
  path: string;
  roles: readonly TRole[];
  navigation: boolean;
}

const EVERYONE = ROLES;
const ALL_BUT_REPORTS = allRolesExcept('Reports');
const FLIGHT_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'];
const HOTEL_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Hotels', 'Packages'];
const AGENCY_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'];
const REPORT_READERS: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Reports'];
const AGENTS: readonly TRole[] = ['user'];

export const PUBLIC_ROUTES = [
  { key: 'login', path: '/' },
  { key: 'login', path: '/login' },
  { key: 'register', path: '/register' },
  { key: 'reset', path: '/reset' },
  { key: 'resetVerification', path: '/resetVerification' },
  { key: 'verification', path: '/verification' },
  { key: 'passwordSetting', path: '/passwordSetting' },
] as const;

export const PRIVATE_ROUTES = [
  { key: 'search', path: '/search', roles: EVERYONE, navigation: true },
  { key: 'checkout', path: '/checkout', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'reservations', path: '/reservations/flight', roles: ALL_BUT_REPORTS, navigation: true },
  { key: 'reservationEdit', path: '/reservation/edit/:id', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'hotelCheckout', path: '/checkout/hotel', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'hotelReservations', path: '/reservations/hotel', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'hotelOrder', path: '/reservation/hotel/:id', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'packageCheckout', path: '/checkout/package', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'packageReservations', path: '/reservations/package', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'packageOrder', path: '/reservation/package/:id', roles: ALL_BUT_REPORTS, navigation: false },
  { key: 'flights', path: '/flights', roles: FLIGHT_STAFF, navigation: true },
  { key: 'flightClasses', path: '/flights/:id', roles: FLIGHT_STAFF, navigation: false },
  { key: 'flightDisruption', path: '/flights/:id/disruption', roles: FLIGHT_STAFF, navigation: false },
  { key: 'hotelRoomTypes', path: '/hotels/room_type/:id', roles: HOTEL_STAFF, navigation: false },
  { key: 'agents', path: '/agents', roles: AGENCY_STAFF, navigation: true },
  { key: 'agentInfo', path: '/agents/:id', roles: AGENCY_STAFF, navigation: false },
  { key: 'passengers', path: '/passengers', roles: AGENCY_STAFF, navigation: true },
  { key: 'history', path: '/history', roles: ALL_BUT_REPORTS, navigation: true },
  // Four-eyes approval (issue 19): the staff who may request or decide; never agents.
  { key: 'approvals', path: '/approvals', roles: AGENCY_STAFF, navigation: true },
  { key: 'flightReports', path: '/reports/flight', roles: REPORT_READERS, navigation: true },
  { key: 'settings', path: '/settings', roles: AGENCY_STAFF, navigation: false },
  { key: 'profile', path: '/profile', roles: EVERYONE, navigation: false },
  { key: 'currency', path: '/currency', roles: EVERYONE, navigation: false },
  { key: 'confirm', path: '/confirm', roles: ALL_BUT_REPORTS, navigation: false },
  // Issue 33: an agency's API keys, webhooks and the integration guide; agents only (the staff see keys on /agents/:id).
  { key: 'developers', path: '/developers', roles: AGENTS, navigation: true },
  { key: 'developersGuide', path: '/developers/guide', roles: AGENTS, navigation: false },
] as const satisfies readonly TRouteDefinition[];

export type TPrivateRouteKey = (typeof PRIVATE_ROUTES)[number]['key'];
export type TPublicRouteKey = (typeof PUBLIC_ROUTES)[number]['key'];

/** Where an authenticated user lands, and where public routes send them. */
export const HOME_PATH = '/search';

export function privateRoutesFor(role: TRole): TRouteDefinition[] {
  return PRIVATE_ROUTES.filter((route) => (route.roles as readonly TRole[]).includes(role));
}

export function navigationRoutesFor(role: TRole): TRouteDefinition[] {
  return privateRoutesFor(role).filter((route) => route.navigation);
}

export function canUseRoute(role: TRole, key: TPrivateRouteKey): boolean {
  return privateRoutesFor(role).some((route) => route.key === key);
}

/** The Settings entry of the user menu follows the /settings route (hidden for 'user' and 'Reports'). */
export function showsSettingsMenu(role: TRole): boolean {
  return canUseRoute(role, 'settings');
}

export type TRouteKey = TPrivateRouteKey | TPublicRouteKey;

type TRoutePattern<K extends TRouteKey> = Extract<
  (typeof PRIVATE_ROUTES)[number] | (typeof PUBLIC_ROUTES)[number],
  { key: K }
>['path'];

/** The `:name` parameters of a route pattern: '/reservation/hotel/:id' → 'id'. */
type TPatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type TRouteParams<K extends TRouteKey> = Record<TPatternParams<TRoutePattern<K>>, string | number>;

/** Query values of a link; an undefined or empty value is left out. */
export type TRouteQuery = Record<string, string | number | boolean | undefined | null>;

const ROUTE_PATTERNS: ReadonlyMap<string, string> = new Map(
  // A public key written twice ('login' at / and /login) links to its first path.
  [...PRIVATE_ROUTES, ...[...PUBLIC_ROUTES].reverse()].map((route) => [route.key, route.path] as const),
);

/**
 * The one way to link to a screen (web links, mails, notices, history, exports): the route table's pattern with its
 * parameters filled in and encoded, and an optional query. No screen path is written as a literal anywhere else.
 *
 *   routePath('hotelOrder', { id: 42 })                    → '/reservation/hotel/42'
 *   routePath('reservations', {}, { pnr: 'M3KQ7Z' })        → '/reservations/flight?pnr=M3KQ7Z'
 */
export function routePath<K extends TRouteKey>(
  key: K,
  ...[params, query]: TPatternParams<TRoutePattern<K>> extends never
    ? [params?: Record<string, never>, query?: TRouteQuery]
    : [params: TRouteParams<K>, query?: TRouteQuery]
): string {
  const pattern = ROUTE_PATTERNS.get(key);
  if (pattern === undefined) throw new Error(`No route '${key}'`);
  const values = (params ?? {}) as Record<string, string | number>;
  const path = pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Route '${key}' needs '${name}'`);
    return encodeURIComponent(String(value));
  });
  // Written by hand: the contract runs where URLSearchParams is not typed (no DOM or Node library in its tsconfig).
  const queryText = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryText === '' ? path : `${path}?${queryText}`;
}
