/**
 * Package search: the combinations of an offer's flights both ways, an allowed room type and the offer's services
 * with room for the whole party, priced for the caller (docs/ARCHITECTURE.md "Search"). It reads, and writes no table.
 */

export { packageSearchRoutes } from './routes';
