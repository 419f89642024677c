/**
 * Search: flight offers over the ±3-day window (apps/server/src/modules/search/README.md). It reads, and writes no
 * table.
 */

export { searchRoutes } from './routes';
export { candidatesStatement } from './search-service';
