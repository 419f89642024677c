/**
 * History: the /history list (POST /api/logs/get) over `lib/history.ts`'s table, each row with who, when, what and
 * its old and new values; an agent reads the rows of its own orders, passengers and balance only.
 */

export { historyRoutes } from './routes';
