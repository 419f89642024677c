import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { ZErrorBody } from '../../errors';
import {
  endNotBeforeStart,
  integerParam,
  minorAmount,
  optionalText,
  positiveInteger,
  ruleMessage,
  text,
} from '../../validation';
import type { TExportColumn, TExportColumnType, TExportValueGroup } from '../../lists';
import { SORT_ORDERS } from '../../api/common';
import { ZContact } from '../../api/passengers';
import { ZPassengerType } from '../flight/flight-reference-schemas';
import { MAX_PASSENGERS, ORDER_PASSENGER_STATUSES, ORDER_STATUSES, PNR_PATTERN } from './order-rules';

/**
 * The schemas every product line's orders share, and the bases each line's own schemas are made of: an order's
 * fields, its list's item and filters, the requests to pay, refund, split and edit it. A line writes only what is its
 * own. The shared fields are groups spread where the line puts them (rather than one base object a line extends at
 * its end) wherever an answer's key order would otherwise change: the JSON on the wire stays what it was, key for key.
 */

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZOrderPassengerStatus = z.enum(ORDER_PASSENGER_STATUSES);

export const ZPnr = z.string().trim().toUpperCase().regex(PNR_PATTERN, ruleMessage('invalidPnr'));

export const ORDER_MODES = ['booking', 'ticketing'] as const;

/**
 * Turn a hold into a booking (unpaid) or pay it now (`ticketing`: tickets, or a confirmed stay): the same request on
 * every line, under each line's OpenAPI name.
 */
export const ZOrderModeRequest = z.strictObject({ orderId: positiveInteger(), mode: z.enum(ORDER_MODES) });

/** POST /api/orders/order and POST /api/packageOrders/order. */
export const ZOrderRequest = ZOrderModeRequest.meta({ id: 'OrderRequest' });
export type TOrderRequest = z.infer<typeof ZOrderRequest>;

export const ZOrderTotals = z.object({
  /** The active passengers' prices together. */
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** The price reduction an admin granted (editDiscount). */
  discount: z.number().int(),
  /** What the payer owes for the order: net (agent) or gross (agency), less the discount. */
  payable: z.number().int(),
  /** Charged to the agent's balance so far, less what was given back. */
  paid: z.number().int(),
  /** Given back by refunds, and the penalties kept. */
  refunded: z.number().int(),
  penalties: z.number().int(),
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

// --- An order's fields -----------------------------------------------------------------------------------------

/** A person an order names: the agent it is for, the user who made it. */
const personFields = () => ({ id: z.number().int(), name: z.string() });

/** What identifies an order on every line. */
export const ORDER_IDENTITY_FIELDS = { id: z.number().int(), pnr: z.string(), status: ZOrderStatus };

/** Who an order is for and who made it, and when. */
export const ORDER_AUTHOR_FIELDS = {
  /** The agent the order belongs to (null: the agency's own sale). */
  agent: z.object(personFields()).nullable(),
  createdBy: z.object(personFields()),
  createdAt: z.iso.datetime(),
};

/** When a hold or an unpaid booking lapses, and when the order was paid. */
export const ORDER_DEADLINE_FIELDS = {
  holdExpiresAt: z.iso.datetime().nullable(),
  bookingExpiresAt: z.iso.datetime().nullable(),
  ticketedAt: z.iso.datetime().nullable(),
};

/** The order's contact and comment, and the agency rates it was priced with (frozen at pre-order). */
export const ORDER_TERMS_FIELDS = {
  contact: ZContact,
  comment: z.string().nullable(),
  rate: z.object({ date: ZIsoDate, USD: z.number().nullable(), EUR: z.number().nullable() }),
};

// --- The list of a line's orders ---------------------------------------------------------------------------------

/** What every line's list item takes from its order: the head of the order and the creation. */
export const ORDER_LIST_ITEM_HEAD = { id: true, pnr: true, status: true } as const;
export const ORDER_LIST_ITEM_CREATION = { agent: true, createdAt: true } as const;
export const ORDER_LIST_ITEM_DEADLINES = { holdExpiresAt: true, bookingExpiresAt: true } as const;

/** A traveller as the flight and package lists show them. */
export const ZOrderListPassenger = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ZPassengerType,
  status: ZOrderPassengerStatus,
});

/**
 * The filters every line's list starts with (JSON bodies): newest first unless the request sorts, the statuses, and
 * the agent (staff; an agent always gets only its own).
 */
export const ORDER_LIST_FILTERS = {
  // The orders' lists kept their default order when they moved onto the toolkit: newest first (the server sorts
  // by `createdAt` when the request names no field).
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  statuses: z.array(ZOrderStatus).max(ORDER_STATUSES.length).default([]),
  /** Staff only: one agent's orders (agents always see only their own). */
  agentId: positiveInteger().optional(),
};

/** The PNR's beginning and a traveller's name (the flight and package lists). */
export const ORDER_NAME_FILTERS = {
  pnr: z.string().trim().max(6).optional(),
  passengerName: z.string().trim().max(100).optional(),
};

/** A range of dates, both included: `datesInOrder` checks the end is not before the start. */
export const ORDER_DATE_FILTERS = { startDate: ZIsoDate.optional(), endDate: ZIsoDate.optional() };

/** Statuses as a query parameter: "hold,booked". */
const statusesParam = z
  .string()
  .max(100)
  .optional()
  .transform((value, context) => {
    if (!value) return [];
    const statuses = value.split(',');
    const known = statuses.every((status) => (ORDER_STATUSES as readonly string[]).includes(status));
    if (!known) {
      context.addIssue({ code: 'custom', ...ruleMessage('invalidType') });
      return z.NEVER;
    }
    return statuses as (typeof ORDER_STATUSES)[number][];
  });

/** ORDER_LIST_FILTERS for a list whose requests are GET queries (numbers and lists arrive as text). */
export const ORDER_QUERY_LIST_FILTERS = {
  sortOrder: ORDER_LIST_FILTERS.sortOrder,
  statuses: statusesParam,
  agentId: integerParam({ min: 1 }).optional(),
};

/** The PNR's beginning in a GET query. */
export const ORDER_QUERY_PNR_FILTER = { pnr: text().trim().max(6).optional() };

/** A list request's dates in order: the end not before the start. */
export function datesInOrder(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return (
    !range.startDate || !range.endDate || endNotBeforeStart({ startDate: range.startDate, endDate: range.endDate })
  );
}

// --- Requests on one order ---------------------------------------------------------------------------------------

/**
 * A refund of some of an order's travellers (flights, packages): which (empty: every active one), and per traveller
 * the penalty in AMD minor units that replaces the rules' (staff).
 */
export const ZTravellerRefundRequest = z.strictObject({
  passengerIds: z.array(positiveInteger()).max(MAX_PASSENGERS).default([]),
  penalties: z
    .array(z.strictObject({ passengerId: positiveInteger(), penalty: minorAmount() }))
    .max(MAX_PASSENGERS)
    .default([]),
});

/** A split: these travellers move to a new order under a new PNR. */
export const ZTravellerSplitRequest = z.strictObject({
  passengerIds: z.array(positiveInteger()).min(1).max(MAX_PASSENGERS),
});

/** An edit of an order: each line adds its travellers' or rooms' details to the contact and the comment. */
export const ZOrderEditFields = z.strictObject({
  contact: ZContact.optional(),
  /** Absent: unchanged; null or empty: removed. */
  comment: optionalText(1000).optional(),
});

/** A 409 of an order operation: the operation does not fit the order's status (the answer names both). */
export const ZOrderConflict = ZErrorBody.extend({ status: ZOrderStatus.optional() }).meta({ id: 'OrderConflict' });

// --- The kit a line's list is written with -------------------------------------------------------------------------

/** The lists of orders that export (each a group of the catalogues' export headers). */
type TOrderListName = 'flightOrders' | 'hotelOrders' | 'packageOrders';

/** A column of an order list's export. */
function column<TList extends TOrderListName>(key: string, type: TExportColumnType, values?: TExportValueGroup) {
  return { key, type, ...(values === undefined ? {} : { values }) } as TExportColumn<TList>;
}

/**
 * A line's export columns: the PNR, the status (in the line's words), the agent and the creation first, then the
 * line's own, then the total and the deadline.
 */
function orderListColumns<TList extends TOrderListName>(
  statusWords: TExportValueGroup,
  own: readonly TExportColumn<TList>[],
): TExportColumn<TList>[] {
  return [
    column('pnr', 'text'),
    column('status', 'text', statusWords),
    column('agent', 'text'),
    column('created', 'instant'),
    ...own,
    column('total', 'money'),
    column('deadline', 'instant'),
  ];
}

/** A line's sort fields: the creation (the default, newest first), the line's own date, the PNR, status and total. */
function orderSortFields<const TDateField extends string>(dateField: TDateField) {
  return ['createdAt', dateField, 'pnr', 'status', 'payable'] as const;
}

/** A list item's last fields: what the payer owes, and what the caller may do now (the line's operations). */
function orderListItemTail<TOperation extends z.ZodType>(operation: TOperation) {
  return { payable: z.number().int(), operations: z.array(operation) };
}

/** What a line's list is made of, under one name. */
export const ORDER_LIST_KIT = {
  itemHead: ORDER_LIST_ITEM_HEAD,
  itemCreation: ORDER_LIST_ITEM_CREATION,
  itemDeadlines: ORDER_LIST_ITEM_DEADLINES,
  itemTail: orderListItemTail,
  passenger: ZOrderListPassenger,
  filters: ORDER_LIST_FILTERS,
  nameFilters: ORDER_NAME_FILTERS,
  dateFilters: ORDER_DATE_FILTERS,
  queryFilters: ORDER_QUERY_LIST_FILTERS,
  queryPnrFilter: ORDER_QUERY_PNR_FILTER,
  sortFields: orderSortFields,
  columns: orderListColumns,
} as const;

/** An order's field groups, under one name: each line spreads them where its answers put them. */
export const ORDER_FIELDS = {
  identity: ORDER_IDENTITY_FIELDS,
  author: ORDER_AUTHOR_FIELDS,
  deadlines: ORDER_DEADLINE_FIELDS,
  terms: ORDER_TERMS_FIELDS,
} as const;
