import { integer, pgSequence, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** The invoices' own counter: numbers run without gaps in issue order, apart from any other series. */
export const invoiceSerial = pgSequence('invoice_serial', { startWith: 1, minValue: 1 });

/**
 * An order's invoice number, given the first time its invoice is printed and the same on every later print (a
 * re-printed invoice must carry the number the buyer booked).
 */
export const invoiceNumbers = pgTable('invoice_numbers', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: integer('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
