/**
 * Roles as the specification names them. A user row stores one of the base roles in `role` and, for the
 * agency's specialised staff, one of the admin groups in `adminGroups` ('...' means "no group").
 */
export const BASE_ROLES = ['Super Admin', 'Admin', 'user', 'Viewer'] as const;
export const ADMIN_GROUPS = ['Reports', 'Tickets', 'Hotels', 'Packages'] as const;
export const ROLES = [...BASE_ROLES, ...ADMIN_GROUPS] as const;
/** The value an admin-group field holds when the user belongs to no group. */
export const NO_ADMIN_GROUP = '...';

export type TBaseRole = (typeof BASE_ROLES)[number];
export type TAdminGroup = (typeof ADMIN_GROUPS)[number];
export type TRole = (typeof ROLES)[number];

export interface TRoleHolder {
  role: TBaseRole;
  adminGroups?: string | null;
}

export function isAdminGroup(value: unknown): value is TAdminGroup {
  return (ADMIN_GROUPS as readonly unknown[]).includes(value);
}

/** The effective role is adminGroups if it is set and is not '...', otherwise role (docs/PRODUCT.md §6). */
export function effectiveRole(user: TRoleHolder): TRole {
  const group = user.adminGroups;
  if (group && group !== NO_ADMIN_GROUP && isAdminGroup(group)) return group;
  return user.role;
}

/** Everybody except the given roles, in the canonical order. */
export function allRolesExcept(...excluded: TRole[]): TRole[] {
  return ROLES.filter((role) => !excluded.includes(role));
}

/**
 * Roles that hold a balance with the agency: agents keep a prepaid balance, and the admins transfer from their own
 * account to agents (docs/DOMAIN.md "Money"). The header shows the balance only for these.
 */
export const BALANCE_ROLES: readonly TRole[] = ['Super Admin', 'Admin', 'user'];

export function hasBalance(role: TRole): boolean {
  return BALANCE_ROLES.includes(role);
}
