/**
 * Search: flight offers over the ±3-day window, and the search cache of all three lines
 * (apps/server/src/modules/search/README.md). It reads, and writes no table.
 */

export { searchRoutes } from './routes';
export { candidatesStatement } from './search-service';
export {
  createSearchCache,
  ownWriteHook,
  sendSearchAnswer,
  SEARCH_CHANNEL,
  type TSearchCache,
  type TSearchCacheOptions,
} from './search-cache';
export { hotelSearchTags, packageSearchTags, questionOf } from './search-questions';
