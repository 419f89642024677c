import { sql, type SQL } from 'drizzle-orm';
import { bigint, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Integer minor units (1/100). bigint because 12-digit amounts overflow a 32-bit integer. */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });
/**
 * A person's name as one text, "first last": what the name filters of the order lists match (any part of it) and
 * what their trigram indexes are built on, so that the condition and the index are the same expression.
 */
export const fullName = (firstName: AnyPgColumn, lastName: AnyPgColumn): SQL =>
  sql`(${firstName} || ' ' || ${lastName})`;
