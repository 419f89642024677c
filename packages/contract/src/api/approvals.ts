import { z } from 'zod';
import { PRODUCT_LINES } from '../lines/product-lines';
import { integer, minorAmount, moneyText, optionalText, requiredText } from '../validation';

/**
 * Four-eyes approval (issue 19). Manual balance changes and credit-limit changes always, and discounts and refunds
 * above the Super Admin's thresholds, wait for a second staff member: the first call answers 202 with the request
 * (`outcome: 'pendingApproval'`) instead of acting, and the operation runs when another staff member approves it.
 */

/** What waits: the operation of the endpoint that was called. */
export const APPROVAL_KINDS = [
  'useBalance',
  'creditLimit',
  'flightDiscount',
  'flightRefund',
  'hotelRefund',
  'packageRefund',
  // Issue 30: a ticketed passenger removed from a flight order is refunded, and a disrupted flight's refund in full.
  'flightPassengerRemoval',
  'disruptionRefund',
] as const;
export type TApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The kinds measured on an order's price (the rest of the order kinds are measured by what they give back). */
export const APPROVAL_DISCOUNT_KINDS = ['flightDiscount'] as const satisfies readonly TApprovalKind[];
/** The kinds that change an agent's balance or credit directly: always held. */
export const APPROVAL_ACCOUNT_KINDS = ['useBalance', 'creditLimit'] as const satisfies readonly TApprovalKind[];

/**
 * `pending` until decided. An approval that fails to run (the balance no longer allows it) answers the operation's
 * error and leaves the request pending: it can be approved again later, rejected, or cancelled. A request about an
 * order is `closed` by the system as soon as the order changes (its status, price or what was paid), with the reason:
 * what an approver would approve is no longer what was asked (issue 30).
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'closed'] as const;
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Why the system closed a request: the order's new status, or `amounts` when its price or payment changed. */
export const APPROVAL_CLOSE_REASONS = [
  'hold',
  'booked',
  'ticketed',
  'cancelled',
  'expired',
  'refunded',
  'amounts',
] as const;
export type TApprovalCloseReason = (typeof APPROVAL_CLOSE_REASONS)[number];

const ZMinor = z.number().int().describe('Integer minor units (1/100) of AMD');
const ZPerson = z.object({ userId: z.number().int(), name: z.string() });

export const ZApprovalRequest = z
  .object({
    id: z.number().int(),
    kind: z.enum(APPROVAL_KINDS),
    status: z.enum(APPROVAL_STATUSES),
    /** The agent whose balance or credit moves (an order's agent); null for the agency's own sale. */
    agent: ZPerson.nullable(),
    order: z.object({ id: z.number().int(), pnr: z.string(), productLine: z.enum(PRODUCT_LINES) }).nullable(),
    /**
     * What it comes to, as measured when requested: the balance change (signed), the new credit limit, the absolute
     * change of the order's price, or the amount a refund gives back.
     */
    amount: ZMinor,
    /** Before → after: the balance, the credit limit, the order's price (payable) or what was paid on the order. */
    oldValue: ZMinor.nullable(),
    newValue: ZMinor.nullable(),
    /**
     * The order's discounts, or its refunds, since it was sold with this one included: what the threshold was
     * compared with. Null for balance and credit changes.
     */
    cumulativeAmount: ZMinor.nullable(),
    /** A disruption refund: the disrupted flight it names. */
    flight: z
      .object({ id: z.number().int(), flightNumber: z.string(), departureAt: z.iso.datetime({ offset: true }) })
      .nullable(),
    /** `closed`: why the system closed it. */
    closeReason: z.enum(APPROVAL_CLOSE_REASONS).nullable(),
    /** The requester's reason, from the operation's input. */
    note: z.string().nullable(),
    requestedBy: ZPerson,
    requestedAt: z.iso.datetime({ offset: true }),
    decidedBy: ZPerson.nullable(),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    decisionReason: z.string().nullable(),
    /** What the caller may do with it now. */
    canDecide: z.boolean(),
    canCancel: z.boolean(),
  })
  .meta({ id: 'ApprovalRequest' });
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;

/** The answer of a call held for approval (HTTP 202). */
export const ZPendingApproval = z
  .object({ outcome: z.literal('pendingApproval'), approval: ZApprovalRequest })
  .meta({ id: 'PendingApproval' });
export type TPendingApproval = z.infer<typeof ZPendingApproval>;

/**
 * The answer of an operation that may need approval: `done` (200, the operation's own answer beside the outcome) or
 * `pendingApproval` (202, the request that waits).
 */
export function withApprovalOutcome<TShape extends z.ZodRawShape>(done: z.ZodObject<TShape>) {
  return z.discriminatedUnion('outcome', [done.extend({ outcome: z.literal('done') }), ZPendingApproval]);
}

export const APPROVAL_LIST_LIMIT = 200;

export const ZApprovalListResponse = z
  .object({
    /** Pending first (oldest first), then the decided ones (newest first), at most APPROVAL_LIST_LIMIT of those. */
    result: z.array(ZApprovalRequest),
    pendingCount: z.number().int(),
  })
  .meta({ id: 'ApprovalListResponse' });
export type TApprovalListResponse = z.infer<typeof ZApprovalListResponse>;

export const ZApproveRequest = z.strictObject({ reason: optionalText(500) }).meta({ id: 'ApproveRequest' });
export const ZRejectRequest = z.strictObject({ reason: requiredText(500) }).meta({ id: 'RejectRequest' });

/** A departure moved by less than this is not a material change, unless set otherwise (minutes). */
export const DEFAULT_MATERIAL_CHANGE_MINUTES = 120;
/** At most a week: beyond it every retime would be immaterial. */
export const MAX_MATERIAL_CHANGE_MINUTES = 7 * 24 * 60;

/**
 * Thresholds in minor units of AMD (null: never needs approval), each compared with the order's discounts, or its
 * refunds, together since it was sold; and the departure shift (minutes) from which a flight's change is material, so
 * that its orders may be refunded without penalty by the disruption tool.
 */
export const ZApprovalSettings = z
  .object({
    discountThreshold: ZMinor.nullable(),
    refundThreshold: ZMinor.nullable(),
    materialChangeMinutes: z.number().int(),
  })
  .meta({ id: 'ApprovalSettings' });
export type TApprovalSettings = z.infer<typeof ZApprovalSettings>;
export const ZApprovalSettingsRequest = z
  .strictObject({
    discountThreshold: minorAmount().nullable(),
    refundThreshold: minorAmount().nullable(),
    materialChangeMinutes: integer({ min: 1, max: MAX_MATERIAL_CHANGE_MINUTES }),
  })
  .meta({ id: 'ApprovalSettingsRequest' });
/** The settings form: amounts in AMD as typed (empty: never), the minutes as a number. */
export const ZApprovalSettingsForm = z.strictObject({
  discountThreshold: z.union([z.literal(''), moneyText()]),
  refundThreshold: z.union([z.literal(''), moneyText()]),
  materialChangeMinutes: integer({ min: 1, max: MAX_MATERIAL_CHANGE_MINUTES }),
});
