/** Hotels: the hotel reference resources (providers, hotels, room categories, rooms, services, tour managers). */

export { HOTEL_RESOURCES } from './hotel-reference-resources';
export { hotelsRoutes } from './routes';
