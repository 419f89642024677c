import { ZErrorBody } from '../../errors';
import { defineEndpoint } from '../../endpoint';
import { ZSearchRequest, ZSearchResponse } from './flight-search-schemas';

/** Flight search (docs/PRODUCT.md §7 "Search and orders"). */
export const SEARCH_ENDPOINTS = {
  flights: defineEndpoint({
    method: 'POST',
    path: '/api/search/mainSearch',
    access: 'search.flights',
    body: ZSearchRequest,
    response: ZSearchResponse,
    errors: { 409: ZErrorBody },
    tag: 'search',
    summary: 'Offers for a trip (one way, round trip, multi destination) with AMD prices and a ±3-day calendar',
  }),
};
