import { ZErrorBody } from '../../errors';
import { defineEndpoint, NOT_FOUND } from '../../endpoint';
import { ZIdParams } from '../../api/common';
import { ZHotelCategories, ZMealTypes } from './hotel-reference-schemas';
import {
  ZHotelInventory,
  ZHotelInventoryQuery,
  ZInventoryUpdate,
  ZInventoryUpdateResult,
} from './hotel-inventory-schemas';

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
  inventory: defineEndpoint({
    method: 'GET',
    path: '/api/hotels/{id}/inventory',
    access: 'hotelInventory.read',
    params: ZIdParams,
    query: ZHotelInventoryQuery,
    response: ZHotelInventory,
    errors: NOT_FOUND,
    tag: 'hotels',
    summary: "A month of a hotel's room types night by night: allotment, sold, held, free, price, stop-sale",
  }),
  updateInventory: defineEndpoint({
    method: 'PUT',
    path: '/api/hotels/{id}/inventory',
    access: 'hotelInventory.write',
    params: ZIdParams,
    body: ZInventoryUpdate,
    response: ZInventoryUpdateResult,
    errors: { 404: ZErrorBody, 409: ZErrorBody },
    tag: 'hotels',
    summary: 'Set the allotment, price or stop-sale of room types over a date range (optionally some weekdays)',
  }),
};
