import type { TRole } from '../../roles';
import type { TLifecycleTransition } from '../../order-lifecycle';

/**
 * What every product line's orders share (docs/DOMAIN.md "Order lifecycle"): one `orders` table, so one set of
 * statuses, PNRs of one alphabet, the hold → booking → tickets (or confirmed stay) → refund path of the transition
 * tables, and the roles that read orders of any line. Each line's rules (lines/<line>/<line>-orders.ts) extend these.
 */

// --- Statuses -------------------------------------------------------------------------------------------------

export const ORDER_STATUSES = ['hold', 'booked', 'ticketed', 'cancelled', 'expired', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders that hold or own seats: a flight with such orders cannot be deleted or moved without confirmation. */
export const ACTIVE_ORDER_STATUSES = ['hold', 'booked', 'ticketed'] as const satisfies readonly TOrderStatus[];

/** A passenger of an order: still travelling, refunded (ticketed), or removed from a booking. */
export const ORDER_PASSENGER_STATUSES = ['active', 'refunded', 'removed'] as const;
export type TOrderPassengerStatus = (typeof ORDER_PASSENGER_STATUSES)[number];

/** At most this many travellers in one order (infants included; flights and packages); infants never outnumber adults. */
export const MAX_PASSENGERS = 9;

// --- The transitions every line shares -------------------------------------------------------------------------

export type TOrderTransition = TLifecycleTransition<TOrderStatus>;

/**
 * The transition table's rows every line has: a pre-order holds (it has no "from"); the hold is cancelled, expires,
 * becomes a booking (unpaid) or is paid at once (`ticket`); a booking is cancelled or expires; a paid order is
 * refunded; details are edited in any live status. Each line adds the operations of its own (paying a booking, a
 * split, a change of date…).
 */
export const SHARED_ORDER_TRANSITIONS = {
  cancelPreOrder: { from: ['hold'], to: 'cancelled' },
  expireHold: { from: ['hold'], to: 'expired' },
  book: { from: ['hold'], to: 'booked' },
  ticket: { from: ['hold'], to: 'ticketed' },
  cancel: { from: ['booked'], to: 'cancelled' },
  expireBooking: { from: ['booked'], to: 'expired' },
  refund: { from: ['ticketed'], to: 'refunded' },
  edit: { from: ['hold', 'booked', 'ticketed'], to: null },
} as const satisfies Record<string, TOrderTransition>;

/** Paying a booking: the booking becomes tickets (flights, packages) or a confirmed stay (hotels). */
export const PAY_BOOKING_TRANSITION = { from: ['booked'], to: 'ticketed' } as const satisfies TOrderTransition;

/** The expiry jobs' operations: no person runs them. */
export const SYSTEM_ORDER_OPERATIONS = ['expireHold', 'expireBooking'] as const;

/**
 * Who may read a line's orders: every role but Reports (agents only their own). Each line's staff who sell and
 * change its orders are a part of these.
 */
export const ORDER_LINE_READERS: readonly TRole[] = [
  'Super Admin',
  'Admin',
  'Viewer',
  'Tickets',
  'Hotels',
  'Packages',
  'user',
];

// --- PNRs -----------------------------------------------------------------------------------------------------

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

// --- The kit a line's rules are written with -----------------------------------------------------------------------

const HOLD_OPERATIONS = ['cancelPreOrder', 'expireHold', 'book', 'ticket'] as const;
const BOOKING_OPERATIONS = ['cancel', 'expireBooking', 'refund'] as const;

/**
 * A line's operations in the order its order page offers them: the hold's, paying a booking (each line names it),
 * the booking's and the refund, the line's own, and the edit last.
 */
export function orderLineOperations<const TPay extends string, const TOwn extends readonly string[]>(
  payBooking: TPay,
  own: TOwn,
) {
  return [...HOLD_OPERATIONS, payBooking, ...BOOKING_OPERATIONS, ...own, 'edit'] as const;
}

/** What a line's lifecycle is made of, under one name. */
export const ORDER_LINE_RULES = {
  operations: orderLineOperations,
  transitions: SHARED_ORDER_TRANSITIONS,
  payBooking: PAY_BOOKING_TRANSITION,
  systemOperations: SYSTEM_ORDER_OPERATIONS,
  readers: ORDER_LINE_READERS,
} as const;
