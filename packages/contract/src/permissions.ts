import { ROLES, type TRole } from './roles';

/**
 * Endpoint permissions as data. The server's authorization pre-handler reads this table; the web app reads it to
 * decide what to show. A permission lists the effective roles allowed to use it.
 */
export const ENDPOINT_PERMISSIONS = {
  /** Read one's own profile, company settings for the footer. */
  'profile.read': ROLES,
  'companySettings.read': ROLES,
  /** Read any user's profile: the roles that may open /agents. */
  'users.readAny': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  /** The Company and Tickets tabs of /settings: Viewer reads them too; only Super Admin and Admin change them. */
  'companySettings.write': ['Super Admin', 'Admin'],
  'ticketSettings.read': ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'],
  'ticketSettings.write': ['Super Admin', 'Admin'],
  /** Upload images (logos, signatures, hotel photos): the staff who edit the records that use them. */
  'uploads.create': ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'],
  /** See the rate provider's state, fetch rates now, enter rates by hand, choose the rate source. */
  'currencyRates.manage': ['Super Admin', 'Admin'],
} as const satisfies Record<string, readonly TRole[]>;

export type TPermission = keyof typeof ENDPOINT_PERMISSIONS;

export function hasPermission(role: TRole, permission: TPermission): boolean {
  return (ENDPOINT_PERMISSIONS[permission] as readonly TRole[]).includes(role);
}
