import { z } from 'zod';
import { BALANCE_ENTRY_KINDS, USER_STATUS_ACTIONS } from '../accounts';
import { LANGUAGES } from '../languages';
import { ROLES } from '../roles';
import { minorAmount, moneyText, optionalText, requiredText, ruleMessage, signedMinorAmount } from '../validation';
import { ZAdminGroups, ZBaseRole } from './auth';
import { defineList } from '../lists';
import { pageOf } from './common';

export const USER_STATUSES = ['not_verified', 'verified', 'approved', 'rejected', 'blocked'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

const ZMinor = z.number().int().describe('Integer minor units (1/100) of AMD');

/** The profile fields of docs/PRODUCT.md §3. Money is integer minor units of `balance.currency`. */
export const ZProfile = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    role: ZBaseRole,
    adminGroups: ZAdminGroups,
    privilege: z.string().nullable(),
    status: ZUserStatus,
    companyName: z.string().nullable(),
    businessName: z.string().nullable(),
    vat: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    ceoNameSurname: z.string().nullable(),
    contactNameSurname: z.string().nullable(),
    phone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    /** The language of the user's e-mails (and of the interface after saving the profile). */
    language: z.enum(LANGUAGES),
    createdAt: z.string().describe('ISO 8601 instant'),
    balance: z.object({
      currentBalance: z.number().int().describe('Integer minor units (1/100) of the currency'),
      creditLimit: z.number().int().describe('Integer minor units; the balance may go down to minus this'),
      currency: z.literal('AMD'),
    }),
  })
  .meta({ id: 'Profile' });
export type TProfile = z.infer<typeof ZProfile>;

/** A row of the /agents list. */
export const ZUserListItem = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    role: ZBaseRole,
    adminGroups: ZAdminGroups,
    status: ZUserStatus,
    companyName: z.string().nullable(),
    contactNameSurname: z.string().nullable(),
    phone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    balance: ZMinor,
    creditLimit: ZMinor,
    createdAt: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const USER_SORT_FIELDS = [
  'userId',
  'email',
  'companyName',
  'contactNameSurname',
  'country',
  'city',
  'status',
  'role',
  'balance',
  'creditLimit',
  'createdAt',
] as const;
export type TUserSortField = (typeof USER_SORT_FIELDS)[number];

/**
 * The /agents list (the list toolkit's declaration): filters of the list and its export are status, effective role
 * (the group), country (exact, any letter case) and a free text searched in the company, business and contact names,
 * the e-mail and both phones.
 */
export const USER_LIST = defineList({
  name: 'users',
  schemaId: 'UserList',
  sortFields: USER_SORT_FIELDS,
  filters: {
    status: ZUserStatus.optional(),
    role: z.enum(ROLES).optional(),
    country: optionalText(100).optional(),
    search: optionalText(100).optional(),
  },
  columns: [
    { key: 'id', type: 'integer' },
    { key: 'email', type: 'text' },
    { key: 'companyName', type: 'text' },
    { key: 'businessName', type: 'text' },
    { key: 'vat', type: 'text' },
    { key: 'contactName', type: 'text' },
    { key: 'ceoName', type: 'text' },
    { key: 'phone', type: 'text' },
    { key: 'mobilePhone', type: 'text' },
    { key: 'country', type: 'text' },
    { key: 'city', type: 'text' },
    { key: 'address', type: 'text' },
    { key: 'group', type: 'text', values: 'role' },
    { key: 'status', type: 'text', values: 'userStatus' },
    { key: 'balance', type: 'money' },
    { key: 'creditLimit', type: 'money' },
    { key: 'registered', type: 'instant' },
  ],
});

export const ZUserListRequest = USER_LIST.pageRequest;
export type TUserListRequest = z.input<typeof ZUserListRequest>;

export const ZUserListResponse = pageOf(ZUserListItem).meta({ id: 'UserListResponse' });
export type TUserListResponse = z.infer<typeof ZUserListResponse>;

/** The export takes the list's filters and order, without paging, and a format (CSV or XLSX). */
export const ZUserExportRequest = USER_LIST.exportRequest;
export type TUserExportRequest = z.input<typeof ZUserExportRequest>;

export const ZUserStatusRequest = z
  .strictObject({ action: z.enum(USER_STATUS_ACTIONS) })
  .meta({ id: 'UserStatusRequest' });
export type TUserStatusRequest = z.infer<typeof ZUserStatusRequest>;

const reasonText = () => optionalText(500).optional();

/** Money from the acting admin's own balance to an approved agent. */
export const ZTransferRequest = z
  .strictObject({ amount: minorAmount({ positive: true }), reason: reasonText() })
  .meta({ id: 'TransferRequest' });
export type TTransferRequest = z.infer<typeof ZTransferRequest>;
export const ZTransferForm = z.strictObject({ amount: moneyText({ positive: true }), reason: reasonText() });

/** Super Admin: a top-up (+) or a charge (−) of an agent's balance, always with its reason. */
export const ZUseBalanceRequest = z
  .strictObject({ amount: signedMinorAmount(), reason: requiredText(500) })
  .meta({ id: 'UseBalanceRequest' });
export type TUseBalanceRequest = z.infer<typeof ZUseBalanceRequest>;
export const ZUseBalanceForm = z.strictObject({ amount: moneyText({ signed: true }), reason: requiredText(500) });

/** Super Admin: the agent's credit limit (how far below zero the balance may go). */
export const ZCreditLimitRequest = z
  .strictObject({ creditLimit: minorAmount(), reason: reasonText() })
  .meta({ id: 'CreditLimitRequest' });
export type TCreditLimitRequest = z.infer<typeof ZCreditLimitRequest>;
export const ZCreditLimitForm = z.strictObject({ creditLimit: moneyText(), reason: reasonText() });

/** The answer of every money call: the entry written and the balances after it. */
export const ZBalanceOperationResponse = z
  .object({
    entryId: z.number().int(),
    userId: z.number().int(),
    balance: ZMinor,
    creditLimit: ZMinor,
    /** The acting admin's own balance after a transfer; null for operations that do not touch it. */
    actorBalance: ZMinor.nullable(),
  })
  .meta({ id: 'BalanceOperationResponse' });
export type TBalanceOperationResponse = z.infer<typeof ZBalanceOperationResponse>;

const ZUserRef = z.object({ userId: z.number().int(), name: z.string() }).nullable();

const ZPnrText = z.string();
/** Passenger names, in the order of the order's passengers. */
const ZNames = z.array(z.string());

/**
 * A reason the system writes on a ledger entry, kept as a code and its parameters so that every reader sees it in
 * their own language (an admin's own words stay free text in `reason`).
 */
export const ZLedgerReason = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('tickets'), params: z.object({ pnr: ZPnrText }) }),
    /** A hotel stay confirmed (the hotel order's charge). */
    z.object({ code: z.literal('hotelStay'), params: z.object({ pnr: ZPnrText }) }),
    /** A package ticketed (flights, stay and services: one charge). */
    z.object({ code: z.literal('package'), params: z.object({ pnr: ZPnrText }) }),
    z.object({ code: z.literal('refund'), params: z.object({ pnr: ZPnrText, passengers: ZNames }) }),
    z.object({ code: z.literal('refundPenalty'), params: z.object({ pnr: ZPnrText, passengers: ZNames }) }),
    z.object({ code: z.literal('nameChange'), params: z.object({ pnr: ZPnrText, from: z.string(), to: z.string() }) }),
    z.object({ code: z.literal('dateChange'), params: z.object({ pnr: ZPnrText }) }),
    /** The fare rules' change fee of a change of date, for these passengers. */
    z.object({ code: z.literal('dateChangeFee'), params: z.object({ pnr: ZPnrText, passengers: ZNames }) }),
    /** A discount changed by an admin, with the admin's note. */
    z.object({ code: z.literal('discount'), params: z.object({ pnr: ZPnrText, note: z.string() }) }),
  ])
  .meta({ id: 'LedgerReason' });
export type TLedgerReason = z.infer<typeof ZLedgerReason>;
export type TLedgerReasonCode = TLedgerReason['code'];

/** One ledger entry. */
export const ZBalanceEntry = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    kind: z.enum(BALANCE_ENTRY_KINDS),
    amount: ZMinor.describe('Signed integer minor units of AMD'),
    balanceAfter: ZMinor,
    /** Set on credit-limit entries: the limit from then on. */
    creditLimitAfter: ZMinor.nullable(),
    /** The admin's own words (null when the system gave `systemReason`). */
    reason: z.string().nullable(),
    systemReason: ZLedgerReason.nullable(),
    orderReference: z.string().nullable(),
    /** Who made the entry (null: the system or the demo seed). */
    actor: ZUserRef,
    /** The other side of a transfer. */
    counterparty: ZUserRef,
  })
  .meta({ id: 'BalanceEntry' });
export type TBalanceEntry = z.infer<typeof ZBalanceEntry>;

/**
 * A user's ledger (/agents/:id and /profile; the list toolkit's declaration): entries from `from` (inclusive) to `to`
 * (exclusive), instants, so the browser's own day boundaries apply; newest first unless the request says `asc`. The
 * export has one row per entry: the kind and the system's reason as codes, the order's PNR, and the admin's words or
 * the reason's details (passengers, names, note) as the comment.
 */
export const BALANCE_HISTORY_LIST = defineList({
  name: 'balanceHistory',
  schemaId: 'BalanceHistory',
  sortFields: ['createdAt'],
  filters: {
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  },
  columns: [
    { key: 'date', type: 'instant' },
    { key: 'kind', type: 'text', values: 'ledgerKind' },
    { key: 'reason', type: 'text' },
    { key: 'amount', type: 'money' },
    { key: 'balanceAfter', type: 'money' },
    { key: 'creditLimitAfter', type: 'money' },
    { key: 'orderPnr', type: 'text' },
    { key: 'by', type: 'text' },
    { key: 'counterparty', type: 'text' },
    { key: 'comment', type: 'text' },
  ],
});

function rangeInOrder(range: { from?: string | undefined; to?: string | undefined }): boolean {
  return !range.from || !range.to || Date.parse(range.from) <= Date.parse(range.to);
}
const RANGE_IN_ORDER = { path: ['to'], ...ruleMessage('endBeforeStart') };

// A cross-field check goes on a copy of the declaration's request (its shape, the same fields): a refinement of the
// declaration's own schema would point back at it in the OpenAPI document, a second schema of the same id.
export const ZBalanceHistoryRequest = z
  .strictObject(BALANCE_HISTORY_LIST.pageRequest.shape)
  .refine(rangeInOrder, RANGE_IN_ORDER)
  .meta({ id: 'BalanceHistoryRequest' });
export type TBalanceHistoryRequest = z.input<typeof ZBalanceHistoryRequest>;

export const ZBalanceHistoryResponse = pageOf(ZBalanceEntry).meta({ id: 'BalanceHistoryResponse' });
export type TBalanceHistoryResponse = z.infer<typeof ZBalanceHistoryResponse>;

/** The export takes the history's period and order, without paging, and a format (CSV or XLSX). */
export const ZBalanceHistoryExportRequest = z
  .strictObject(BALANCE_HISTORY_LIST.exportRequest.shape)
  .refine(rangeInOrder, RANGE_IN_ORDER)
  .meta({ id: 'BalanceHistoryExportRequest' });
export type TBalanceHistoryExportRequest = z.input<typeof ZBalanceHistoryExportRequest>;
