import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@frs/contract';
import { createTestDatabase } from '../../test/test-app';
import type { TDatabaseHandle } from '../db/database';
import { history } from '../db/schema';
import { countRowsOf, countUpTo, pageOfList, type TListSource } from './list-query';

/**
 * The capped count of the list toolkit (issue 18): a list counts at most LIST_COUNT_CAP + 1 rows and says when there
 * are more, with the cap made small here so that a handful of rows cross it.
 */
describe('a list count', () => {
  let database: TDatabaseHandle;
  let source: TListSource<typeof history.$inferSelect, 'at'>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(history).values(
      Array.from({ length: 12 }, (_, index) => ({
        entity: 'order',
        entityId: String(index % 2),
        action: 'preOrder',
      })),
    );
    source = {
      rows: ({ where, orderBy, limit, offset }) =>
        db
          .select()
          .from(history)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: countRowsOf(db, history),
      sortColumns: { at: history.at },
      defaultOrder: [asc(history.id)],
      tieBreaker: history.id,
    };
  });

  afterAll(async () => {
    await database.close();
  });

  const request = { page: 0, pageSize: 5, sortOrder: 'asc' as const };

  it('is exact up to the cap and says "more" past it, whatever the page holds', async () => {
    expect(await pageOfList(source, [], request, 12)).toMatchObject({ count: 12, countCapped: false });
    const capped = await pageOfList(source, [], request, 11);
    expect(capped).toMatchObject({ count: 11, countCapped: true });
    expect(capped.result).toHaveLength(5);
    expect(await pageOfList(source, [], request, 3)).toMatchObject({ count: 3, countCapped: true });
    // The filters count too: six rows of entity 1.
    const filtered = await pageOfList(source, [eq(history.entityId, '1')], request, 6);
    expect(filtered).toMatchObject({ count: 6, countCapped: false });
  });

  it('counts no further than its limit, and by default caps at LIST_COUNT_CAP', async () => {
    const all = database.db
      .select({ one: sql`1`.as('one') })
      .from(history)
      .$dynamic();
    expect(await countUpTo(database.db, all, 4)).toBe(4);
    expect(await countUpTo(database.db, all, 100)).toBe(12);
    expect(LIST_COUNT_CAP).toBe(10_000);
    expect(await pageOfList(source, [], request)).toMatchObject({ count: 12, countCapped: false });
  });
});
