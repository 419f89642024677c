import { allRolesExcept, ROLES, type TRole } from './roles';

/**
 * The client routes of spec section 2 with their permissions from spec section 6, as data. The web app registers a
 * route for a user only when the user's effective role is listed, and builds the navigation drawer from the entries
 * marked `navigation`.
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
