import { and, asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@frs/contract';
import type { TReadExecutor } from '../db/read-replica';

/**
 * The one list query of the server (the list toolkit): a list is a source (how to read a window of its rows and how
 * to count them, given a WHERE and an ORDER BY) with its sort columns; the list's declaration in the contract gives
 * the request. The same query answers the screen's page (`pageOfList`) and streams the export in batches
 * (`batchesOfList`), so an export holds exactly what the screen's filters show.
 */

export type TSortOrder = 'asc' | 'desc';
type TSortColumn = AnyColumn | SQL | SQL.Aliased;

export interface TListSource<TRow, TSort extends string> {
  /** A window of the rows matching `where`, in `orderBy`. */
  rows: (window: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<TRow[]>;
  /** How many rows match `where`, counting no further than `limit` (`countUpTo`). */
  count: (where: SQL | undefined, limit: number) => Promise<number>;
  /** The column(s) behind each sort field of the declaration. */
  sortColumns: Readonly<Record<TSort, TSortColumn | readonly TSortColumn[]>>;
  /** The order when the request names none (e.g. newest first). */
  defaultOrder: readonly SQL[];
  /** A unique column that ends every order, so that pages neither repeat nor skip rows. */
  tieBreaker: AnyColumn;
}

export interface TListRequest<TSort extends string> {
  sortField?: TSort | undefined;
  sortOrder: TSortOrder;
}

/** The ORDER BY of a request: its field's columns (or the source's default order), then the tie-breaker. */
export function listOrderBy<TSort extends string>(
  source: Pick<TListSource<unknown, TSort>, 'sortColumns' | 'defaultOrder' | 'tieBreaker'>,
  request: TListRequest<TSort>,
): SQL[] {
  const direction = request.sortOrder === 'desc' ? desc : asc;
  if (!request.sortField) return [...source.defaultOrder, direction(source.tieBreaker)];
  const columns = source.sortColumns[request.sortField];
  const list: readonly TSortColumn[] = Array.isArray(columns) ? columns : [columns as TSortColumn];
  return [...list.map((column) => direction(column as AnyColumn)), direction(source.tieBreaker)];
}

/**
 * How many rows `rows` (a select of the matching rows: any one column, `.$dynamic()`) holds, counting no further than
 * `limit`: `select count(*) from (select 1 … limit n)`, so that PostgreSQL stops reading at the n-th row.
 */
export async function countUpTo(db: TReadExecutor, rows: PgSelect, limit: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(rows.limit(limit).as('counted'));
  return row?.count ?? 0;
}

/** A source's `count` for a list of one table's rows: `countUpTo` over that table filtered by the list's WHERE. */
export function countRowsOf(db: TReadExecutor, table: PgTable): TListSource<unknown, string>['count'] {
  return (where, limit) =>
    countUpTo(
      db,
      db
        .select({ one: sql`1`.as('one') })
        .from(table)
        .where(where)
        .$dynamic(),
      limit,
    );
}

/**
 * A condition written one way for the page and another for its count, both selecting the same rows: the page reads
 * its rows in the list's order and stops at the page's end (for a filter many rows meet, walking the list's index and
 * testing each row wins), while the count reads every match up to the cap (collecting the matches from the filter's
 * own index wins). E.g. the order lists' traveller filter (`orderHasPersonNamed`).
 */
export interface TPageAndCountCondition {
  page: SQL;
  count: SQL;
}

/** A condition of a list: one SQL for both, one for each, or none. */
export type TListCondition = SQL | TPageAndCountCondition | undefined;

const isPageAndCount = (condition: TListCondition): condition is TPageAndCountCondition =>
  condition !== undefined && 'page' in condition && 'count' in condition;

/** The WHERE of the page (and of an export's batches) from a list's conditions. */
export function pageWhere(conditions: readonly TListCondition[]): SQL | undefined {
  return and(...conditions.map((condition) => (isPageAndCount(condition) ? condition.page : condition)));
}

/** The WHERE of the count from a list's conditions. */
export function countWhere(conditions: readonly TListCondition[]): SQL | undefined {
  return and(...conditions.map((condition) => (isPageAndCount(condition) ? condition.count : condition)));
}

/** A page's count: exact up to `cap` rows, else `cap` and capped (ZListCount). */
export interface TListCount {
  count: number;
  countCapped: boolean;
}

/**
 * One page of the list and the number of rows matching the conditions (`{ result, count, countCapped }`), counted up to
 * LIST_COUNT_CAP (`cap`, for tests): past it the count is the cap and `countCapped` says there are more.
 */
export async function pageOfList<TRow, TSort extends string>(
  source: TListSource<TRow, TSort>,
  conditions: readonly TListCondition[],
  request: TListRequest<TSort> & { page: number; pageSize: number },
  cap = LIST_COUNT_CAP,
): Promise<{ result: TRow[] } & TListCount> {
  const [result, counted] = await Promise.all([
    source.rows({
      where: pageWhere(conditions),
      orderBy: listOrderBy(source, request),
      limit: request.pageSize,
      offset: request.page * request.pageSize,
    }),
    source.count(countWhere(conditions), cap + 1),
  ]);
  return { result, count: Math.min(counted, cap), countCapped: counted > cap };
}

/** Rows an export reads per statement: memory stays flat whatever the list's length. */
export const EXPORT_BATCH_SIZE = 500;

/** Every row of the list, batch by batch, in the request's order (an export). */
export async function* batchesOfList<TRow, TSort extends string>(
  source: Pick<TListSource<TRow, TSort>, 'rows' | 'sortColumns' | 'defaultOrder' | 'tieBreaker'>,
  conditions: readonly TListCondition[],
  request: TListRequest<TSort>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<TRow[]> {
  const where = pageWhere(conditions);
  const orderBy = listOrderBy(source, request);
  for (let offset = 0; ; offset += batchSize) {
    const batch = await source.rows({ where, orderBy, limit: batchSize, offset });
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}
