import type { TReferenceResourceName } from '@frs/contract';
import { currencySettingsResource } from './modules/currency';
import { classTemplatesResource, flightTemplatesResource } from './modules/flights';
import {
  hotelProvidersResource,
  hotelsResource,
  roomCategoriesResource,
  roomsResource,
  servicesResource,
  tourManagersResource,
} from './modules/hotels';
import { notificationsResource } from './modules/notifications';
import {
  aircraftResource,
  airlinesResource,
  airportsResource,
  baggageRulesResource,
  fareRulesResource,
  timeLimitsResource,
  type TServerResource,
} from './modules/reference';

/**
 * Every reference resource the server serves; `satisfies` makes a resource of the contract without one fail. It
 * lives at the composition root (beside app.ts), which passes it to the reference routes: each module declares its
 * own descriptors on the reference module's `defineServerResource`, so the reference module never imports them.
 */
export const SERVER_RESOURCES = {
  airports: airportsResource,
  airlines: airlinesResource,
  aircraft: aircraftResource,
  fareRules: fareRulesResource,
  baggageRules: baggageRulesResource,
  timeLimits: timeLimitsResource,
  flightTemplates: flightTemplatesResource,
  classTemplates: classTemplatesResource,
  currencySettings: currencySettingsResource,
  notifications: notificationsResource,
  hotelProviders: hotelProvidersResource,
  hotels: hotelsResource,
  roomCategories: roomCategoriesResource,
  rooms: roomsResource,
  services: servicesResource,
  tourManagers: tourManagersResource,
} as const satisfies Record<TReferenceResourceName, TServerResource>;
