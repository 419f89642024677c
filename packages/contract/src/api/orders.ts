import { z } from 'zod';
import { ZIsoDate } from '../dates';
import { ZErrorBody } from '../errors';
import {
  MAX_PASSENGERS,
  ORDER_OPERATIONS,
  ORDER_PASSENGER_STATUSES,
  ORDER_STATUSES,
  passengerCountViolation,
  PNR_PATTERN,
} from '../orders';
import {
  END_NOT_BEFORE_START,
  endNotBeforeStart,
  idParam,
  latinName,
  minorAmount,
  optionalText,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../validation';
import { defineList } from '../lists';
import { SORT_ORDERS, ZListCount } from './common';
import { ZLedgerReason } from './users';
import { ZCurrency, ZPassengerType, ZPenalty } from './flight-reference';
import { ZClassType, ZTravelType } from './flights';
import { MAX_LEGS, ZBaggageSummary, ZFareRuleSummary, ZFlightSummary, ZPriceBreakdown } from './search';
import {
  ZContact,
  ZGender,
  ZOrderPassengerInput,
  citizenship,
  passportNumber,
  PASSENGER_RECORD_FIELDS,
} from './passengers';

/**
 * Flight orders (docs/PRODUCT.md §7 "Search and orders", docs/DOMAIN.md "Order lifecycle"). Every amount here is
 * integer minor units of AMD unless a field says otherwise: prices are converted at the agency's rate of the pricing
 * day, and an order keeps the rate it was priced with.
 */
// --- Orders ---------------------------------------------------------------------------------------------------

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZOrderOperation = z.enum(ORDER_OPERATIONS);
export const ZOrderPassengerStatus = z.enum(ORDER_PASSENGER_STATUSES);

export const ZPnr = z.string().trim().toUpperCase().regex(PNR_PATTERN, ruleMessage('invalidPnr'));

/** Whether a pre-order as sent has a list of passengers that each carry a known type. */
function hasPassengerTypes(value: unknown): boolean {
  const passengers = (value as { passengers?: unknown } | null)?.passengers;
  return (
    Array.isArray(passengers) &&
    passengers.every((passenger) => ZPassengerType.safeParse((passenger as { type?: unknown } | null)?.type).success)
  );
}

export const ZPreOrderRequest = z
  .strictObject({
    travelType: ZTravelType,
    /** The offer's classes, one per segment in travel order. */
    segments: z
      .array(z.strictObject({ classId: positiveInteger() }))
      .min(1)
      .max(MAX_LEGS),
    passengers: z.array(ZOrderPassengerInput).min(1).max(MAX_PASSENGERS),
    contact: ZContact,
    comment: optionalText(1000),
    /** Staff only: the agent the order is for (the agent pays net). Absent: the caller's own order, or the agency's. */
    agentId: positiveInteger().optional(),
  })
  .superRefine(
    (order, context) => {
      const count = (type: string) => order.passengers.filter((passenger) => passenger.type === type).length;
      const violation = passengerCountViolation({
        adults: count('adult'),
        children: count('child'),
        infants: count('infant'),
      });
      if (violation) context.addIssue({ code: 'custom', path: ['passengers'], ...ruleMessage(violation) });
    },
    // The counts need only each passenger's type: they are checked even when other fields are wrong, so that one
    // answer names every mistake (zod skips an object's refinements once a field failed, unless told when to run).
    { when: (payload) => hasPassengerTypes(payload.value) },
  )
  .meta({ id: 'PreOrderRequest' });
export type TPreOrderRequest = z.input<typeof ZPreOrderRequest>;

export const ORDER_MODES = ['booking', 'ticketing'] as const;

/** POST /api/orders/order: turn a hold into a booking (unpaid) or tickets (the agent is charged now). */
export const ZOrderRequest = z
  .strictObject({ orderId: positiveInteger(), mode: z.enum(ORDER_MODES) })
  .meta({ id: 'OrderRequest' });
export type TOrderRequest = z.infer<typeof ZOrderRequest>;

export const ZOrderSegment = z.object({
  id: z.number().int(),
  flight: ZFlightSummary,
  class: z.object({ id: z.number().int(), name: z.string(), type: ZClassType }),
  fareRule: ZFareRuleSummary,
  baggageRule: ZBaggageSummary,
});
export type TOrderSegment = z.infer<typeof ZOrderSegment>;

export const ZOrderPassenger = z.object({
  id: z.number().int(),
  ...PASSENGER_RECORD_FIELDS,
  status: ZOrderPassengerStatus,
  /** 13 digits, given at ticketing. */
  ticketNumber: z.string().nullable(),
  /** The passenger's price for the whole trip. */
  price: ZPriceBreakdown,
  /** Set once refunded: the penalty kept and the amount given back. */
  refundPenalty: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
});
export type TOrderPassenger = z.infer<typeof ZOrderPassenger>;

export const ZOrderTotals = z.object({
  /** The active passengers' prices together. */
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  /** The price reduction an admin granted (editDiscount). */
  discount: z.number().int(),
  /** What the payer owes for the order: net (agent) or gross (agency), less the discount. */
  payable: z.number().int(),
  /** Charged to the agent's balance so far, less what was given back. */
  paid: z.number().int(),
  /** Given back by refunds, and the penalties kept. */
  refunded: z.number().int(),
  penalties: z.number().int(),
});
export type TOrderTotals = z.infer<typeof ZOrderTotals>;

export const ZOrder = z
  .object({
    id: z.number().int(),
    pnr: z.string(),
    status: ZOrderStatus,
    travelType: ZTravelType,
    /** The agent the order belongs to (null: the agency's own sale). */
    agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdBy: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: z.iso.datetime(),
    /** The day the order counts for (changed by PATCH orderDate together with the flights). */
    orderDate: ZIsoDate,
    holdExpiresAt: z.iso.datetime().nullable(),
    bookingExpiresAt: z.iso.datetime().nullable(),
    ticketedAt: z.iso.datetime().nullable(),
    contact: ZContact,
    comment: z.string().nullable(),
    /** The agency rates the order was priced with (frozen at pre-order). */
    rate: z.object({ date: ZIsoDate, USD: z.number().nullable(), EUR: z.number().nullable() }),
    segments: z.array(ZOrderSegment),
    passengers: z.array(ZOrderPassenger),
    totals: ZOrderTotals,
    /** What the caller may do now (the transition table and the caller's role): the page offers these only. */
    operations: z.array(ZOrderOperation),
  })
  .meta({ id: 'Order' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderListItem = z
  .object({
    ...ZOrder.pick({
      id: true,
      pnr: true,
      status: true,
      travelType: true,
      agent: true,
      createdAt: true,
      holdExpiresAt: true,
      bookingExpiresAt: true,
    }).shape,
    /** "EVN → CDG → EVN" */
    route: z.string(),
    firstDepartureAt: z.iso.datetime(),
    /** The same departure as the local date-time at its airport (`yyyy-mm-ddThh:mm`), as tickets and flights show it. */
    firstDepartureLocal: z.string(),
    flights: z.array(z.object({ id: z.number().int(), label: z.string() })),
    passengers: z.array(
      z.object({ id: z.number().int(), name: z.string(), type: ZPassengerType, status: ZOrderPassengerStatus }),
    ),
    payable: z.number().int(),
    operations: z.array(ZOrderOperation),
  })
  .meta({ id: 'OrderListItem' });
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ORDER_SORT_FIELDS = ['createdAt', 'firstDepartureAt', 'pnr', 'status', 'payable'] as const;

/**
 * The flight orders' list (/reservations/flight and /confirm; the list toolkit's declaration): filters of the list and
 * its export are the statuses, the agent (staff; an agent always gets only its own), the PNR's beginning, a
 * passenger's name, a flight, and the creation dates (both included). Newest first unless the request sorts.
 */
export const FLIGHT_ORDER_LIST = defineList({
  name: 'flightOrders',
  schemaId: 'OrderList',
  sortFields: ORDER_SORT_FIELDS,
  filters: {
    // The orders' lists kept their default order when they moved onto the toolkit: newest first (the server sorts
    // by `createdAt` when the request names no field).
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
    statuses: z.array(ZOrderStatus).max(ORDER_STATUSES.length).default([]),
    /** Staff only: one agent's orders (agents always see only their own). */
    agentId: positiveInteger().optional(),
    pnr: z.string().trim().max(6).optional(),
    passengerName: z.string().trim().max(100).optional(),
    flightId: positiveInteger().optional(),
    /** Created between these dates (both included). */
    startDate: ZIsoDate.optional(),
    endDate: ZIsoDate.optional(),
  },
  columns: [
    { key: 'pnr', type: 'text' },
    { key: 'status', type: 'text', values: 'orderStatus' },
    { key: 'agent', type: 'text' },
    { key: 'created', type: 'instant' },
    { key: 'departure', type: 'text' },
    { key: 'route', type: 'text' },
    { key: 'flights', type: 'text' },
    { key: 'passengerCount', type: 'integer' },
    { key: 'passengers', type: 'text' },
    { key: 'total', type: 'money' },
    { key: 'deadline', type: 'instant' },
  ],
});

/** A list request's dates in order: the end not before the start. */
export function datesInOrder(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return (
    !range.startDate || !range.endDate || endNotBeforeStart({ startDate: range.startDate, endDate: range.endDate })
  );
}

// A cross-field check goes on a copy of the declaration's request (its shape, the same fields): a refinement of the
// declaration's own schema would point back at it in the OpenAPI document, a second schema of the same id.
export const ZOrderListRequest = z
  .strictObject(FLIGHT_ORDER_LIST.pageRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'OrderListRequest' });
export type TOrderListRequest = z.input<typeof ZOrderListRequest>;

export const ZOrderListResponse = z
  .object({ result: z.array(ZOrderListItem), ...ZListCount })
  .meta({ id: 'OrderListResponse' });

/** The export takes the list's filters and order, without paging, and a format (CSV or XLSX). */
export const ZOrderExportRequest = z
  .strictObject(FLIGHT_ORDER_LIST.exportRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'OrderListExportRequest' });
export type TOrderExportRequest = z.input<typeof ZOrderExportRequest>;

/** POST /api/orders/refund/{id} (admins): which passengers, the penalties if an admin changes them, where the seats go. */
export const ZRefundRequest = z
  .strictObject({
    /** The passengers to refund; empty: every active one. */
    passengerIds: z.array(positiveInteger()).max(MAX_PASSENGERS).default([]),
    /** Per passenger: the penalty in AMD minor units instead of the fare rule's. */
    penalties: z
      .array(z.strictObject({ passengerId: positiveInteger(), penalty: minorAmount() }))
      .max(MAX_PASSENGERS)
      .default([]),
    /** Per segment: the class of the same flight that receives the freed seats (default: the segment's own class). */
    receivingClasses: z
      .array(z.strictObject({ segmentId: positiveInteger(), classId: positiveInteger() }))
      .max(MAX_LEGS)
      .default([]),
  })
  .meta({ id: 'RefundRequest' });
export type TRefundRequest = z.input<typeof ZRefundRequest>;

/** POST /api/orders/split/{id}: these passengers move to a new PNR (an infant goes with its adult). */
export const ZSplitRequest = z
  .strictObject({ passengerIds: z.array(positiveInteger()).min(1).max(MAX_PASSENGERS) })
  .meta({ id: 'SplitRequest' });
export const ZSplitResponse = z.object({ original: ZOrder, created: ZOrder }).meta({ id: 'SplitResponse' });

const ZOrderDateChanges = z
  .array(z.strictObject({ segmentId: positiveInteger(), flightId: positiveInteger() }))
  .min(1)
  .max(MAX_LEGS);

/** PATCH /api/orders/orderDate/{id}: move segments to other flights of the same route, in classes of the same name. */
export const ZOrderDateRequest = z
  .strictObject({
    changes: ZOrderDateChanges,
    /**
     * The payable the quote showed. When given, the change applies only if it still comes to exactly that (else 409
     * QUOTE_CHANGED, nothing changed), so that what is confirmed is what was quoted.
     */
    quotedPayable: minorAmount().optional(),
  })
  .meta({ id: 'OrderDateRequest' });

/** POST /api/orders/orderDate/{id}/quote: the same changes, nothing applied. */
export const ZOrderDateQuoteRequest = z
  .strictObject({ changes: ZOrderDateChanges })
  .meta({ id: 'OrderDateQuoteRequest' });
export type TOrderDateQuoteRequest = z.infer<typeof ZOrderDateQuoteRequest>;

/**
 * One passenger's change fee on a change of date: the fare rule's `change` penalty for the passenger's type (the
 * highest of the moved flights' rules), an amount in the rule's currency converted at the order's rates or a
 * percentage of the passenger's price of that flight, in AMD minor units. `fareRule`, `penalty` and `currency` say
 * where it comes from, in the rule's own terms.
 */
export const ZOrderDateChangeFee = z.object({
  passengerId: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  fareRule: z.string(),
  penalty: ZPenalty,
  currency: ZCurrency,
});
export type TOrderDateChangeFee = z.infer<typeof ZOrderDateChangeFee>;

/**
 * What a change of date comes to, from the code that applies it: the order's payable and paid now and after (net
 * for an agent, gross for the agency; discount and fees included), the fare rules' change fees it adds, and what
 * moves on the agent's balance.
 */
export const ZOrderDateQuote = z
  .object({
    current: z.object({ payable: z.number().int(), paid: z.number().int() }),
    next: z.object({ payable: z.number().int(), paid: z.number().int() }),
    /** next.payable - current.payable (the new prices' difference plus the change fee): more (> 0), less, or 0. */
    difference: z.number().int(),
    /**
     * The fare rules' change fee of the passengers charged one (none when the rules ask none, or when the agency
     * moves the order off a disrupted flight), and their sum: part of `difference`, added to the order's fees.
     */
    changeFees: z.array(ZOrderDateChangeFee),
    changeFee: z.number().int(),
    /** The signed ledger amount on the agent's balance: -difference on a ticketed agent's order, else 0. */
    balanceMovement: z.number().int(),
    /** For a charge: what the agent's balance and credit limit lack (0: they cover it, or nothing is charged). */
    shortfall: z.number().int(),
  })
  .meta({ id: 'OrderDateQuote' });
export type TOrderDateQuote = z.infer<typeof ZOrderDateQuote>;

/** POST /api/orders/editDiscount/{id} (admins): the order's discount in AMD minor units. */
export const ZEditDiscountRequest = z
  .strictObject({ discount: minorAmount(), reason: requiredText(500) })
  .meta({ id: 'EditDiscountRequest' });

/** POST /api/orders/edit/{id}: contact, comment, and passenger details except type, date of birth and ticket. */
export const ZOrderEditRequest = z
  .strictObject({
    contact: ZContact.optional(),
    /** Absent: unchanged; null or empty: removed. */
    comment: optionalText(1000).optional(),
    passengers: z
      .array(
        z.strictObject({
          id: positiveInteger(),
          gender: ZGender.optional(),
          passportNumber: passportNumber().optional(),
          passportExpiry: ZIsoDate.optional(),
          citizenship: citizenship().optional(),
        }),
      )
      .max(MAX_PASSENGERS)
      .default([]),
  })
  .meta({ id: 'OrderEditRequest' });

/** PATCH /api/orders/editPassengerName/{orderId}/{passengerId}. */
export const ZPassengerNameRequest = z
  .strictObject({
    firstName: latinName(50),
    lastName: latinName(50),
    /** Charge the fare rule's name-change fee (converted to AMD). */
    chargeFee: z.boolean().default(true),
  })
  .meta({ id: 'PassengerNameRequest' });

export const ZOrderPassengerParams = z.strictObject({
  orderId: idParam(),
  passengerId: idParam(),
});
export const ZRemovePassengerParams = z.strictObject({
  flightId: idParam(),
  passengerId: idParam(),
});

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

/** A 409 of an order operation: the operation does not fit the order's status (the answer names both). */
export const ZOrderConflict = ZErrorBody.extend({ status: ZOrderStatus.optional() }).meta({ id: 'OrderConflict' });

/** GET /api/flights/passengers/{flightId}: who flies, class by class (the /flights/:id passenger lists). */
export const ZFlightPassenger = z.object({
  /** The order passenger's id: what remove-passenger takes. */
  id: z.number().int(),
  orderId: z.number().int(),
  /** A flight order's passenger, or a package's traveller (removed and opened through the package's own page). */
  orderLine: z.enum(['flight', 'package']),
  pnr: z.string(),
  orderStatus: ZOrderStatus,
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ...z.object(PASSENGER_RECORD_FIELDS).omit({ passportExpiry: true }).shape,
  ticketNumber: z.string().nullable(),
});
export type TFlightPassenger = z.infer<typeof ZFlightPassenger>;

export const ZFlightPassengers = z
  .object({
    flightId: z.number().int(),
    /** Every class of the flight with its counters and the active passengers of held, booked and ticketed orders. */
    classes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        type: ZClassType,
        seats: z.number().int(),
        sold: z.number().int(),
        held: z.number().int(),
        free: z.number().int(),
        passengers: z.array(ZFlightPassenger),
      }),
    ),
  })
  .meta({ id: 'FlightPassengers' });
export type TFlightPassengers = z.infer<typeof ZFlightPassengers>;
