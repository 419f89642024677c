/**
 * Package search: the combinations of an offer's flights both ways, an allowed room type and the offer's services with
 * room for the whole party, priced for the caller (apps/server/src/modules/package-search/README.md). It reads, and
 * writes no table.
 */

export { packageSearchRoutes } from './routes';
/** The search's three statements as they are sent, for the bench to time them raw beside the API. */
export { departureWindow, FLIGHTS_STATEMENT, OFFERS_STATEMENT, ROOMS_STATEMENT } from './package-search-reads';
