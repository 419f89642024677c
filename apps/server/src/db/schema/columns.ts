import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Integer minor units (1/100). bigint because 12-digit amounts overflow a 32-bit integer. */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });
