import { z } from 'zod';
import { ZIsoDate } from '../../dates';
import { FLIGHT_ORDER_OPERATIONS, passengerCountViolation } from './flight-orders';
import { MAX_PASSENGERS } from '../shared/order-rules';
import {
  END_NOT_BEFORE_START,
  idParam,
  latinName,
  minorAmount,
  optionalText,
  positiveInteger,
  requiredText,
  ruleMessage,
} from '../../validation';
import { defineList } from '../../lists';
import { ZListCount } from '../../api/common';
import { ZCurrency, ZPassengerType, ZPenalty } from './flight-reference-schemas';
import { ZClassType, ZTravelType } from './flight-inventory-schemas';
import { MAX_LEGS, ZBaggageSummary, ZFareRuleSummary, ZFlightSummary, ZPriceBreakdown } from './flight-search-schemas';
import {
  ZContact,
  ZGender,
  ZOrderPassengerInput,
  citizenship,
  passportNumber,
  PASSENGER_RECORD_FIELDS,
} from '../../api/passengers';
import {
  datesInOrder,
  ORDER_FIELDS,
  ORDER_LIST_KIT,
  ZOrderEditFields,
  ZOrderPassengerStatus,
  ZOrderStatus,
  ZOrderTotals,
  ZTravellerRefundRequest,
  ZTravellerSplitRequest,
} from '../shared/order-schemas';

/**
 * Flight orders (docs/PRODUCT.md §7 "Search and orders", docs/DOMAIN.md "Order lifecycle"). Every amount here is
 * integer minor units of AMD unless a field says otherwise: prices are converted at the agency's rate of the pricing
 * day, and an order keeps the rate it was priced with.
 */
// --- Orders ---------------------------------------------------------------------------------------------------

export const ZFlightOrderOperation = z.enum(FLIGHT_ORDER_OPERATIONS);

/** Whether a pre-order as sent has a list of passengers that each carry a known type. */
function hasPassengerTypes(value: unknown): boolean {
  const passengers = (value as { passengers?: unknown } | null)?.passengers;
  return (
    Array.isArray(passengers) &&
    passengers.every((passenger) => ZPassengerType.safeParse((passenger as { type?: unknown } | null)?.type).success)
  );
}

export const ZFlightPreOrderRequest = z
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
export type TFlightPreOrderRequest = z.input<typeof ZFlightPreOrderRequest>;

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

export const ZFlightOrder = z
  .object({
    ...ORDER_FIELDS.identity,
    travelType: ZTravelType,
    ...ORDER_FIELDS.author,
    /** The day the order counts for (changed by PATCH orderDate together with the flights). */
    orderDate: ZIsoDate,
    ...ORDER_FIELDS.deadlines,
    ...ORDER_FIELDS.terms,
    segments: z.array(ZOrderSegment),
    passengers: z.array(ZOrderPassenger),
    totals: ZOrderTotals,
    /** What the caller may do now (the transition table and the caller's role): the page offers these only. */
    operations: z.array(ZFlightOrderOperation),
  })
  .meta({ id: 'Order' });
export type TFlightOrder = z.infer<typeof ZFlightOrder>;

export const ZFlightOrderListItem = z
  .object({
    ...ZFlightOrder.pick({
      ...ORDER_LIST_KIT.itemHead,
      travelType: true,
      ...ORDER_LIST_KIT.itemCreation,
      ...ORDER_LIST_KIT.itemDeadlines,
    }).shape,
    /** "EVN → CDG → EVN" */
    route: z.string(),
    firstDepartureAt: z.iso.datetime(),
    /** The same departure as the local date-time at its airport (`yyyy-mm-ddThh:mm`), as tickets and flights show it. */
    firstDepartureLocal: z.string(),
    flights: z.array(z.object({ id: z.number().int(), label: z.string() })),
    passengers: z.array(ORDER_LIST_KIT.passenger),
    ...ORDER_LIST_KIT.itemTail(ZFlightOrderOperation),
  })
  .meta({ id: 'OrderListItem' });
export type TFlightOrderListItem = z.infer<typeof ZFlightOrderListItem>;

export const FLIGHT_ORDER_SORT_FIELDS = ORDER_LIST_KIT.sortFields('firstDepartureAt');

/**
 * The flight orders' list (/reservations/flight and /confirm; the list toolkit's declaration): filters of the list and
 * its export are the statuses, the agent (staff; an agent always gets only its own), the PNR's beginning, a
 * passenger's name, a flight, and the creation dates (both included). Newest first unless the request sorts.
 */
export const FLIGHT_ORDER_LIST = defineList({
  name: 'flightOrders',
  schemaId: 'OrderList',
  sortFields: FLIGHT_ORDER_SORT_FIELDS,
  filters: {
    ...ORDER_LIST_KIT.filters,
    ...ORDER_LIST_KIT.nameFilters,
    flightId: positiveInteger().optional(),
    /** Created between these dates. */
    ...ORDER_LIST_KIT.dateFilters,
  },
  columns: ORDER_LIST_KIT.columns<'flightOrders'>('orderStatus', [
    { key: 'departure', type: 'text' },
    { key: 'route', type: 'text' },
    { key: 'flights', type: 'text' },
    { key: 'passengerCount', type: 'integer' },
    { key: 'passengers', type: 'text' },
  ]),
});

// A cross-field check goes on a copy of the declaration's request (its shape, the same fields): a refinement of the
// declaration's own schema would point back at it in the OpenAPI document, a second schema of the same id.
export const ZFlightOrderListRequest = z
  .strictObject(FLIGHT_ORDER_LIST.pageRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'OrderListRequest' });
export type TFlightOrderListRequest = z.input<typeof ZFlightOrderListRequest>;

export const ZFlightOrderListResponse = z
  .object({ result: z.array(ZFlightOrderListItem), ...ZListCount })
  .meta({ id: 'OrderListResponse' });

/** The export takes the list's filters and order, without paging, and a format (CSV or XLSX). */
export const ZFlightOrderExportRequest = z
  .strictObject(FLIGHT_ORDER_LIST.exportRequest.shape)
  .refine(datesInOrder, END_NOT_BEFORE_START)
  .meta({ id: 'OrderListExportRequest' });
export type TFlightOrderExportRequest = z.input<typeof ZFlightOrderExportRequest>;

/** POST /api/orders/refund/{id} (admins): which passengers, the penalties if an admin changes them, where the seats go. */
export const ZFlightRefundRequest = ZTravellerRefundRequest.extend({
  /** Per segment: the class of the same flight that receives the freed seats (default: the segment's own class). */
  receivingClasses: z
    .array(z.strictObject({ segmentId: positiveInteger(), classId: positiveInteger() }))
    .max(MAX_LEGS)
    .default([]),
}).meta({ id: 'RefundRequest' });
export type TFlightRefundRequest = z.input<typeof ZFlightRefundRequest>;

/** POST /api/orders/split/{id}: these passengers move to a new PNR (an infant goes with its adult). */
export const ZFlightSplitRequest = ZTravellerSplitRequest.meta({ id: 'SplitRequest' });
export const ZFlightSplitResponse = z
  .object({ original: ZFlightOrder, created: ZFlightOrder })
  .meta({ id: 'SplitResponse' });

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
export const ZFlightOrderEditRequest = ZOrderEditFields.extend({
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
}).meta({ id: 'OrderEditRequest' });

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
