import { ZErrorBody } from '../../errors';
import { defineEndpoint } from '../../endpoint';
import { ZIdParams } from '../../api/common';
import { ZReceiptParams } from '../../api/documents';
import { ZHotelOrder } from './hotel-order-schemas';
import { ZHotelDetail, ZHotelSearchQuery, ZHotelSearchResponse, ZHotelStayQuery } from './hotel-search-schemas';

const tag = 'search';

/** Hotel search (docs/PRODUCT.md §7 "Search and orders"): prices depend on who asks (net for agents). */
export const HOTEL_SEARCH_ENDPOINTS = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/hotelSearch',
    access: 'search.hotels',
    query: ZHotelSearchQuery,
    response: ZHotelSearchResponse,
    errors: { 409: ZErrorBody },
    tag,
    summary: 'Hotels of a city (or one hotel) with the room types free on every night of the stay, priced in AMD',
  }),
  hotel: defineEndpoint({
    method: 'GET',
    path: '/api/hotelSearch/{id}',
    access: 'search.hotels',
    params: ZIdParams,
    query: ZHotelStayQuery,
    response: ZHotelDetail,
    errors: { 404: ZErrorBody, 409: ZErrorBody },
    tag,
    summary: "One hotel's description, photos and offers for the stay",
  }),
  byPnr: defineEndpoint({
    method: 'GET',
    path: '/api/hotelSearch/pnr/{pnr}',
    access: 'hotelOrders.read',
    params: ZReceiptParams,
    response: ZHotelOrder,
    errors: { 404: ZErrorBody },
    rowScope: { pnr: 'orderPnr' },
    tag,
    summary: 'A hotel order by its PNR',
  }),
};
