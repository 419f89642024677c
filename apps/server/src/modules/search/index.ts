/** Search: flight offers over the ±3-day window (docs/ARCHITECTURE.md "Search"). It reads, and writes no table. */

export { searchRoutes } from './routes';
export { candidatesStatement } from './search-service';
