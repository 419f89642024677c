import { z } from 'zod';
import { ZTravelType } from '../lines/flight/flight-inventory-schemas';
import { MAX_LEGS } from '../lines/flight/flight-search-schemas';

/**
 * GET /api/orders/booking-defaults (issue 31, "Faster booking for agents"): what the caller's next flight booking
 * starts from, so that an agent does not type the same things for every sale. Both parts are only suggestions the
 * screens fill in; the pre-order checks whatever is finally sent.
 */
export const BOOKING_CONTACT_SOURCES = ['lastOrder', 'profile'] as const;

export const ZBookingDefaults = z
  .object({
    /**
     * The checkout's contact person: the one of the caller's latest flight order whose contact is not one of its own
     * travellers (a traveller's own contact belongs to that trip, not to the next one), else the caller's profile
     * (contact name, mobile phone or else phone, e-mail; a value the contact rules would refuse is left empty).
     * Null when neither gives anything.
     */
    contact: z
      .object({
        name: z.string(),
        phone: z.string(),
        email: z.string(),
        source: z.enum(BOOKING_CONTACT_SOURCES),
        /** The PNR of the order it was taken from (source `lastOrder`). */
        pnr: z.string().nullable(),
      })
      .nullable(),
    /** The trip type and route of the caller's latest flight order (the search form starts from it); null: none. */
    trip: z
      .object({
        travelType: ZTravelType,
        legs: z
          .array(z.object({ fromAirportId: z.number().int(), toAirportId: z.number().int() }))
          .min(1)
          .max(MAX_LEGS),
      })
      .nullable(),
  })
  .meta({ id: 'BookingDefaults' });
export type TBookingDefaults = z.infer<typeof ZBookingDefaults>;
