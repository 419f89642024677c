import { HOTEL_ORDER_READERS, HOTEL_ORDER_STAFF } from './lines/hotel/hotel-orders';
import { FLIGHT_ORDER_READERS, FLIGHT_ORDER_STAFF } from './lines/flight/flight-orders';
import { PACKAGE_ORDER_READERS, PACKAGE_ORDER_STAFF } from './lines/package/package-orders';
import { ROLES, type TRole } from './roles';

/** The roles that may open /agents (docs/PRODUCT.md §6): they read users; only some of them change them. */
const AGENCY_STAFF = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'] as const;
const ADMINS = ['Super Admin', 'Admin'] as const;
const SUPER_ADMIN = ['Super Admin'] as const;
/** The roles of the /flights screens (docs/PRODUCT.md §6). Viewer reads; the others also write. */
const FLIGHT_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Packages'];
const FLIGHT_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];

/**
 * Endpoint permissions as data. The server's authorization pre-handler reads this table; the web app reads it to
 * decide what to show. A permission lists the effective roles allowed to use it.
 */
export const ENDPOINT_PERMISSIONS = {
  /** End one's own session (logout), read one's own profile, company settings for the footer. */
  'session.end': ROLES,
  'profile.read': ROLES,
  'companySettings.read': ROLES,
  /** Read any user's profile: the roles that may open /agents. */
  'users.readAny': AGENCY_STAFF,
  /** The /agents list, its CSV export, and whether mail is configured (shown there as a warning). */
  'users.list': AGENCY_STAFF,
  'mail.status': AGENCY_STAFF,
  /**
   * Own profile edits and own balance history: everyone. Another user's needs the `…Any` permission (checked by
   * the service, answering 404 to those who may not even read other users).
   */
  'users.update': ROLES,
  'users.updateAny': ADMINS,
  'users.balanceHistory': ROLES,
  /** Own password: everyone (with the current password); anyone's without it: Super Admin. */
  'users.changePassword': ROLES,
  'users.resetAnyPassword': SUPER_ADMIN,
  /** Admin-side creation (POST /api/auth/register); which groups each may create is `creatableGroups`. */
  'users.create': ADMINS,
  /** Approve, reject, block, unblock. */
  'users.setStatus': ADMINS,
  /** Role and adminGroups of a user (fields of the update call). */
  'users.setRole': SUPER_ADMIN,
  /**
   * Money (docs/DOMAIN.md): transfers from the admin's own balance; direct top-ups, charges and credit for Super Admin.
   */
  'users.transfer': ADMINS,
  'users.useBalance': SUPER_ADMIN,
  'users.creditLimit': SUPER_ADMIN,
  /**
   * Four-eyes approval (issue 19): the staff who may request a held operation see the approvals list and withdraw
   * their own requests; Super Admin and Admin approve or reject (never their own). Thresholds: Super Admin sets them,
   * Admin reads them.
   */
  'approvals.read': AGENCY_STAFF,
  'approvals.decide': ADMINS,
  'approvalSettings.read': ADMINS,
  'approvalSettings.write': SUPER_ADMIN,
  /** The Company and Tickets tabs of /settings: Viewer reads them too; only Super Admin and Admin change them. */
  'companySettings.write': ADMINS,
  'ticketSettings.read': AGENCY_STAFF,
  'ticketSettings.write': ADMINS,
  /** Alerts (issue 19): the staff read the low balance rule and the reminders' lead times; admins change them. */
  'alertSettings.read': AGENCY_STAFF,
  'alertSettings.write': ADMINS,
  /** Upload images (logos, signatures, hotel photos): the staff who edit the records that use them. */
  'uploads.create': ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'],
  /** See the rate provider's state, fetch rates now, enter rates by hand, choose the rate source. */
  'currencyRates.manage': ADMINS,
  /** Flights, classes, flight and class templates, schedules: the roles of /flights read, all but Viewer write. */
  'flights.read': FLIGHT_STAFF,
  'flights.write': FLIGHT_WRITERS,
  /** Own-flight disruption (issue 19): the roles of /flights see the screen; those who change flights act on it. */
  'flightDisruption.read': FLIGHT_STAFF,
  'flightDisruption.write': FLIGHT_WRITERS,
  /**
   * Airports, airlines, aircraft, fare rules, baggage rules and time limits. Everybody logged in reads them
   * (search, checkout and tickets show them to agents too); the staff who create flights keep them up to date,
   * since a flight on a new route needs its airport first.
   */
  'flightReference.read': ROLES,
  'flightReference.write': FLIGHT_WRITERS,
  /** Time limits are the agency's selling policy (how long a hold or an unpaid booking lasts): admins only. */
  'timeLimits.write': ['Super Admin', 'Admin'],
  /** Flight search: everybody (Reports too: /search is for all roles). Prices depend on who asks. */
  'search.flights': ROLES,
  /**
   * Flight orders: the roles of /reservations/flight read (agents only their own); agents and the order staff write,
   * and the transition table with its actor rules (lines/flight/flight-orders.ts) decides each operation.
   */
  'orders.read': FLIGHT_ORDER_READERS,
  'orders.write': ['user', ...FLIGHT_ORDER_STAFF],
  /** The passengers directory: agents keep their own travellers (checkout), the staff see everyone's. */
  'passengers.read': ['user', 'Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  'passengers.write': ['user', 'Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'],
  /** The agency's margins per currency (settings console and /currency): the staff read, admins change. */
  'currencySettings.read': AGENCY_STAFF,
  'currencySettings.write': ADMINS,
  /** Announcements: admins write them; every logged-in user reads those meant for them and marks them read. */
  'notifications.manage': AGENCY_STAFF,
  'notifications.write': ADMINS,
  'notifications.mine': ROLES,
  /** The live events stream (GET /api/events): everyone signed in, each only what is theirs to see. */
  'live.events': ROLES,
  /** SMTP settings: the staff of the settings console read them (the password masked); admins change and test them. */
  'smtpSettings.read': ['Super Admin', 'Admin', 'Viewer'],
  'smtpSettings.write': ADMINS,
  /**
   * Mail templates: the settings console's staff list and preview them, and send a test to themselves; the staff who
   * work with orders and agents send a template again, or a free-form e-mail (send-email). Viewer only reads.
   */
  'mailTemplates.read': AGENCY_STAFF,
  'mail.send': ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'],
  /**
   * Hotels, rooms, room categories, hotel providers: everybody logged in reads them (hotel search will show them);
   * the hotel and package staff keep them up to date; the roles of the room-type screens see them in /settings.
   */
  'hotelReference.read': ROLES,
  'hotelReference.write': ['Super Admin', 'Admin', 'Hotels', 'Packages'],
  'hotelReference.screen': ['Super Admin', 'Admin', 'Viewer', 'Hotels', 'Packages'],
  /** Services (transfers, insurance, excursions) and tour managers: the package staff. */
  'packageReference.read': ROLES,
  'packageReference.write': ['Super Admin', 'Admin', 'Packages'],
  'packageReference.screen': ['Super Admin', 'Admin', 'Viewer', 'Packages'],
  /** The room-type calendar (/hotels/room_type/:id): its roles read; the hotel reference writers change it. */
  'hotelInventory.read': ['Super Admin', 'Admin', 'Viewer', 'Hotels', 'Packages'],
  'hotelInventory.write': ['Super Admin', 'Admin', 'Hotels', 'Packages'],
  /** Hotel search: everybody but Reports (prices depend on who asks). */
  'search.hotels': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages', 'user'],
  /** Hotel orders: agents their own; the hotel staff all of them; the transition table decides each operation. */
  'hotelOrders.read': HOTEL_ORDER_READERS,
  'hotelOrders.write': ['user', ...HOTEL_ORDER_STAFF],
  /** Package offers carry the agency's markup and commission: the staff read them, the package staff keep them. */
  'packageOffers.read': AGENCY_STAFF,
  /** Package search: everybody but Reports (prices depend on who asks; the breakdown is the staff's). */
  'search.packages': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages', 'user'],
  /** Package orders: agents their own; the package staff all of them; the transition table decides each operation. */
  'packageOrders.read': PACKAGE_ORDER_READERS,
  'packageOrders.write': ['user', ...PACKAGE_ORDER_STAFF],
  /**
   * History (/history, POST /api/logs/get): everybody but Reports (docs/PRODUCT.md §6); the staff read every row, an
   * agent the rows of its own orders, passengers and balance.
   */
  'history.read': ['user', ...AGENCY_STAFF],
  /** Flight reports (/reports/flight): aggregates only, no personal data of orders. */
  'reports.read': ['Super Admin', 'Admin', 'Viewer', 'Reports'],
  /** GET /api/reports/orders-full-data: every order with its people and money: the agency's staff only. */
  'reports.ordersData': AGENCY_STAFF,
  /**
   * Issue 33: an agency's own API keys and webhook endpoints (/developers): agents only, and never with a key. The
   * staff see an agent's keys read-only on /agents/:id; admins may revoke them.
   */
  'developers.manage': ['user'],
  'apiKeys.readAny': AGENCY_STAFF,
  'apiKeys.revokeAny': ADMINS,
} as const satisfies Record<string, readonly TRole[]>;

export type TPermission = keyof typeof ENDPOINT_PERMISSIONS;

export function hasPermission(role: TRole, permission: TPermission): boolean {
  return (ENDPOINT_PERMISSIONS[permission] as readonly TRole[]).includes(role);
}
