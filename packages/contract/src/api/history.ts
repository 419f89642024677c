import { z } from 'zod';
import { addDays, daysBetween, ZIsoDate } from '../dates';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from '../history';
import { PRODUCT_LINES } from '../lines/product-lines';
import { defineList } from '../lists';
import { ROLES } from '../roles';
import { END_NOT_BEFORE_START, positiveInteger, ruleMessage } from '../validation';
import { pageOf } from './common';

/**
 * The history (/history, POST /api/logs/get): every change with who, when, what and its old and new values, as one
 * list of the list toolkit. The staff read every row; an agent the rows of its own orders, its own directory
 * passengers and its own user (balance, profile), and naming anything else in a filter is a 404.
 */

export const HISTORY_SORT_FIELDS = ['at', 'actor', 'entity', 'action'] as const;
export type THistorySortField = (typeof HISTORY_SORT_FIELDS)[number];

/** The longest period a history request may span, both days included. */
export const MAX_HISTORY_RANGE_DAYS = 366;

export const HISTORY_LIST = defineList({
  name: 'history',
  schemaId: 'HistoryList',
  sortFields: HISTORY_SORT_FIELDS,
  filters: {
    /** The user who made the changes (an agent may name only itself). */
    actorId: positiveInteger().optional(),
    entity: z.enum(HISTORY_ENTITIES).optional(),
    /** The record's id as the history keeps it (text: a number, or an upload's uuid). */
    entityId: z.string().trim().min(1).max(64).optional(),
    action: z.enum(HISTORY_ACTIONS).optional(),
    /** Changes made from this day to that one, both included (the server's local days). */
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    /** The rows of the orders whose PNR starts with this (any letter case), of any product line. */
    pnr: z.string().trim().min(1).max(6).optional(),
  },
  columns: [
    { key: 'id', type: 'integer' },
    { key: 'at', type: 'instant' },
    { key: 'actor', type: 'text' },
    { key: 'entity', type: 'text' },
    { key: 'entityId', type: 'text' },
    { key: 'record', type: 'text' },
    { key: 'action', type: 'text' },
    { key: 'changes', type: 'text' },
  ],
});

/** `to` not before `from`, and the period at most MAX_HISTORY_RANGE_DAYS days long. */
function checkPeriod(period: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  const { from, to } = period;
  if (!from || !to) return;
  if (to < from) context.addIssue({ code: 'custom', ...END_NOT_BEFORE_START, path: ['to'] });
  else if (daysBetween(from, to) >= MAX_HISTORY_RANGE_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], ...ruleMessage('rangeTooLong', MAX_HISTORY_RANGE_DAYS) });
  }
}

export const ZHistoryListRequest = HISTORY_LIST.pageRequest.superRefine(checkPeriod);
export type THistoryListRequest = z.input<typeof ZHistoryListRequest>;

/** The agency's time zone: an export whose reader names none is written in it. */
export const AGENCY_TIME_ZONE = 'Asia/Yerevan';

/** An IANA time zone this runtime can write in (a browser's own, say: `Intl…resolvedOptions().timeZone`). */
function isWritableTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The export: the list's filters and order, without paging, a format (CSV or XLSX), and the reader's time zone
 * (issue 31: the web sends the browser's; without it, the agency's), in which its times are written.
 */
export const ZHistoryExportRequest = HISTORY_LIST.exportRequest
  .extend({
    timeZone: z.string().trim().min(1).max(64).refine(isWritableTimeZone, ruleMessage('invalidTimeZone')).optional(),
  })
  .superRefine(checkPeriod);
export type THistoryExportRequest = z.input<typeof ZHistoryExportRequest>;

/** The last day of the longest period that starts on `from` (the date fields offer no later day). */
export function lastHistoryDay(from: string): string {
  return addDays(from, MAX_HISTORY_RANGE_DAYS - 1);
}

/** Who made a change: a user with their name and effective role; null for the system (expiry and other jobs). */
export const ZHistoryActor = z.object({ id: z.number().int(), name: z.string(), role: z.enum(ROLES) }).nullable();

/**
 * How the record a row is about reads: an order's PNR (and its product line), a user's company or contact name, a
 * flight's number (and its local departure day), a class with its flight, a passenger's name, a reference record's
 * name. Null when the record has no name of its own (settings, a mail, an upload).
 */
export const ZHistoryRecord = z
  .object({
    name: z.string(),
    date: ZIsoDate.optional(),
    productLine: z.enum(PRODUCT_LINES).optional(),
  })
  .nullable();

/** The page a row's record opens: an order of its line, an agent (/agents/:id), a flight (/flights/:id). */
export const ZHistoryLink = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('order'), id: z.number().int(), productLine: z.enum(PRODUCT_LINES) }),
    z.object({ kind: z.literal('agent'), id: z.number().int() }),
    z.object({ kind: z.literal('flight'), id: z.number().int() }),
  ])
  .nullable();
export type THistoryLink = z.infer<typeof ZHistoryLink>;

/**
 * One value that changed: `old` is there when the row kept a value before, `new` when it kept one after (JSON values;
 * the ids of other records are given as those records' names, and ids without a name are left out).
 */
export const ZHistoryChange = z.object({ field: z.string(), old: z.unknown().optional(), new: z.unknown().optional() });
export type THistoryChange = z.infer<typeof ZHistoryChange>;

export const ZHistoryEntry = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    actor: ZHistoryActor,
    /** The API key the change was made with (its name when made), or null: made in the portal or by the system. */
    apiKeyName: z.string().nullable(),
    /** What the row is about (`HISTORY_ENTITIES`; rows written before a name was added keep theirs). */
    entity: z.string(),
    entityId: z.string(),
    record: ZHistoryRecord,
    link: ZHistoryLink,
    /** What was done (`HISTORY_ACTIONS`). */
    action: z.string(),
    changes: z.array(ZHistoryChange),
  })
  .meta({ id: 'HistoryEntry' });
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZHistoryListResponse = pageOf(ZHistoryEntry).meta({ id: 'HistoryListResponse' });
export type THistoryListResponse = z.infer<typeof ZHistoryListResponse>;
