import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { ZGender } from '../../api/passengers';
import { ZLedgerReason } from '../../api/users';
import { ZOrderStatus } from './order-schemas';

/**
 * An order's history and money movements, the same for every line (GET …/{id}/activity): the keys its history rows
 * hold, and the answer of its page's activity panel.
 */

/** A flight as an order's history names it: "FZ 101", "EVN → DXB", the local departure, and the class if known. */
export const ZHistoryFlight = z.object({
  flight: z.string(),
  route: z.string(),
  /** The departure airport's local date-time (`yyyy-mm-ddThh:mm`). */
  departure: z.string(),
  class: z.string().optional(),
});
export type THistoryFlight = z.infer<typeof ZHistoryFlight>;

/**
 * What an order's history rows hold in their old and new values, key by key: names, amounts (AMD minor units) and dates
 * as they were when the change happened, never ids (apps/server/src/modules/order-engine/README.md "Order history").
 * The server writes only these keys; the order page renders each of them in the reader's language, in this order.
 */
export const ORDER_HISTORY_VALUES = {
  status: ZOrderStatus,
  pnr: z.string(),
  /** The agent the order was made for (absent: the agency's own sale). */
  agent: z.string(),
  flights: z.array(ZHistoryFlight),
  /** The passengers' names (a pre-order written before names were kept gives their number). */
  passengers: z.union([z.array(z.string()), z.number().int()]),
  /** A passenger taken out of a booking. */
  passenger: z.string(),
  /** A passenger's name before and after a name change. */
  name: z.string(),
  refunds: z.array(z.object({ name: z.string(), amount: z.number().int(), penalty: z.number().int() })),
  /** Where a refund's seats went, when not back to the class they were sold in. */
  seatsTo: z.array(ZHistoryFlight),
  passengerDetails: z.array(
    z.object({
      name: z.string(),
      gender: ZGender.optional(),
      passportNumber: z.string().optional(),
      passportExpiry: ZIsoDate.optional(),
      citizenship: z.string().optional(),
    }),
  ),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  comment: z.string().nullable(),
  orderDate: ZIsoDate,
  holdExpiresAt: z.iso.datetime().nullable(),
  bookingExpiresAt: z.iso.datetime().nullable(),
  discount: z.number().int(),
  fee: z.number().int(),
  payable: z.number().int(),
  paid: z.number().int(),
  reason: z.string(),
  newPnr: z.string(),
  fromPnr: z.string(),
  /** A hotel order's hotel ("Hotel Ani Plaza, Yerevan"), its stay, its rooms ("Deluxe double · BB") and guests. */
  hotel: z.string(),
  stay: z.object({ checkIn: ZIsoDate, checkOut: ZIsoDate }),
  rooms: z.array(z.string()),
  guests: z.array(z.string()),
  /** The vouchers a confirmed stay was given. */
  vouchers: z.array(z.string()),
  specialRequests: z.array(z.string()),
} as const;
export type THistoryValueKey = keyof typeof ORDER_HISTORY_VALUES;
export type TOrderHistoryValues = {
  [TKey in THistoryValueKey]?: z.infer<(typeof ORDER_HISTORY_VALUES)[TKey]>;
};

/** One line of an order's history or money movements, for its page. */
export const ZOrderHistoryEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  oldValues: z.record(z.string(), z.unknown()).nullable(),
  newValues: z.record(z.string(), z.unknown()).nullable(),
});
export const ZOrderMoneyMovement = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** Free text (an admin's words); the system's reasons come as `systemReason`, rendered in the reader's language. */
  reason: z.string().nullable(),
  systemReason: ZLedgerReason.nullable(),
});
export const ZOrderActivity = z
  .object({ history: z.array(ZOrderHistoryEntry), money: z.array(ZOrderMoneyMovement) })
  .meta({ id: 'OrderActivity' });
export type TOrderActivity = z.infer<typeof ZOrderActivity>;
