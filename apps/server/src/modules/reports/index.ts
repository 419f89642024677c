/**
 * Reports: the flight reports (figures per flight, class, agent or day over the order lines' tables and the ledger)
 * and the staff's full order data export. Owns no table: a report reads the owning modules' tables, never writes.
 */

export { reportsRoutes } from './routes';
