/**
 * Hotel search: the hotels of a city (or one hotel) with the room types free on every night of a stay, priced for the
 * caller (apps/server/src/modules/hotel-search/README.md). It reads, and writes no table.
 */

export { hotelSearchRoutes } from './routes';
