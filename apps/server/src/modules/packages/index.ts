/**
 * Packages: the package offers (a reference resource of the settings console) the Packages role sells. Package search
 * and package orders read them; the orders' own rows belong to the package-orders module.
 */

import { packageOffersResource } from './package-offers-resource';

/** The packages module's reference resources, by their contract names (the composition root serves them). */
export const PACKAGE_RESOURCES = { packageOffers: packageOffersResource } as const;
