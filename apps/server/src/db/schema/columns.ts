import { sql, type SQL } from 'drizzle-orm';
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Integer minor units (1/100). bigint because 12-digit amounts overflow a 32-bit integer. */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });
/**
 * A person's name in the two orders people type it, lower-cased, kept by PostgreSQL (stored generated columns of a
 * table with `first_name` and `last_name`): "first last" and "last first". The order lists' name filters match the
 * beginning of either (a first name, a surname, a full name in either order), a range of their btree indexes
 * (`text_pattern_ops`, migration 0027), which also give the planner each key's statistics.
 */
export const nameSearchColumns = () => ({
  searchName: text('search_name').generatedAlwaysAs((): SQL => sql`lower(first_name || ' ' || last_name)`),
  searchSurname: text('search_surname').generatedAlwaysAs((): SQL => sql`lower(last_name || ' ' || first_name)`),
});
