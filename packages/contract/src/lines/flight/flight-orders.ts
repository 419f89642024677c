import { daysBetween } from '../../dates';
import type { TPassengerPrice, TTravelType } from './flight-inventory-schemas';
import type { TPassengerType } from './flight-reference-schemas';
import { toAmdMinor, type TCurrency } from '../../money';
import { defineOrderLifecycle, type TLifecycleActor } from '../../order-lifecycle';
import type { TRole } from '../../roles';
import { MAX_PASSENGERS, ORDER_LINE_RULES, type TOrderStatus, type TOrderTransition } from '../shared/order-rules';

/**
 * The flight order line as data: its lifecycle (docs/DOMAIN.md's transition table on the statuses every line shares,
 * and who may run each operation: FLIGHT_ORDER_LIFECYCLE), and the pure rules of prices, currency conversion, passenger
 * ages and ticket numbers. The server enforces all of it; the web app reads the same tables to decide what to offer.
 */

// --- The transition table ------------------------------------------------------------------------------------

export const FLIGHT_ORDER_OPERATIONS = ORDER_LINE_RULES.operations('bookingToTicketing', [
  'split',
  'removePassenger',
  'editPassengerName',
  'changeOrderDate',
  'editDiscount',
]);
export type TFlightOrderOperation = (typeof FLIGHT_ORDER_OPERATIONS)[number];

/**
 * docs/DOMAIN.md's transition table: the rows every line shares, paying a booking (`bookingToTicketing`), and the
 * changes of a booked or ticketed order's passengers, flights and price. A refund of some of the passengers leaves the
 * order `ticketed`; refunding the last active one makes it `refunded`.
 */
export const FLIGHT_ORDER_TRANSITIONS = {
  ...ORDER_LINE_RULES.transitions,
  bookingToTicketing: ORDER_LINE_RULES.payBooking,
  split: { from: ['booked', 'ticketed'], to: null },
  removePassenger: { from: ['booked', 'ticketed'], to: null },
  editPassengerName: { from: ['booked', 'ticketed'], to: null },
  changeOrderDate: { from: ['booked', 'ticketed'], to: null },
  editDiscount: { from: ['booked', 'ticketed'], to: null },
} as const satisfies Record<TFlightOrderOperation, TOrderTransition>;

// --- Who may run an operation ---------------------------------------------------------------------------------

/** The agency's staff who sell and manage flight orders. Viewer and Hotels read them only; Reports never sees them. */
export const FLIGHT_ORDER_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Packages'];
/** Who may read flight orders at all: the roles of /reservations/flight (all but Reports). */
export const FLIGHT_ORDER_READERS = ORDER_LINE_RULES.readers;

export type TOrderActor = TLifecycleActor;

/**
 * The flight order line's lifecycle: docs/DOMAIN.md's table and its actor rules. Operations only the system runs (the
 * expiry jobs); a refund and a price edit are for admins, and so is anything that refunds a ticketed passenger (a
 * ticketed name change, removing a ticketed passenger).
 */
export const FLIGHT_ORDER_LIFECYCLE = defineOrderLifecycle<TOrderStatus, TFlightOrderOperation>({
  operations: FLIGHT_ORDER_OPERATIONS,
  transitions: FLIGHT_ORDER_TRANSITIONS,
  staff: FLIGHT_ORDER_STAFF,
  systemOperations: ORDER_LINE_RULES.systemOperations,
  staffOnly: ['refund', 'editDiscount'],
  staffOnlyWhen: { ticketed: ['editPassengerName', 'removePassenger'] },
});

/** Whether this actor may run the operation on an order in this status: the transition table and the actor rules. */
export function mayRunFlightOrderOperation(
  actor: TOrderActor,
  status: TOrderStatus,
  operation: TFlightOrderOperation,
): boolean {
  return FLIGHT_ORDER_LIFECYCLE.mayRun(actor, status, operation);
}

/** The operations this actor may run now, in the table's order: what the order page offers (and nothing else). */
export function allowedFlightOrderOperations(actor: TOrderActor, status: TOrderStatus): TFlightOrderOperation[] {
  return FLIGHT_ORDER_LIFECYCLE.allowed(actor, status);
}

/** Who may create orders (pre-order): agents for themselves, the order staff for the agency or for an agent. */
export function mayCreateFlightOrders(role: TRole): boolean {
  return FLIGHT_ORDER_LIFECYCLE.mayCreate(role);
}

// --- Prices ---------------------------------------------------------------------------------------------------

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

// --- Ticket numbers -----------------------------------------------------------------------------------------

export const TICKET_SERIAL_DIGITS = 10;

/** A ticket number: the 3-digit prefix of the ticket settings and a 10-digit serial (13 digits). */
export function ticketNumber(prefix: string, serial: number): string {
  if (!/^\d{3}$/.test(prefix)) throw new RangeError(`A ticket prefix has 3 digits: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** TICKET_SERIAL_DIGITS) {
    throw new RangeError(`A ticket serial has at most ${TICKET_SERIAL_DIGITS} digits: ${serial}`);
  }
  return `${prefix}${String(serial).padStart(TICKET_SERIAL_DIGITS, '0')}`;
}
