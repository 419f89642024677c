import type { TReferenceResourceName } from '@frs/contract';
import {
  aircraft,
  airlines,
  airports,
  baggageRules,
  classTemplates,
  currencySettings,
  fareRules,
  flightTemplates,
  hotelProviders,
  hotels,
  notifications,
  packageOffers,
  roomCategories,
  rooms,
  services,
  timeLimits,
  tourManagers,
} from '../../db/schema';
import type { TReferenceTable } from './server-resource';

/**
 * The table of each reference resource, for checking that a `reference` field points at an existing record. Kept
 * apart from the server descriptors so that the service can read it without importing them.
 */
export const REFERENCE_TABLES = {
  airports,
  airlines,
  aircraft,
  fareRules,
  baggageRules,
  timeLimits,
  flightTemplates,
  classTemplates,
  currencySettings,
  notifications,
  hotelProviders,
  hotels,
  roomCategories,
  rooms,
  services,
  tourManagers,
  packageOffers,
} as const satisfies Record<TReferenceResourceName, TReferenceTable>;
