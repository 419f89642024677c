import { addDays, daysBetween } from '../../dates';
import { defineOrderLifecycle } from '../../order-lifecycle';
import { toAmdMinor, type TCurrency } from '../../money';
import type { TRole } from '../../roles';
import { ORDER_LINE_RULES, ORDER_STATUSES, type TOrderStatus, type TOrderTransition } from '../shared/order-rules';

/**
 * Hotel stays as data (docs/DOMAIN.md "Hotels and packages"): the hotel order line's lifecycle, and the pure rules of
 * nights, occupancy, child ages and cancellation penalties that the server enforces and the web app shows.
 */

// --- Stays ----------------------------------------------------------------------------------------------------

/** A stay is at most this many nights; one order holds at most this many rooms. */
export const MAX_STAY_NIGHTS = 30;
export const MAX_HOTEL_ROOMS = 5;
/** Guests of one room, and a child's age: under 18. */
export const MAX_ROOM_GUESTS = 12;
export const MAX_CHILD_AGE = 17;
/** How far ahead one inventory change may reach, in nights. */
export const MAX_INVENTORY_RANGE_NIGHTS = 366;

/** The nights of a stay: every date from check-in to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = daysBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(checkIn, index));
}

/** What a room type allows (the rooms reference resource's occupancy and policy fields). */
export interface TRoomPolicy {
  capacity: number;
  maxAdults: number;
  maxChildren: number;
  /** A child is at most this old on the check-in day; older guests count as adults. */
  childMaxAge: number;
  /** The shortest stay, in nights. */
  minStay: number;
}

export type TOccupancyViolation =
  'noAdult' | 'tooManyAdults' | 'tooManyChildren' | 'tooManyGuests' | 'childTooOldForRoom';

/** Why a room type cannot take these guests (null: it can). */
export function occupancyViolation(
  policy: TRoomPolicy,
  adults: number,
  childAges: readonly number[],
): TOccupancyViolation | null {
  if (adults < 1) return 'noAdult';
  if (childAges.some((age) => age > policy.childMaxAge)) return 'childTooOldForRoom';
  if (adults > policy.maxAdults) return 'tooManyAdults';
  if (childAges.length > policy.maxChildren) return 'tooManyChildren';
  if (adults + childAges.length > policy.capacity) return 'tooManyGuests';
  return null;
}

// --- Cancellation policy --------------------------------------------------------------------------------------

export const HOTEL_PENALTY_TYPES = ['percent', 'nights'] as const;
export type THotelPenaltyType = (typeof HOTEL_PENALTY_TYPES)[number];

/**
 * One tier of a room type's cancellation policy: cancelling `daysBefore` days or fewer before check-in costs a
 * percentage of the stay, or the price of its first nights. The tier with the highest charge that applies wins.
 */
export interface TCancellationTier {
  daysBefore: number;
  type: THotelPenaltyType;
  value: number;
}

/** What one night costs the payer, in AMD minor units, in night order. */
export type TNightBasis = readonly number[];

/**
 * The penalty of cancelling a room's stay `daysLeft` days before check-in (negative: after it began): the highest
 * charge of the tiers that apply, never more than the stay. A percentage rounds half up to a whole minor unit.
 */
export function hotelPenalty(policy: readonly TCancellationTier[], nights: TNightBasis, daysLeft: number): number {
  const stay = nights.reduce((sum, night) => sum + night, 0);
  let penalty = 0;
  for (const tier of policy) {
    if (daysLeft > tier.daysBefore) continue;
    const charge =
      tier.type === 'percent'
        ? Math.floor((stay * Math.round(tier.value * 100) + 5000) / 10000)
        : nights.slice(0, tier.value).reduce((sum, night) => sum + night, 0);
    penalty = Math.max(penalty, charge);
  }
  return Math.min(penalty, stay);
}

/** A share of a price in whole percent, rounded half up (a room type's commission). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** A night of a room type as the inventory prices it: its price in the room type's currency (minor units). */
export interface TNightRate {
  date: string;
  price: number;
}

/** One room's stay priced in AMD minor units: each night gross with its commission, and the sums. */
export interface TStayPricing {
  nights: { date: string; gross: number; commission: number }[];
  gross: number;
  commission: number;
  net: number;
}

/**
 * Prices one room for a stay (search and pre-order alike): each night converted to AMD at the agency rate
 * (`toAmdMinor`), its commission the room type's percentage of it, then summed, so that a refund by nights and the
 * sums agree to the minor unit.
 */
export function priceStay(
  nights: readonly TNightRate[],
  currency: TCurrency,
  rate: number | null,
  commissionPercent: number,
): TStayPricing {
  const priced = nights.map((night) => {
    const gross = toAmdMinor(night.price, currency, rate);
    return { date: night.date, gross, commission: percentOf(gross, commissionPercent) };
  });
  const gross = priced.reduce((sum, night) => sum + night.gross, 0);
  const commission = priced.reduce((sum, night) => sum + night.commission, 0);
  return { nights: priced, gross, commission, net: gross - commission };
}

// --- The hotel order line's lifecycle -------------------------------------------------------------------------

export const HOTEL_ORDER_OPERATIONS = ORDER_LINE_RULES.operations('ticketing', []);
export type THotelOrderOperation = (typeof HOTEL_ORDER_OPERATIONS)[number];

/**
 * docs/DOMAIN.md's table for a stay: the rows every line shares, where `ticket` confirms the stay at once (charged,
 * voucher issued) and a booking is confirmed by `ticketing`; a confirmed stay is refunded whole, less the
 * cancellation policy's penalty.
 */
export const HOTEL_ORDER_TRANSITIONS = {
  ...ORDER_LINE_RULES.transitions,
  ticketing: ORDER_LINE_RULES.payBooking,
} as const satisfies Record<THotelOrderOperation, TOrderTransition>;

/** The staff who sell and manage hotel orders. Viewer, Tickets and Packages read them; Reports never sees them. */
export const HOTEL_ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Hotels'];
export const HOTEL_ORDER_READERS = ORDER_LINE_RULES.readers;

/** A refund is the staff's: it applies the policy (or the staff's own penalty) and credits the rest. */
export const HOTEL_ORDER_LIFECYCLE = defineOrderLifecycle<TOrderStatus, THotelOrderOperation>({
  operations: HOTEL_ORDER_OPERATIONS,
  transitions: HOTEL_ORDER_TRANSITIONS,
  staff: HOTEL_ORDER_STAFF,
  systemOperations: ORDER_LINE_RULES.systemOperations,
  staffOnly: ['refund'],
});

/** The order statuses a hotel order can have (all of the flight line's). */
export const HOTEL_ORDER_STATUSES = ORDER_STATUSES;

/**
 * Whether a stay's rooms went back to the provider: unsold rooms return `releaseDays` days before check-in, so a
 * stay checking in sooner than that can no longer be sold.
 */
export function isReleased(today: string, checkIn: string, releaseDays: number): boolean {
  return daysBetween(today, checkIn) < releaseDays;
}

/** Days from `today` to check-in (0 on the day, negative after it). */
export function daysBeforeCheckIn(today: string, checkIn: string): number {
  return daysBetween(today, checkIn);
}
