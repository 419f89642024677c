import type { TUserStatus } from './api/users';
import { ADMIN_GROUPS, BASE_ROLES, isAdminGroup, type TAdminGroup, type TBaseRole, type TRole } from './roles';

/**
 * The rules of accounts (docs/DOMAIN.md "Accounts"): how long links and codes live, how often a code may be tried,
 * which groups a creator may hand out, and which status changes exist.
 */

/** The set-password link an approved or admin-created user receives. */
export const SET_PASSWORD_LINK_HOURS = 72;
/** The e-mail verification code of a registration. */
export const VERIFICATION_CODE_HOURS = 24;
/** The password-reset code (and its link). */
export const RESET_CODE_MINUTES = 30;
/** A code is dead after this many wrong tries; the user asks for a new one. */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_DIGITS = 6;

/** A group one can choose for a user: its effective role, and how it is stored (role + adminGroups). */
export interface TUserGroup {
  value: TRole;
  role: TBaseRole;
  adminGroups: TAdminGroup | null;
}

/** The admin groups are stored on an Admin user (docs/PRODUCT.md §6: the effective role is adminGroups when set). */
export function userGroupOf(value: TRole): TUserGroup {
  if (isAdminGroup(value)) return { value, role: 'Admin', adminGroups: value };
  return { value, role: value, adminGroups: null };
}

/**
 * The groups a creator may give a new user (and may manage afterwards): a Super Admin any; an Admin the agents and
 * the specialised admin groups, never Super Admin, Admin or Viewer; a visitor registering only the agent group;
 * nobody else any.
 */
export function creatableGroups(creator: TRole | null): TRole[] {
  if (creator === null) return ['user'];
  if (creator === 'Super Admin') return [...BASE_ROLES, ...ADMIN_GROUPS];
  if (creator === 'Admin') return ['user', ...ADMIN_GROUPS];
  return [];
}

export const USER_STATUS_ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;
export type TUserStatusAction = (typeof USER_STATUS_ACTIONS)[number];

/**
 * The status changes an admin makes (registration and e-mail verification make the first two statuses). Approval
 * sends the set-password link; blocking revokes every token of the user.
 */
export const USER_STATUS_TRANSITIONS: Record<TUserStatusAction, { from: readonly TUserStatus[]; to: TUserStatus }> = {
  approve: { from: ['verified'], to: 'approved' },
  reject: { from: ['not_verified', 'verified'], to: 'rejected' },
  block: { from: ['approved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved' },
};

export function statusActionsFrom(status: TUserStatus): TUserStatusAction[] {
  return USER_STATUS_ACTIONS.filter((action) => USER_STATUS_TRANSITIONS[action].from.includes(status));
}

/**
 * Kinds of ledger entries (docs/DOMAIN.md "Money"). This issue writes top-up, use, transfer-in, transfer-out and
 * credit-limit; the order issues write the others.
 */
export const BALANCE_ENTRY_KINDS = [
  'top-up',
  'use',
  'transfer-in',
  'transfer-out',
  'credit-limit',
  'ticketing',
  'refund',
  'penalty',
  'price-correction',
] as const;
export type TBalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

/** The company fields an agent must always have (the registration's required fields). */
export const AGENT_REQUIRED_FIELDS = [
  'companyName',
  'vat',
  'country',
  'city',
  'address',
  'ceoNameSurname',
  'contactNameSurname',
  'phone',
] as const;

/**
 * Armenia's tax number (ՀՎՀՀ, the VAT field of an Armenian company) has exactly 8 digits. It is the only country
 * whose format the agency knows: a company of another country may write its number as its country does.
 */
export const ARMENIAN_VAT_PATTERN = /^\d{8}$/;

/** How people write Armenia in the country field: its name in the three languages, its codes, the republic's name. */
const ARMENIA_NAMES = new Set([
  'armenia',
  'republic of armenia',
  'am',
  'arm',
  'հայաստան',
  'հայաստանի հանրապետություն',
  'հհ',
  'армения',
  'республика армения',
  'ра',
]);

/** Whether a country field names Armenia (case, dots and extra spaces aside). */
export function isArmenia(country: string): boolean {
  return ARMENIA_NAMES.has(country.replace(/\./g, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase());
}

/** Whether a VAT number is wrong for the country: only an Armenian one is checked (8 digits), an empty one is not. */
export function vatWrongForCountry(vat: string | null | undefined, country: string | null | undefined): boolean {
  if (!vat || !country) return false;
  return isArmenia(country) && !ARMENIAN_VAT_PATTERN.test(vat.trim());
}
