/**
 * Hotels: the hotel reference resources (providers, hotels, room categories, rooms, services, tour managers), the
 * inventory night by night, and the room-night counters the hotel orders move.
 */

export { HOTEL_RESOURCES } from './hotel-reference-resources';
/** The hotel of a search's row (hotel search, package search). */
export { hotelSummaryOf } from './hotel-summary';
export { roomTypeTermsOf, type TRoomTypeTerms } from './room-type-terms';
export { moveRoomNights, type TRoomNightMove, type TRoomStay } from './room-nights';
export { hotelsRoutes } from './routes';
