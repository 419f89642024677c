/** Hotels: the hotel reference resources (providers, hotels, room categories, rooms, services, tour managers). */

export {
  hotelProvidersResource,
  hotelsResource,
  roomCategoriesResource,
  roomsResource,
  servicesResource,
  tourManagersResource,
} from './hotel-reference-resources';
export { hotelsRoutes } from './routes';
