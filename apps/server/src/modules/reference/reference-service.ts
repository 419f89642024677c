import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isReferenceResourceName,
  LANGUAGES,
  readsPrivateFields,
  recordForRole,
  screenWord,
  textsOf,
  type TLanguage,
  type TReferenceExportColumn,
  type TReferenceResourceName,
  type TResourceExportQuery,
  type TUsagePlace,
  type TResourceListQuery,
  type TRole,
} from '@frs/contract';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError, fieldErrors } from '../../lib/app-error';
import { isUniqueViolation, isForeignKeyViolation } from '../../lib/database-errors';
import { changedValues, recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { REFERENCE_TABLES } from './reference-tables';
import type { TReferenceTable, TServerResource } from './server-resource';
import { containingPattern } from '../../lib/like-pattern';
import type { TExportRow, TExportValue } from '../../lib/list-export';
import { batchesOfList, countRowsOf, pageOfList, type TListCount, type TListSource } from '../../lib/list-query';

/**
 * One implementation of list (the list toolkit's one list query), export, read, create, update and delete for every
 * reference resource. Each write is one
 * transaction with its history row; what a write may not do (a duplicate code, a reference to nothing, a record
 * still in use) is answered as a field error or a 409, never as a database error.
 */

/** A record as the service hands it to the route, which serializes it with the descriptor's record schema. */
type TRecord = { id: number };

/** A value of an input or a record by key, without asserting the object's type. */
function valueOf(values: unknown, key: string): unknown {
  if (typeof values !== 'object' || values === null) return undefined;
  return Object.entries(values).find(([name]) => name === key)?.[1];
}

/**
 * A reader who may not see the private fields may not filter or sort by them either (the answers would tell their
 * values): such a parameter is an unknown field for them.
 */
function assertNoPrivateQuery(resource: TServerResource, query: TResourceListQuery | TResourceExportQuery): void {
  const used = resource.descriptor.privateFields.filter(
    (field) => query.sortField === field || (query[field] !== undefined && query[field] !== ''),
  );
  if (used.length > 0) throw fieldErrors(Object.fromEntries(used.map((field) => [field, 'unknownField'])));
}

function listConditions(
  resource: TServerResource,
  query: TResourceListQuery | TResourceExportQuery,
  hidePrivate: boolean,
) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containingPattern(query.search);
    const columns = resource.searchColumns.filter(
      (column) => !hidePrivate || !resource.privateColumns.includes(column),
    );
    // A resource without text to search finds nothing rather than everything.
    conditions.push(or(...columns.map((column) => ilike(column, pattern))) ?? sql`false`);
  }
  for (const column of resource.descriptor.columns) {
    const value = query[column.field];
    const databaseColumn = resource.listColumns[column.field];
    if (!column.filterable || value === undefined || value === '' || !databaseColumn) continue;
    const textual = column.type === 'text' || column.type === 'timeZone' || column.type === 'url';
    conditions.push(textual ? ilike(databaseColumn, containingPattern(String(value))) : eq(databaseColumn, value));
  }
  return and(...conditions);
}

/**
 * A resource's list as a source of the one list query (`lib/list-query.ts`): the descriptor's sortable columns, its
 * default order, and the id as the tie-breaker.
 */
function resourceListSource(db: TExecutor, resource: TServerResource): TListSource<Record<string, unknown>, string> {
  const { table, descriptor } = resource;
  const sortColumns = Object.fromEntries(
    descriptor.columns.flatMap((column) => {
      const databaseColumn = resource.listColumns[column.field];
      return column.sortable && databaseColumn ? [[column.field, databaseColumn]] : [];
    }),
  );
  const defaultColumn = resource.listColumns[descriptor.defaultSort.field] ?? table.id;
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countRowsOf(db, table),
    sortColumns,
    defaultOrder: [descriptor.defaultSort.order === 'desc' ? desc(defaultColumn) : asc(defaultColumn)],
    tieBreaker: table.id,
  };
}

/** The conditions of a list or export query, once the reader's right to its filters is checked. */
function readerConditions(resource: TServerResource, query: TResourceListQuery | TResourceExportQuery, role: TRole) {
  const hidePrivate = !readsPrivateFields(resource.descriptor, role);
  if (hidePrivate) assertNoPrivateQuery(resource, query);
  return [listConditions(resource, query, hidePrivate)];
}

/** A page of records, as the reader's role may see them (`privateFields` are for the roles of the screen). */
export async function listRecords(options: {
  db: TExecutor;
  resource: TServerResource;
  query: TResourceListQuery;
  role: TRole;
}): Promise<{ result: TRecord[] } & TListCount> {
  const { db, resource, query, role } = options;
  const conditions = readerConditions(resource, query, role);
  const page = await pageOfList(resourceListSource(db, resource), conditions, query);
  return {
    result: page.result.map((row) => recordForRole(resource.descriptor, role, resource.toRecord(row))),
    count: page.count,
    countCapped: page.countCapped,
  };
}

/** The value at a dotted path of a record (`prices.adult.fare`). */
function valueAtPath(record: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => valueOf(value, key), record);
}

/** A `{ hy, en, ru }` text in the reader's language, or in the first language that has it. */
function textInLanguage(value: unknown, language: TLanguage): string | null {
  const texts = [language, ...LANGUAGES].map((name) => valueOf(value, name));
  const found = texts.find((text): text is string => typeof text === 'string' && text !== '');
  return found ?? null;
}

/**
 * The labels of the records a batch's reference columns point at ("EVN · Yerevan"), as the reader may see them:
 * resource name -> id -> label. One query per referenced resource and batch.
 */
async function referenceLabels(options: {
  db: TExecutor;
  resources: Readonly<Record<TReferenceResourceName, TServerResource>>;
  columns: readonly TReferenceExportColumn[];
  records: readonly TRecord[];
  role: TRole;
}): Promise<Map<string, Map<number, string>>> {
  const { db, resources, columns, records, role } = options;
  const labels = new Map<string, Map<number, string>>();
  for (const { column } of columns) {
    const name = column.resource;
    if (column.type !== 'reference' || !name || !isReferenceResourceName(name)) continue;
    const ids = records.map((record) => valueAtPath(record, column.path)).filter((id) => typeof id === 'number');
    const known = labels.get(name) ?? new Map<number, string>();
    labels.set(name, known);
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length === 0) continue;
    const target = resources[name];
    const rows = await db.select().from(target.table).where(inArray(target.table.id, missing));
    for (const row of rows) {
      const record = recordForRole(target.descriptor, role, target.toRecord(row));
      known.set(record.id, target.descriptor.toLabel(record));
    }
  }
  return labels;
}

/**
 * A cell of the export as the list shows it: an enumeration's word and yes/no in the reader's language (the screens'
 * words, issue 31), a reference's label, a multilingual text in the reader's language.
 */
function exportCell(
  { column }: TReferenceExportColumn,
  record: TRecord,
  labels: ReadonlyMap<string, ReadonlyMap<number, string>>,
  language: TLanguage,
): TExportValue {
  const value = valueAtPath(record, column.path);
  if (value === null || value === undefined) return null;
  if (column.type === 'multilingual') return textInLanguage(value, language);
  if (column.type === 'enum' && column.labels && typeof value === 'string') {
    return screenWord(language, `enums.${column.labels}.${value}`);
  }
  if (column.type === 'boolean' && typeof value === 'boolean') {
    return screenWord(language, value ? 'common.yes' : 'common.no');
  }
  if (column.type === 'reference' && typeof value === 'number') {
    return labels.get(column.resource ?? '')?.get(value) ?? `#${value}`;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * `GET path/export`: the list's records, every row in the list's order, in the columns the reader may see (a
 * reader without the private fields gets neither their columns nor a filter by them: 400 at once, before any byte).
 */
export function exportRecords(options: {
  db: TExecutor;
  resource: TServerResource;
  resources: Readonly<Record<TReferenceResourceName, TServerResource>>;
  query: TResourceExportQuery;
  role: TRole;
  language: TLanguage;
}): {
  list: { name: 'reference'; columns: TReferenceExportColumn[] };
  batches: AsyncGenerator<TExportRow<'reference'>[]>;
} {
  const { db, resource, query, role, language } = options;
  const { descriptor } = resource;
  const conditions = readerConditions(resource, query, role);
  const hidden = readsPrivateFields(descriptor, role) ? [] : descriptor.privateFields;
  const columns = descriptor.exportColumns.filter((column) => !hidden.includes(column.column.field));
  async function* batches(): AsyncGenerator<TExportRow<'reference'>[]> {
    for await (const rows of batchesOfList(resourceListSource(db, resource), conditions, query)) {
      const records = rows.map((row) => resource.toRecord(row));
      const labels = await referenceLabels({ db, resources: options.resources, columns, records, role });
      yield records.map((record) =>
        Object.fromEntries(columns.map((column) => [column.key, exportCell(column, record, labels, language)])),
      );
    }
  }
  return { list: { name: 'reference', columns }, batches: batches() };
}

async function findRow(db: TExecutor, table: TReferenceTable, id: number, lock: boolean) {
  const query = db.select().from(table).where(eq(table.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return row;
}

/** One record, as the reader's role may see it. */
export async function getRecord(options: {
  db: TExecutor;
  resource: TServerResource;
  id: number;
  role: TRole;
}): Promise<TRecord> {
  const { resource } = options;
  const record = resource.toRecord(await findRow(options.db, resource.table, options.id, false));
  return recordForRole(resource.descriptor, options.role, record);
}

/** Field errors of an input: values that must be unique, references to missing records, the resource's own check. */
async function inputErrors(
  tx: TExecutor,
  resource: TServerResource,
  input: unknown,
  id: number | null,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const field of resource.descriptor.fields) {
    if (field.widget.kind !== 'reference' || !isReferenceResourceName(field.widget.resource)) continue;
    const value = valueOf(input, field.name);
    if (typeof value !== 'number') continue;
    const target = REFERENCE_TABLES[field.widget.resource];
    const [found] = await tx.select({ id: target.id }).from(target).where(eq(target.id, value)).limit(1);
    if (!found) errors[field.name] = 'unknownReference';
  }
  for (const rule of resource.unique) {
    if (errors[rule.field]) continue;
    const matches = Object.entries(rule.columns).map(([key, column]: [string, PgColumn]) => {
      const value = valueOf(input, key);
      return value === null || value === undefined ? isNull(column) : eq(column, value);
    });
    const others = id === null ? undefined : ne(resource.table.id, id);
    const [clash] = await tx
      .select({ id: resource.table.id })
      .from(resource.table)
      .where(and(...matches, others))
      .limit(1);
    if (clash) errors[rule.field] = 'alreadyExists';
  }
  if (resource.check && Object.keys(errors).length === 0) {
    Object.assign(errors, await resource.check({ tx, input, id }));
  }
  return errors;
}

/** Runs a write; a unique or foreign-key violation that slipped past the checks (a concurrent write) is a 409. */
async function inTransaction<TResult>(db: TExecutor, write: (tx: TTransaction) => Promise<TResult>) {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) throw new AppError(409, 'CONFLICT');
    throw error;
  }
}

export async function createRecord(options: {
  db: TExecutor;
  actor: TActor;
  resource: TServerResource;
  input: unknown;
}): Promise<TRecord> {
  const { db, actor, resource, input } = options;
  return inTransaction(db, async (tx) => {
    const errors = await inputErrors(tx, resource, input, null);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const [row] = await tx.insert(resource.table).values(resource.toRow(input)).returning();
    if (!row) throw new Error(`${resource.descriptor.name}: insert returned no row`);
    const record = resource.toRecord(row);
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: resource.descriptor.name,
      entityId: record.id,
      action: 'create',
      newValues: record,
    });
    await resource.afterWrite?.({ tx, record, previous: null, actorId: actor.userId });
    return record;
  });
}

export async function updateRecord(options: {
  db: TExecutor;
  actor: TActor;
  resource: TServerResource;
  id: number;
  input: unknown;
}): Promise<TRecord> {
  const { db, actor, resource, id, input } = options;
  return inTransaction(db, async (tx) => {
    const previous = resource.toRecord(await findRow(tx, resource.table, id, true));
    const errors = await inputErrors(tx, resource, input, id);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const [row] = await tx
      .update(resource.table)
      .set(resource.toRow(input))
      .where(eq(resource.table.id, id))
      .returning();
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const record = resource.toRecord(row);
    const changes = changedValues(previous, record);
    if (Object.keys(changes.newValues).length > 0) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: resource.descriptor.name,
        entityId: id,
        action: 'update',
        ...changes,
      });
    }
    await resource.afterWrite?.({ tx, record, previous, actorId: actor.userId });
    return record;
  });
}

/** "flights (3), flight templates (1)" in each language. */
function usageList(usages: readonly { place: TUsagePlace; rows: number }[]): Record<TLanguage, string> {
  const text = (language: TLanguage) =>
    usages.map((usage) => `${textsOf(language).usagePlaces[usage.place]} (${usage.rows})`).join(', ');
  return { hy: text('hy'), en: text('en'), ru: text('ru') };
}

export async function deleteRecord(options: {
  db: TExecutor;
  actor: TActor;
  resource: TServerResource;
  id: number;
}): Promise<{ success: true }> {
  const { db, actor, resource, id } = options;
  return inTransaction(db, async (tx) => {
    const previous = resource.toRecord(await findRow(tx, resource.table, id, true));
    const usages = [];
    for (const usage of resource.usages) {
      const [used] = await tx
        .select({ rows: count() })
        .from(usage.table)
        .where('uses' in usage ? usage.uses(id) : or(...usage.columns.map((column) => eq(column, id))));
      if (used && used.rows > 0) usages.push({ place: usage.place, rows: used.rows });
    }
    if (usages.length > 0) {
      throw new AppError(409, 'IN_USE', undefined, undefined, { params: { place: usageList(usages) } });
    }
    await tx.delete(resource.table).where(eq(resource.table.id, id));
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: resource.descriptor.name,
      entityId: id,
      action: 'delete',
      oldValues: previous,
    });
    await resource.afterWrite?.({ tx, record: null, previous, actorId: actor.userId });
    return { success: true as const };
  });
}
