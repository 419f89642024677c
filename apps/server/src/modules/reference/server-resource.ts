import type { TResourceDescriptor, TUsagePlace } from '@frs/contract';
import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TExecutor } from '../../db/database';

/** A table a reference resource lives in: any table with an integer `id` primary key. */
export type TReferenceTable = PgTable & { id: PgColumn };

/**
 * A table that points at a resource's records: deleting a record it points at is refused with 409. It points through
 * id columns, or (`uses`) through what a column keeps inside, such as an id in a jsonb list.
 */
export type TUsage = {
  /** Named in the 409 message ("Used in: flights (3)"). */
  place: TUsagePlace;
  table: PgTable;
} & (
  | {
      /** The record is used by a row when any of these columns holds its id (a flight's departure or arrival airport). */
      columns: readonly PgColumn[];
    }
  | {
      /** The condition on `table` of the rows that use the record `id` (a package offer's room types: `@>`). */
      uses: (id: number) => SQL;
    }
);

/** Values that must be unique together; a clash is a field error ("already used") on `field`. */
export interface TUniqueRule {
  field: string;
  /** Input key -> column; a null value matches null (unique NULLS NOT DISTINCT). */
  columns: Readonly<Record<string, PgColumn>>;
}

/** Checks that need the database, run in the transaction of the write: field path -> `ruleMessage` code. */
export type TResourceCheck<TInput> = (options: {
  tx: TExecutor;
  input: TInput;
  /** Null on create. */
  id: number | null;
}) => Promise<Record<string, string>>;

/**
 * Work that must follow a write of the resource in the same transaction (a margin changes today's agency rate).
 * `record` is null after a delete; `previous` is null after a create.
 */
export type TAfterWrite<TRecord> = (options: {
  tx: TExecutor;
  record: TRecord | null;
  previous: TRecord | null;
  actorId: number;
}) => Promise<void>;

/**
 * What the server adds to a contract descriptor, as a resource module writes it (typed against its own table and
 * schemas): where the records live and how they map to rows, what the list's search and columns read, what must
 * be unique, who uses the records, and any check that needs the database. References to other resources
 * (`reference` fields) are checked to exist without being listed here.
 */
export interface TServerResourceDefinition<TDescriptor extends TResourceDescriptor, TTable extends TReferenceTable> {
  descriptor: TDescriptor;
  table: TTable;
  /** Columns the list's `search` matches: part of the text, in any case. */
  searchColumns: readonly PgColumn[];
  /** The column behind each sortable or filterable list column of the descriptor. */
  listColumns: Readonly<Record<string, PgColumn>>;
  toRecord: (row: TTable['$inferSelect']) => z.output<TDescriptor['record']>;
  toRow: (input: z.output<TDescriptor['input']>) => TTable['$inferInsert'];
  unique: readonly TUniqueRule[];
  usages: readonly TUsage[];
  check?: TResourceCheck<z.output<TDescriptor['input']>>;
  afterWrite?: TAfterWrite<z.output<TDescriptor['record']>>;
}

/**
 * The same, as the generic service and routes use it for every resource alike: rows and inputs are plain objects.
 * Drizzle's query types cannot be followed through a table type parameter, so the typed definition is erased here.
 */
export interface TServerResource {
  descriptor: TResourceDescriptor;
  table: TReferenceTable;
  searchColumns: readonly PgColumn[];
  listColumns: Readonly<Record<string, PgColumn>>;
  /** The columns behind the descriptor's private fields: readers who may not see them may not search them either. */
  privateColumns: readonly PgColumn[];
  toRecord: (row: Record<string, unknown>) => { id: number };
  toRow: (input: unknown) => Record<string, unknown>;
  unique: readonly TUniqueRule[];
  usages: readonly TUsage[];
  check?: TResourceCheck<unknown>;
  afterWrite?: TAfterWrite<{ id: number }>;
}

/**
 * Erases a typed server descriptor for the generic service, after checking it against its contract descriptor:
 * a sortable or filterable column without a database column fails when the module loads (at start, and in every
 * test), not on the first request.
 */
export function defineServerResource<TDescriptor extends TResourceDescriptor, TTable extends TReferenceTable>(
  definition: TServerResourceDefinition<TDescriptor, TTable>,
): TServerResource {
  const { descriptor } = definition;
  for (const column of descriptor.columns) {
    if ((column.sortable || column.filterable) && !definition.listColumns[column.field]) {
      throw new Error(`${descriptor.name}: list column "${column.field}" has no database column`);
    }
  }
  if (!definition.listColumns[descriptor.defaultSort.field]) {
    throw new Error(`${descriptor.name}: the default sort column has no database column`);
  }
  const tableColumns: Record<string, PgColumn> = getTableColumns(definition.table);
  const privateColumns = descriptor.privateFields.flatMap((field) =>
    [definition.listColumns[field], tableColumns[field]].filter((column) => column !== undefined),
  );
  // The only assertions of the generic machinery: rows come from a select on `table` itself, and inputs reach the
  // service only after the route validated them with `descriptor.input`.
  const typedInput = (input: unknown) => input as z.output<TDescriptor['input']>;
  const check = definition.check;
  const afterWrite = definition.afterWrite;
  // Records reach the hook only from `toRecord` of this same definition.
  const typedRecord = (record: { id: number } | null) => record as z.output<TDescriptor['record']> | null;
  return {
    descriptor,
    table: definition.table,
    searchColumns: definition.searchColumns,
    listColumns: definition.listColumns,
    privateColumns,
    toRecord: (row) => definition.toRecord(row as TTable['$inferSelect']),
    toRow: (input) => definition.toRow(typedInput(input)),
    unique: definition.unique,
    usages: definition.usages,
    ...(check ? { check: (options) => check({ ...options, input: typedInput(options.input) }) } : {}),
    ...(afterWrite
      ? {
          afterWrite: (options) =>
            afterWrite({ ...options, record: typedRecord(options.record), previous: typedRecord(options.previous) }),
        }
      : {}),
  };
}
