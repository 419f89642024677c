import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../dates';
import { PRODUCT_LINES } from '../lines/product-lines';
import { ZExportFormat, type TExportColumn } from '../lists';
import { ORDER_STATUSES, type TOrderStatus } from '../lines/shared/order-rules';
import { integerParam, ruleMessage, text } from '../validation';

/**
 * GET /api/reports/orders-full-data (docs/PRODUCT.md §7 "Other"; the agency's staff only): every order of the filters,
 * one row each, with its people, its flights or nights and services, and its money, as CSV or XLSX. The query's
 * values arrive as text; an unknown parameter is a 400 (strict object).
 */

/** The longest period (created, or first departure / check-in) one export may span, both ends included. */
export const MAX_ORDERS_DATA_PERIOD_DAYS = 366;

const STATUS_LIST_LENGTH = 100;

/** Statuses as a query carries them: a comma list ("hold,booked"), the key repeated, or both. */
const statusesParam = z
  .union([text().max(STATUS_LIST_LENGTH), z.array(text().max(STATUS_LIST_LENGTH)).max(ORDER_STATUSES.length * 2)])
  .optional()
  .transform((value, context) => {
    const statuses = [value ?? []]
      .flat()
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (!statuses.every((status) => (ORDER_STATUSES as readonly string[]).includes(status))) {
      context.addIssue({ code: 'custom', ...ruleMessage('invalidType') });
      return z.NEVER;
    }
    return [...new Set(statuses as TOrderStatus[])];
  });

/** The two periods: each needs both its ends, the end not before the start, at most the maximum long. */
const PERIODS = [
  ['createdFrom', 'createdTo'],
  ['departureFrom', 'departureTo'],
] as const;

export const ZOrdersFullDataQuery = z
  .strictObject({
    format: ZExportFormat.default('csv'),
    /** One product line's orders (flight, hotel, package); every line's when absent. */
    productLine: z.enum(PRODUCT_LINES).optional(),
    statuses: statusesParam,
    agentId: integerParam({ min: 1 }).optional(),
    /** The PNR's beginning (any letter case). */
    pnr: text().trim().max(6).optional(),
    /** Created on these days of the office (both included). */
    createdFrom: ZIsoDate.optional(),
    createdTo: ZIsoDate.optional(),
    /** The first departure's local date (a stay's check-in) between these (both included). */
    departureFrom: ZIsoDate.optional(),
    departureTo: ZIsoDate.optional(),
  })
  .superRefine((query, context) => {
    for (const [fromKey, toKey] of PERIODS) {
      const from = query[fromKey];
      const to = query[toKey];
      if (from === undefined && to === undefined) continue;
      if (from === undefined || to === undefined) {
        const missing = from === undefined ? fromKey : toKey;
        context.addIssue({ code: 'custom', path: [missing], ...ruleMessage('required') });
      } else if (to < from) {
        context.addIssue({ code: 'custom', path: [toKey], ...ruleMessage('endBeforeStart') });
      } else if (daysBetween(from, to) >= MAX_ORDERS_DATA_PERIOD_DAYS) {
        context.addIssue({
          code: 'custom',
          path: [toKey],
          ...ruleMessage('rangeTooLong', MAX_ORDERS_DATA_PERIOD_DAYS),
        });
      }
    }
  });
export type TOrdersFullDataQuery = z.input<typeof ZOrdersFullDataQuery>;
export type TOrdersFullDataFilters = z.output<typeof ZOrdersFullDataQuery>;

/**
 * The export's columns: one row per order. People, flights and rooms are joined in one cell each ("PETROSYAN/ANNA
 * (ADT, 5750000000001); …"); money is AMD minor units written as decimals.
 */
export const ORDERS_FULL_DATA_EXPORT = {
  name: 'ordersFullData',
  columns: [
    { key: 'orderId', type: 'integer' },
    { key: 'pnr', type: 'text' },
    { key: 'productLine', type: 'text', values: 'productLine' },
    {
      key: 'status',
      type: 'text',
      values: 'orderStatus',
      valuesBy: { column: 'productLine', groups: { hotel: 'hotelOrderStatus' } },
    },
    { key: 'agentId', type: 'integer' },
    { key: 'agent', type: 'text' },
    { key: 'createdBy', type: 'text' },
    { key: 'created', type: 'instant' },
    { key: 'travelType', type: 'text' },
    { key: 'departureDate', type: 'date' },
    { key: 'ticketedAt', type: 'instant' },
    { key: 'contactName', type: 'text' },
    { key: 'contactPhone', type: 'text' },
    { key: 'contactEmail', type: 'text' },
    { key: 'comment', type: 'text' },
    { key: 'peopleCount', type: 'integer' },
    { key: 'people', type: 'text' },
    { key: 'flights', type: 'text' },
    { key: 'rooms', type: 'text' },
    { key: 'packageName', type: 'text' },
    { key: 'services', type: 'text' },
    { key: 'tourManager', type: 'text' },
    { key: 'gross', type: 'money' },
    { key: 'commission', type: 'money' },
    { key: 'net', type: 'money' },
    { key: 'discount', type: 'money' },
    { key: 'fees', type: 'money' },
    { key: 'payable', type: 'money' },
    { key: 'paid', type: 'money' },
    { key: 'refunded', type: 'money' },
    { key: 'penalties', type: 'money' },
    { key: 'currency', type: 'text' },
  ],
} as const satisfies { name: 'ordersFullData'; columns: readonly TExportColumn<'ordersFullData'>[] };
