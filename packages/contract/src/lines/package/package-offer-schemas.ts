import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import {
  MARKUP_TYPES,
  MAX_PACKAGE_NIGHT_OPTIONS,
  MAX_PACKAGE_NIGHTS,
  MAX_PACKAGE_ROOM_TYPES,
  MAX_PACKAGE_SERVICES,
  SERVICE_CHARGES,
} from './package-orders';
import { endNotBeforeStart, float, integer, positiveInteger, requiredText, ruleMessage } from '../../validation';
import { CLASS_TYPES } from '../flight/flight-inventory-schemas';
import { MAX_CANCELLATION_TIERS, ZCancellationTier } from '../hotel/hotel-reference-schemas';

/**
 * Package offers (docs/DOMAIN.md "Hotels and packages"), kept by the Packages role: a destination, the flight route
 * both ways in one class type (every flight date on the route qualifies), the room types allowed, the stay lengths, the
 * included services, a tour manager, the markup, the agent's commission and the sale period (the departure dates the
 * offer sells). A reference resource (`PACKAGE_OFFERS`, GET/POST/PUT/DELETE /api/packageOffers).
 */

export const ZMarkupType = z.enum(MARKUP_TYPES);
export const ZServiceCharge = z.enum(SERVICE_CHARGES);

export const ZMarkup = z.discriminatedUnion('type', [
  /** AMD minor units per booking. */
  z.strictObject({ type: z.literal('amount'), value: integer({ min: 0, max: 100_000_000_00 }) }),
  z.strictObject({ type: z.literal('percent'), value: float({ min: 0, max: 100, decimals: 2 }) }),
]);

export const ZPackageServiceInput = z.strictObject({ serviceId: positiveInteger(), charge: ZServiceCharge });
export type TPackageServiceInput = z.infer<typeof ZPackageServiceInput>;

export const ZPackageOfferInput = z
  .strictObject({
    name: requiredText(150),
    /** The city travellers go to, as the hotels name it ("Paris"). */
    destination: requiredText(100),
    /** Outbound from → to; the return flies to → from. */
    fromAirportId: positiveInteger(),
    toAirportId: positiveInteger(),
    /** The flights' class of this type is sold (the cheapest with room, on each flight). */
    classType: z.enum(CLASS_TYPES),
    /** Room types (`/api/rooms` ids) allowed; their hotels are the offer's hotels. */
    roomIds: z.array(positiveInteger()).min(1).max(MAX_PACKAGE_ROOM_TYPES),
    /** Stay lengths on sale, in nights (e.g. [7, 10]). */
    nights: z
      .array(integer({ min: 1, max: MAX_PACKAGE_NIGHTS }))
      .min(1)
      .max(MAX_PACKAGE_NIGHT_OPTIONS),
    services: z.array(ZPackageServiceInput).max(MAX_PACKAGE_SERVICES),
    tourManagerId: positiveInteger(),
    markup: ZMarkup,
    /** The agent's commission: whole percent of the package's gross price. */
    commissionPercent: integer({ min: 0, max: 100 }),
    /** The first and last departure dates the offer sells. */
    saleFrom: ZIsoDate,
    saleTo: ZIsoDate,
    /** The package's own refund policy (tiers by days before departure); empty: the stricter of the parts'. */
    cancellationPolicy: z.array(ZCancellationTier).max(MAX_CANCELLATION_TIERS),
    active: z.boolean(),
  })
  .superRefine((offer, context) => {
    if (offer.fromAirportId === offer.toAirportId) {
      context.addIssue({ code: 'custom', path: ['toAirportId'], ...ruleMessage('sameAirports') });
    }
    if (!endNotBeforeStart({ startDate: offer.saleFrom, endDate: offer.saleTo })) {
      context.addIssue({ code: 'custom', path: ['saleTo'], ...ruleMessage('endBeforeStart') });
    }
    if (new Set(offer.nights).size !== offer.nights.length) {
      context.addIssue({ code: 'custom', path: ['nights'], ...ruleMessage('duplicate') });
    }
    if (new Set(offer.roomIds).size !== offer.roomIds.length) {
      context.addIssue({ code: 'custom', path: ['roomIds'], ...ruleMessage('duplicate') });
    }
    if (new Set(offer.services.map((service) => service.serviceId)).size !== offer.services.length) {
      context.addIssue({ code: 'custom', path: ['services'], ...ruleMessage('duplicate') });
    }
  })
  .meta({ id: 'PackageOfferRequest' });
export type TPackageOfferInput = z.input<typeof ZPackageOfferInput>;

export const ZPackageOffer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    destination: z.string(),
    fromAirportId: z.number().int(),
    toAirportId: z.number().int(),
    classType: z.enum(CLASS_TYPES),
    roomIds: z.array(z.number().int()),
    nights: z.array(z.number().int()),
    services: z.array(z.object({ serviceId: z.number().int(), charge: ZServiceCharge })),
    tourManagerId: z.number().int(),
    markup: z.object({ type: ZMarkupType, value: z.number() }),
    commissionPercent: z.number().int(),
    saleFrom: ZIsoDate,
    saleTo: ZIsoDate,
    cancellationPolicy: z.array(ZCancellationTier),
    active: z.boolean(),
  })
  .meta({ id: 'PackageOffer' });
export type TPackageOffer = z.infer<typeof ZPackageOffer>;
