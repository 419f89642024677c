import { addDays } from '../../dates';
import { hotelPenalty, percentOf, type TCancellationTier } from '../hotel/hotel-orders';
import { defineOrderLifecycle } from '../../order-lifecycle';
import type { TPassengerType } from '../flight/flight-reference-schemas';
import { CHILD_MAX_AGE, INFANT_MAX_AGE } from '../flight/flight-orders';
import type { TRole } from '../../roles';
import { ORDER_LINE_RULES, type TOrderStatus, type TOrderTransition } from '../shared/order-rules';

/**
 * Packages as data (docs/DOMAIN.md "Hotels and packages"): an offer's pricing rules (the parts' prices, the markup, the
 * agent's commission), how a package order's price is shared among its travellers, its refund penalty, and the
 * package order line's lifecycle. The server enforces all of it; the web app shows the same numbers.
 */

// --- Offers ---------------------------------------------------------------------------------------------------

/** An offer lists at most this many stay lengths, room types and services. */
export const MAX_PACKAGE_NIGHT_OPTIONS = 6;
export const MAX_PACKAGE_ROOM_TYPES = 40;
export const MAX_PACKAGE_SERVICES = 10;
/** A package stay is 1 to this many nights. */
export const MAX_PACKAGE_NIGHTS = 30;
/** One package order sleeps its party in at most this many rooms, all of one room type. */
export const MAX_PACKAGE_ROOMS = 3;
/** A package search spans at most this many departure dates. */
export const MAX_PACKAGE_SEARCH_DAYS = 14;

export const MARKUP_TYPES = ['amount', 'percent'] as const;
export type TMarkupType = (typeof MARKUP_TYPES)[number];
/** An offer's markup on the sum of its parts: an amount in AMD minor units per booking, or a percentage. */
export interface TMarkup {
  type: TMarkupType;
  value: number;
}

/** How an included service is charged: per traveller (infants travel free), or once per booking. */
export const SERVICE_CHARGES = ['perPerson', 'perBooking'] as const;
export type TServiceCharge = (typeof SERVICE_CHARGES)[number];

/** The markup on the parts' gross, rounded half up (a percentage has up to 2 decimals). */
export function markupOf(partsGross: number, markup: TMarkup): number {
  if (markup.type === 'amount') return markup.value;
  return Math.floor((partsGross * Math.round(markup.value * 100) + 5000) / 10000);
}

/** The package's commission for an agent: the offer's whole percentage of the package gross. */
export function packageCommission(gross: number, commissionPercent: number): number {
  return percentOf(gross, commissionPercent);
}

/** `amount` shared as evenly as minor units allow among `count` parts, the first ones taking the remainder. */
export function shareEvenly(amount: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(amount / count);
  const rest = amount - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}

/** How a searched child flies by their age on the departure day: under 2 an infant (no seat), under 12 a child. */
export function packageFlightTypeOf(age: number): TPassengerType {
  if (age < INFANT_MAX_AGE) return 'infant';
  return age < CHILD_MAX_AGE ? 'child' : 'adult';
}

/** How a searched party sleeps in `rooms` rooms: adults dealt round-robin, then the children, continuing the deal. */
export function packageRoomsOf(
  adults: number,
  childAges: readonly number[],
  rooms: number,
): { adults: number; childAges: number[] }[] {
  const result = Array.from({ length: Math.max(rooms, 1) }, () => ({ adults: 0, childAges: [] as number[] }));
  for (let index = 0; index < adults; index += 1) result[index % result.length]!.adults += 1;
  for (const [index, age] of childAges.entries()) result[(adults + index) % result.length]!.childAges.push(age);
  return result;
}

/** One included service's price for the booking: its price converted to AMD, and how it is charged. */
export interface TPackageServicePrice {
  amountAmd: number;
  charge: TServiceCharge;
}

/** What a package is made of, each part already in AMD minor units. */
export interface TPackagePriceParts {
  /** Each traveller's gross fare on each leg (as a flight pre-order prices it); only `gross` counts. */
  travellerFlightPrices: readonly (readonly { gross: number }[])[];
  /** Each room's stay (priceStay); only `gross` counts: the offer's commission replaces the room type's. */
  stay: readonly { gross: number }[];
  services: readonly TPackageServicePrice[];
  /** Travellers a per-person service charges: every traveller but the infants. */
  payingTravellers: number;
  markup: TMarkup;
  commissionPercent: number;
}

export interface TPackagePricing {
  gross: number;
  commission: number;
  net: number;
  /** The parts of the gross: flights + hotel + services + markup = gross. */
  breakdown: { flights: number; hotel: number; services: number; markup: number };
  /** Each traveller's flights (gross, all legs), in traveller order. */
  travellerFlights: number[];
}

/**
 * A package's price for the whole party (search and pre-order alike, so an order costs what the search said):
 * the flights' and the stay's gross, the services (per paying traveller or once), the offer's markup on their sum,
 * and the agent's commission: the offer's percentage of the gross. The parts' own commissions do not apply.
 */
export function pricePackage(parts: TPackagePriceParts): TPackagePricing {
  const travellerFlights = parts.travellerFlightPrices.map((legs) => legs.reduce((sum, leg) => sum + leg.gross, 0));
  const flights = travellerFlights.reduce((sum, amount) => sum + amount, 0);
  const hotel = parts.stay.reduce((sum, room) => sum + room.gross, 0);
  const services = parts.services.reduce(
    (sum, service) => sum + service.amountAmd * (service.charge === 'perPerson' ? parts.payingTravellers : 1),
    0,
  );
  const markup = markupOf(flights + hotel + services, parts.markup);
  const gross = flights + hotel + services + markup;
  const commission = packageCommission(gross, parts.commissionPercent);
  return {
    gross,
    commission,
    net: gross - commission,
    breakdown: { flights, hotel, services, markup },
    travellerFlights,
  };
}

/**
 * The check-in of a package stay is the outbound flight's local arrival date; the return flight leaves on the
 * check-out day (local), `nights` later.
 */
export function packageCheckOut(checkIn: string, nights: number): string {
  return addDays(checkIn, nights);
}

/**
 * A traveller's refund penalty: the package's own policy (percent or nights tiers applied to the traveller's whole
 * package price, as if it were one night) when the offer has one; otherwise the stricter (the higher) of the
 * flights' fare-rule penalty and the hotel's policy penalty on the traveller's share of the stay.
 */
export function packagePenalty(options: {
  price: number;
  ownPolicy: readonly TCancellationTier[];
  daysBeforeDeparture: number;
  flightPenalty: number;
  hotelPenalty: number;
}): number {
  if (options.ownPolicy.length > 0) {
    return hotelPenalty(options.ownPolicy, [options.price], options.daysBeforeDeparture);
  }
  return Math.min(options.price, Math.max(options.flightPenalty, options.hotelPenalty));
}

// --- The package order line's lifecycle -----------------------------------------------------------------------

export const PACKAGE_ORDER_OPERATIONS = ORDER_LINE_RULES.operations('bookingToTicketing', ['split']);
export type TPackageOrderOperation = (typeof PACKAGE_ORDER_OPERATIONS)[number];

/**
 * docs/DOMAIN.md's table for a package: the rows every line shares, where a pre-order holds the seats on both flights
 * and the rooms on every night, `ticket` charges once and issues the tickets and the voucher, and a booking is ticketed
 * by `bookingToTicketing`. A refund of some travellers leaves the order ticketed; refunding the last one makes it
 * `refunded`. A split moves whole rooms with their travellers to a new PNR.
 */
export const PACKAGE_ORDER_TRANSITIONS = {
  ...ORDER_LINE_RULES.transitions,
  bookingToTicketing: ORDER_LINE_RULES.payBooking,
  split: { from: ['booked', 'ticketed'], to: null },
} as const satisfies Record<TPackageOrderOperation, TOrderTransition>;

/** The staff who sell and manage package orders. Viewer, Tickets and Hotels read them; Reports never sees them. */
export const PACKAGE_ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Packages'];
export const PACKAGE_ORDER_READERS = ORDER_LINE_RULES.readers;

/** A refund is the staff's: it applies the package's penalties (or the staff's own) and credits the rest. */
export const PACKAGE_ORDER_LIFECYCLE = defineOrderLifecycle<TOrderStatus, TPackageOrderOperation>({
  operations: PACKAGE_ORDER_OPERATIONS,
  transitions: PACKAGE_ORDER_TRANSITIONS,
  staff: PACKAGE_ORDER_STAFF,
  systemOperations: ORDER_LINE_RULES.systemOperations,
  staffOnly: ['refund'],
});
