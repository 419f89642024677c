import { z } from 'zod';
import { idParam, integer, integerParam } from '../validation';

/**
 * Money-moving calls carry an Idempotency-Key header (docs/DOMAIN.md): a replay with the same key and body gets the
 * same answer and moves nothing more; the same key with another body is refused with 422.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
// No `.meta({ id })`: @fastify/swagger cannot resolve a component reference for headers or query parameters.
export const ZIdempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().trim().min(1).max(128) });

/** The largest page a list call returns. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Paging and sorting of a list call sent as a JSON body (POST …/get-…). Pages count from 0, like the data grid. */
export const ZPageRequestFields = {
  page: integer({ min: 0 }).default(0),
  pageSize: integer({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(SORT_ORDERS).default('asc'),
};

/** The same, as query parameters of a GET list call (numbers arrive as text). */
export const ZPageQueryFields = {
  page: integerParam({ min: 0 }).default(0),
  pageSize: integerParam({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(SORT_ORDERS).default('asc'),
};

/**
 * A list counts the rows its filters match up to this many and no further (counting a million rows on every page
 * would cost more than the page): past it the answer says `countCapped` and the screens show "10,000+".
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The count of a list's answer: `count` rows in all pages; with `countCapped`, more than `count` (= LIST_COUNT_CAP),
 * and the pages reach only the first `count` rows.
 */
export const ZListCount = {
  count: z.number().int().min(0),
  countCapped: z.boolean(),
};

/** A page of a list: the rows and the number of rows all pages hold (spec: get-users answers `{ result, count }`). */
export function pageOf<TItem extends z.ZodType>(item: TItem) {
  return z.object({ result: z.array(item), ...ZListCount });
}

export const ZIdParams = z.strictObject({ id: idParam() });
export type TIdParams = z.infer<typeof ZIdParams>;

export const ZSuccessResponse = z.object({ success: z.literal(true) }).meta({ id: 'SuccessResponse' });
