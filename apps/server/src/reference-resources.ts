import type { TReferenceResourceName } from '@frs/contract';
import { classTemplatesResource, flightTemplatesResource } from '../flights/template-resources';
import {
  aircraftResource,
  airlinesResource,
  airportsResource,
  baggageRulesResource,
  fareRulesResource,
  timeLimitsResource,
} from './flight-reference-resources';
import { currencySettingsResource } from '../currency/currency-settings-resource';
import {
  hotelProvidersResource,
  hotelsResource,
  roomCategoriesResource,
  roomsResource,
  servicesResource,
  tourManagersResource,
} from '../hotels/hotel-reference-resources';
import { notificationsResource } from '../notifications/notifications-resource';
import type { TServerResource } from './server-resource';

/** Every reference resource the server serves; `satisfies` makes a resource of the contract without one fail. */
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
