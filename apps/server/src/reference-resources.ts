import type { TReferenceResourceName } from '@frs/contract';
import { currencySettingsResource } from './modules/currency';
import { FLIGHT_TEMPLATE_RESOURCES } from './modules/flights';
import { HOTEL_RESOURCES } from './modules/hotels';
import { notificationsResource } from './modules/notifications';
import { PACKAGE_RESOURCES } from './modules/packages';
import { FLIGHT_REFERENCE_RESOURCES, type TServerResource } from './modules/reference';

/**
 * Every reference resource the server serves; `satisfies` makes a resource of the contract without one fail. It
 * lives at the composition root (beside app.ts), which passes it to the reference routes: each module declares its
 * own descriptors on the reference module's `defineServerResource`, so the reference module never imports them.
 */
export const SERVER_RESOURCES = {
  ...FLIGHT_REFERENCE_RESOURCES,
  ...FLIGHT_TEMPLATE_RESOURCES,
  currencySettings: currencySettingsResource,
  notifications: notificationsResource,
  ...HOTEL_RESOURCES,
  ...PACKAGE_RESOURCES,
} as const satisfies Record<TReferenceResourceName, TServerResource>;
