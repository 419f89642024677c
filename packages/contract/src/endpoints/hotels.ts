import { defineEndpoint } from '../endpoint';
import { ZHotelCategories, ZMealTypes } from '../api/hotel-reference';

/** The fixed lists of hotel data; the hotel records themselves are reference resources. */
export const HOTEL_ENDPOINTS = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/hotels/category',
    access: 'hotelReference.read',
    response: ZHotelCategories,
    tag: 'hotels',
    summary: 'Hotel categories (stars)',
  }),
  mealTypes: defineEndpoint({
    method: 'GET',
    path: '/api/roomsCategory/mealTypes',
    access: 'hotelReference.read',
    response: ZMealTypes,
    tag: 'hotels',
    summary: 'Meal types of rooms: RO, BB, HB, FB, AI',
  }),
};
