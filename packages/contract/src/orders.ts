import { daysBetween } from './dates';
import type { TPassengerPrice, TTravelType } from './api/flights';
import type { TPassengerType } from './api/flight-reference';
import type { TCurrency } from './money';
import { defineOrderLifecycle, type TLifecycleActor, type TLifecycleTransition } from './order-lifecycle';
import type { TRole } from './roles';

/**
 * The flight order lifecycle of docs/DOMAIN.md as data: statuses, the one transition table every operation goes
 * through, who may run each operation (the flight line's `defineOrderLifecycle`, FLIGHT_ORDER_LIFECYCLE), and the
 * pure rules of prices, currency conversion, passenger ages, PNRs and ticket numbers. The server enforces all of it; the web app reads the same tables to decide what to offer.
 */

// --- Statuses and the transition table ------------------------------------------------------------------------

export const ORDER_STATUSES = ['hold', 'booked', 'ticketed', 'cancelled', 'expired', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders that hold or own seats: a flight with such orders cannot be deleted or moved without confirmation. */
export const ACTIVE_ORDER_STATUSES = ['hold', 'booked', 'ticketed'] as const satisfies readonly TOrderStatus[];

/** A passenger of an order: still travelling, refunded (ticketed), or removed from a booking. */
export const ORDER_PASSENGER_STATUSES = ['active', 'refunded', 'removed'] as const;
export type TOrderPassengerStatus = (typeof ORDER_PASSENGER_STATUSES)[number];

export const ORDER_OPERATIONS = [
  'cancelPreOrder',
  'expireHold',
  'book',
  'ticket',
  'bookingToTicketing',
  'cancel',
  'expireBooking',
  'refund',
  'split',
  'removePassenger',
  'editPassengerName',
  'changeOrderDate',
  'editDiscount',
  'edit',
] as const;
export type TOrderOperation = (typeof ORDER_OPERATIONS)[number];

export type TOrderTransition = TLifecycleTransition<TOrderStatus>;

/**
 * docs/DOMAIN.md's transition table. A pre-order creates an order in `hold` (it has no "from"). A refund of some of the
 * passengers leaves the order `ticketed`; refunding the last active one makes it `refunded`.
 */
export const ORDER_TRANSITIONS = {
  cancelPreOrder: { from: ['hold'], to: 'cancelled' },
  expireHold: { from: ['hold'], to: 'expired' },
  book: { from: ['hold'], to: 'booked' },
  ticket: { from: ['hold'], to: 'ticketed' },
  bookingToTicketing: { from: ['booked'], to: 'ticketed' },
  cancel: { from: ['booked'], to: 'cancelled' },
  expireBooking: { from: ['booked'], to: 'expired' },
  refund: { from: ['ticketed'], to: 'refunded' },
  split: { from: ['booked', 'ticketed'], to: null },
  removePassenger: { from: ['booked', 'ticketed'], to: null },
  editPassengerName: { from: ['booked', 'ticketed'], to: null },
  changeOrderDate: { from: ['booked', 'ticketed'], to: null },
  editDiscount: { from: ['booked', 'ticketed'], to: null },
  edit: { from: ['hold', 'booked', 'ticketed'], to: null },
} as const satisfies Record<TOrderOperation, TOrderTransition>;

/** Whether the operation may start from this status (the actor is checked separately). */
export function canTransition(status: TOrderStatus, operation: TOrderOperation): boolean {
  return FLIGHT_ORDER_LIFECYCLE.canTransition(status, operation);
}

// --- Who may run an operation ---------------------------------------------------------------------------------

/** The agency's staff who sell and manage flight orders. Viewer and Hotels read them only; Reports never sees them. */
export const ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
/** Who may read flight orders at all: the roles of /reservations/flight (all but Reports). */
export const ORDER_READERS: readonly TRole[] = [
  'Super Admin',
  'Admin',
  'Viewer',
  'Tickets',
  'Hotels',
  'Packages',
  'user',
];

export type TOrderActor = TLifecycleActor;

/**
 * The flight order line's lifecycle: docs/DOMAIN.md's table and its actor rules. Operations only the system runs (the
 * expiry jobs); a refund and a price edit are for admins, and so is anything that refunds a ticketed passenger (a
 * ticketed name change, removing a ticketed passenger).
 */
export const FLIGHT_ORDER_LIFECYCLE = defineOrderLifecycle<TOrderStatus, TOrderOperation>({
  operations: ORDER_OPERATIONS,
  transitions: ORDER_TRANSITIONS,
  staff: ORDER_STAFF,
  systemOperations: ['expireHold', 'expireBooking'],
  staffOnly: ['refund', 'editDiscount'],
  staffOnlyWhen: { ticketed: ['editPassengerName', 'removePassenger'] },
});

/** Whether this actor may run the operation on an order in this status: the transition table and the actor rules. */
export function mayRunOrderOperation(actor: TOrderActor, status: TOrderStatus, operation: TOrderOperation): boolean {
  return FLIGHT_ORDER_LIFECYCLE.mayRun(actor, status, operation);
}

/** The operations this actor may run now, in the table's order: what the order page offers (and nothing else). */
export function allowedOrderOperations(actor: TOrderActor, status: TOrderStatus): TOrderOperation[] {
  return FLIGHT_ORDER_LIFECYCLE.allowed(actor, status);
}

/** Who may create orders (pre-order): agents for themselves, the order staff for the agency or for an agent. */
export function mayCreateOrders(role: TRole): boolean {
  return FLIGHT_ORDER_LIFECYCLE.mayCreate(role);
}

// --- Prices ---------------------------------------------------------------------------------------------------

/** At most this many passengers in one order (infants included); infants never outnumber adults. */
export const MAX_PASSENGERS = 9;
/** A round trip with a stay over this many days adds the long-range surcharge. */
export const LONG_STAY_DAYS = 15;
/** A round trip with a stay under this many days adds the short-range surcharge. */
export const SHORT_STAY_DAYS = 3;

export type TSurchargeKind = 'multiDestination' | 'longRange' | 'shortRange';

/**
 * Which surcharge a trip adds (docs/DOMAIN.md): multi destination always; a round trip by the days between the outbound
 * and the return departure dates (local). Null: none.
 */
export function tripSurcharge(travelType: TTravelType, legDates: readonly string[]): TSurchargeKind | null {
  if (travelType === 'multiDestination') return 'multiDestination';
  if (travelType !== 'roundTrip' || legDates.length < 2) return null;
  const stay = daysBetween(legDates[0]!, legDates[legDates.length - 1]!);
  if (stay > LONG_STAY_DAYS) return 'longRange';
  if (stay < SHORT_STAY_DAYS) return 'shortRange';
  return null;
}

/** One passenger's price on one segment, in integer minor units of the flight's currency. */
export interface TPriceBreakdown {
  fare: number;
  tax: number;
  surcharge: number;
  /** gross = fare + tax + surcharge: what the agency's own customer pays. */
  gross: number;
  commission: number;
  /** net = gross - commission: what an agent pays. */
  net: number;
}

const SURCHARGE_FIELD: Record<TSurchargeKind, keyof TPassengerPrice> = {
  multiDestination: 'surchargeMultiDestination',
  longRange: 'surchargeLongRange',
  shortRange: 'surchargeShortRange',
};

/** docs/DOMAIN.md: gross = fare + tax + surcharge, net = gross - commission; infants pay the fare only. */
export function passengerPrice(
  price: TPassengerPrice,
  type: TPassengerType,
  surcharge: TSurchargeKind | null,
): TPriceBreakdown {
  const fare = price.fare;
  const tax = type === 'infant' ? 0 : price.tax;
  const surchargeAmount = type === 'infant' || !surcharge ? 0 : price[SURCHARGE_FIELD[surcharge]];
  const gross = fare + tax + surchargeAmount;
  const commission = Math.min(price.commission, gross);
  return { fare, tax, surcharge: surchargeAmount, gross, commission, net: gross - commission };
}

export function addBreakdowns(parts: readonly TPriceBreakdown[]): TPriceBreakdown {
  const total: TPriceBreakdown = { fare: 0, tax: 0, surcharge: 0, gross: 0, commission: 0, net: 0 };
  for (const part of parts) {
    total.fare += part.fare;
    total.tax += part.tax;
    total.surcharge += part.surcharge;
    total.gross += part.gross;
    total.commission += part.commission;
    total.net += part.net;
  }
  return total;
}

/** Rates keep 4 decimals: a rate as an integer number of 1/10000 AMD. */
function rateTenThousandths(rate: number): bigint {
  return BigInt(Math.round(rate * 10_000));
}

/**
 * Converts minor units of a currency to AMD minor units (docs/DOMAIN.md): amount x agency rate, rounded half up to
 * whole AMD. Exact: BigInt arithmetic on the minor units and the rate's 4 decimals, never a float product.
 */
export function toAmdMinor(minor: number, currency: TCurrency, rate: number | null): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  if (currency === 'AMD') return minor;
  if (rate === null || !(rate > 0)) throw new RangeError(`No ${currency} rate to convert with`);
  // minor/100 units x rate AMD = minor x rate4 / 1,000,000 whole AMD.
  const numerator = BigInt(Math.abs(minor)) * rateTenThousandths(rate);
  const wholeAmd = (numerator * 2n + 1_000_000n) / 2_000_000n;
  const amdMinor = Number(wholeAmd) * 100;
  return minor < 0 ? -amdMinor : amdMinor;
}

export function breakdownToAmd(breakdown: TPriceBreakdown, currency: TCurrency, rate: number | null): TPriceBreakdown {
  const fare = toAmdMinor(breakdown.fare, currency, rate);
  const tax = toAmdMinor(breakdown.tax, currency, rate);
  const surcharge = toAmdMinor(breakdown.surcharge, currency, rate);
  const commission = toAmdMinor(breakdown.commission, currency, rate);
  // Each part is rounded on its own, and the totals are the sums of the rounded parts, so they always add up.
  const gross = fare + tax + surcharge;
  return { fare, tax, surcharge, gross, commission, net: gross - commission };
}

// --- Passengers -----------------------------------------------------------------------------------------------

/** A child is under 12 on every travel date, an infant under 2; an adult is at least 12 by the last one. */
export const CHILD_MAX_AGE = 12;
export const INFANT_MAX_AGE = 2;

/** Full years between a date of birth and a date (both yyyy-mm-dd); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, date: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export type TPassengerRuleViolation =
  'birthInFuture' | 'passportExpired' | 'childTooOld' | 'infantTooOld' | 'adultTooYoung' | TPassportTripViolation;

/** The passport ends before the trip's last flight, said the way the trip reads: its return, its flight, its last. */
type TPassportTripViolation = 'passportExpires' | 'passportExpiresBeforeFlight' | 'passportExpiresBeforeLastFlight';
const PASSPORT_TRIP_VIOLATION: Record<TTravelType, TPassportTripViolation> = {
  roundTrip: 'passportExpires',
  oneWay: 'passportExpiresBeforeFlight',
  multiDestination: 'passportExpiresBeforeLastFlight',
};

export interface TPassengerRuleBreak {
  field: 'dateOfBirth' | 'passportExpiry';
  code: TPassengerRuleViolation;
}

/** The traveller's dates; null where a date is not (yet) known, whose rules then wait for it. */
export interface TTravellerDates {
  dateOfBirth: string | null;
  passportExpiry: string | null;
}

/**
 * The rules of a traveller whatever the trip, which the passengers directory keeps as well: born by today, and a
 * passport that has not expired. Dates are yyyy-mm-dd, so they compare as text.
 */
export function travellerRuleViolations(traveller: TTravellerDates, today: string): TPassengerRuleBreak[] {
  const violations: TPassengerRuleBreak[] = [];
  if (traveller.dateOfBirth !== null && traveller.dateOfBirth > today) {
    violations.push({ field: 'dateOfBirth', code: 'birthInFuture' });
  }
  if (traveller.passportExpiry !== null && traveller.passportExpiry < today) {
    violations.push({ field: 'passportExpiry', code: 'passportExpired' });
  }
  return violations;
}

/**
 * Checks a passenger against a trip (its travel type and every travel date: the local departure dates of the
 * segments, yyyy-mm-dd): the traveller's own rules, the type fits the age on each date, and the passport is valid
 * until the last one. Returns each broken rule with the field it belongs to, at most one per field. A date that is
 * null (not typed yet) breaks none of its rules, so a form can show the others at once.
 */
export function passengerRuleViolations(
  passenger: { type: TPassengerType } & TTravellerDates,
  trip: { travelType: TTravelType; dates: readonly string[] },
  today: string,
): TPassengerRuleBreak[] {
  const violations = travellerRuleViolations(passenger, today);
  const broken = (field: TPassengerRuleBreak['field']) => violations.some((violation) => violation.field === field);
  const dates = [...trip.dates].sort();
  const last = dates[dates.length - 1];
  if (last && passenger.dateOfBirth !== null && !broken('dateOfBirth')) {
    const oldest = ageOn(passenger.dateOfBirth, last);
    if (passenger.type === 'child' && oldest >= CHILD_MAX_AGE) {
      violations.push({ field: 'dateOfBirth', code: 'childTooOld' });
    }
    if (passenger.type === 'infant' && oldest >= INFANT_MAX_AGE) {
      violations.push({ field: 'dateOfBirth', code: 'infantTooOld' });
    }
    if (passenger.type === 'adult' && oldest < CHILD_MAX_AGE) {
      violations.push({ field: 'dateOfBirth', code: 'adultTooYoung' });
    }
  }
  if (last && passenger.passportExpiry !== null && !broken('passportExpiry') && passenger.passportExpiry < last) {
    violations.push({ field: 'passportExpiry', code: PASSPORT_TRIP_VIOLATION[trip.travelType] });
  }
  return violations;
}

/** At most 9 passengers, at least one adult, and no more infants than adults (each infant sits on an adult's lap). */
export function passengerCountViolation(counts: {
  adults: number;
  children: number;
  infants: number;
}): 'tooManyPassengers' | 'noAdult' | 'tooManyInfants' | null {
  if (counts.adults + counts.children + counts.infants > MAX_PASSENGERS) return 'tooManyPassengers';
  if (counts.adults < 1) return 'noAdult';
  if (counts.infants > counts.adults) return 'tooManyInfants';
  return null;
}

// --- PNRs and ticket numbers ----------------------------------------------------------------------------------

/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PNR_LENGTH = 6;
export const PNR_PATTERN = new RegExp(`^[${PNR_ALPHABET}]{${PNR_LENGTH}}$`);

/** A PNR from random bytes (the server passes crypto bytes): the alphabet has 32 letters, so no bias. */
export function pnrFromBytes(bytes: Uint8Array): string {
  if (bytes.length < PNR_LENGTH) throw new RangeError(`A PNR needs ${PNR_LENGTH} random bytes`);
  let pnr = '';
  for (let index = 0; index < PNR_LENGTH; index += 1) pnr += PNR_ALPHABET[bytes[index]! % PNR_ALPHABET.length];
  return pnr;
}

export const TICKET_SERIAL_DIGITS = 10;

/** A ticket number: the 3-digit prefix of the ticket settings and a 10-digit serial (13 digits). */
export function ticketNumber(prefix: string, serial: number): string {
  if (!/^\d{3}$/.test(prefix)) throw new RangeError(`A ticket prefix has 3 digits: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** TICKET_SERIAL_DIGITS) {
    throw new RangeError(`A ticket serial has at most ${TICKET_SERIAL_DIGITS} digits: ${serial}`);
  }
  return `${prefix}${String(serial).padStart(TICKET_SERIAL_DIGITS, '0')}`;
}
