import type { z } from 'zod';
import {
  FLIGHT_ORDER_LIFECYCLE,
  tripSurcharge,
  type TFlightOrder,
  type TPassengerType,
  type TPriceBreakdown,
  type ZFlightPreOrderRequest,
} from '@frs/contract';
import type { TSegmentPrices } from '../../db/schema';
import { AppError, fieldErrors } from '../../lib/app-error';
import { moveSeats, pricesFromRow, seatsPerClass } from '../flights';
import { inOrderTransaction, newHold, startNewOrder, type TOperationCall, totalsOf } from '../order-engine';
import { saveTravellers, unreachableTravellerErrors } from '../passengers';
import { insertFlightOrder } from './new-order';
import { historyFlight, passengerName } from './order-history';
import { toOrderView } from './order-view';
import { travelDateOf } from './passenger-rules';
import { passengerRuleErrors } from './pre-order-rules';
import { segmentPriceAmd, sumBreakdowns } from './pricing';
import { saleOf } from './sale';
import type { TSegment } from './segments';

export type TPreOrderInput = z.output<typeof ZFlightPreOrderRequest>;

/** How many legs each travel type takes (docs/DOMAIN.md: round trips 2, multi-destination trips 2 to 4). */
const LEG_COUNTS = { oneWay: [1, 1], roundTrip: [2, 2], multiDestination: [2, 4] } as const;
const HOUR_MS = 3_600_000;

/**
 * POST /api/orders/pre-order: checks the trip (classes on sale for the travel type, one airline, legs in order,
 * sales open) and every passenger against every travel date, prices it at today's agency rate (frozen into the
 * order), and holds the seats for the time limits' hold minutes, in one transaction with the order, its
 * passengers, the directory entries asked for, and the history row.
 */
export async function createPreOrder(options: TOperationCall & { input: TPreOrderInput }): Promise<TFlightOrder> {
  const { db, actor, input } = options;
  // The route's permission says the same; the service keeps the rule for any other caller.
  const start = await startNewOrder(options, FLIGHT_ORDER_LIFECYCLE);
  const { now, today, agentId, staff, userIds } = start;
  const agentPays = agentId !== null;

  // The trip.
  const classIds = input.segments.map((segment) => segment.classId);
  const [minLegs, maxLegs] = LEG_COUNTS[input.travelType];
  if (classIds.length < minLegs || classIds.length > maxLegs) throw fieldErrors({ segments: 'legCount' });
  const sale = await saleOf(db, classIds, {
    date: today,
    userIds,
  });
  const rows = sale.classes;
  const errors: Record<string, string> = {};
  const segments = classIds.map((classId, index) => {
    const row = rows.find((candidate) => candidate.class.id === classId);
    // An admin-only class does not exist for an agent.
    if (!row || (row.class.adminOnly && !staff)) errors[`segments.${index}.classId`] = 'unknownReference';
    return row;
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const trip = segments as NonNullable<(typeof segments)[number]>[];
  for (const [index, segment] of trip.entries()) {
    if (segment.class.travelType !== input.travelType || segment.flight.status !== 'upcoming') {
      throw new AppError(409, 'CLASS_NOT_AVAILABLE', { [`segments.${index}.classId`]: 'unknownReference' });
    }
    const previous = trip[index - 1];
    if (previous && segment.flight.departureAt <= previous.flight.arrivalAt) {
      throw fieldErrors({ [`segments.${index}.classId`]: 'legBeforePrevious' });
    }
    if (previous && segment.flight.airlineId !== previous.flight.airlineId) throw new AppError(409, 'MIXED_AIRLINES');
  }
  if (new Set(trip.map((segment) => segment.flight.id)).size !== trip.length) {
    throw fieldErrors({ segments: 'legCount' });
  }
  const [outbound, inbound] = trip;
  if (
    input.travelType === 'roundTrip' &&
    (inbound!.flight.fromAirportId !== outbound!.flight.toAirportId ||
      inbound!.flight.toAirportId !== outbound!.flight.fromAirportId)
  ) {
    throw new AppError(409, 'CLASS_NOT_AVAILABLE', { 'segments.1.classId': 'unknownReference' });
  }
  const limits = outbound!.limits;
  const closeHours = Math.min(limits.bookingCloseHours, limits.ticketingCloseHours);
  if (outbound!.flight.departureAt.getTime() - closeHours * HOUR_MS <= now.getTime()) {
    throw new AppError(409, 'SALES_CLOSED');
  }

  // The passengers.
  const travelDates = trip.map(travelDateOf);
  Object.assign(
    errors,
    passengerRuleErrors(input.passengers, { travelType: input.travelType, dates: travelDates }, today),
  );
  // The travellers picked from the directory: the passengers module says which the caller may use.
  Object.assign(errors, await unreachableTravellerErrors(db, actor, input.passengers, 'passengers'));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  // The prices, at today's rates (frozen into the order).
  const rates = sale.rates;
  const surcharge = tripSurcharge(input.travelType, travelDates);
  const memo = new Map<TPassengerType, { total: TPriceBreakdown; perSegment: TSegmentPrices }>();
  const priceOf = (type: TPassengerType) => {
    let price = memo.get(type);
    if (!price) {
      const parts = trip.map((segment) =>
        segmentPriceAmd(pricesFromRow(segment.class), type, surcharge, segment.flight.currency, rates),
      );
      price = {
        total: sumBreakdowns(parts),
        perSegment: Object.fromEntries(parts.map((part, index) => [String(index), part])),
      };
      memo.set(type, price);
    }
    return price;
  };
  const passengerRows = input.passengers.map((passenger) => {
    const price = priceOf(passenger.type);
    return {
      type: passenger.type,
      firstName: passenger.firstName,
      lastName: passenger.lastName,
      gender: passenger.gender,
      dateOfBirth: passenger.dateOfBirth,
      passportNumber: passenger.passportNumber,
      passportExpiry: passenger.passportExpiry,
      citizenship: passenger.citizenship,
      ...price.total,
      segmentPrices: price.perSegment,
      status: 'active' as const,
    };
  });
  const totals = totalsOf(passengerRows, agentPays, 0, 0);
  const sitting = input.passengers.filter((passenger) => passenger.type !== 'infant').length;

  const hold = newHold(start, { actor, people: sale.people, rates, limits, input });
  return inOrderTransaction(options, 'orders.pre-order', input, async (tx, atEnd) => {
    const inserted = await insertFlightOrder(tx, {
      order: {
        ...hold.columns,
        travelType: input.travelType,
        orderDate: travelDates[0]!,
        firstDepartureAt: outbound!.flight.departureAt,
        ...totals,
      },
      segments: trip.map((segment, legIndex) => ({
        legIndex,
        flightId: segment.flight.id,
        classId: segment.class.id,
      })),
      passengers: passengerRows,
      history: hold.history(totals.payable, {
        flights: trip.map((segment) => historyFlight(segment, segment.class.name)),
        passengers: passengerRows.map(passengerName),
      }),
    });
    const { order, passengers } = inserted;
    await saveTravellers(tx, { actor, ownerId: agentId, travellers: input.passengers });
    // The class rows at the end, after the answer is stored: every pre-order of the class waits on them until this
    // transaction commits. Too few seats fails the whole pre-order (its answer with it).
    atEnd(async () => {
      const short = await moveSeats(
        tx,
        'hold',
        seatsPerClass(
          trip.map((segment) => ({ classId: segment.class.id })),
          sitting,
        ),
      );
      if (short !== null) {
        const index = classIds.indexOf(short);
        throw new AppError(409, 'NOT_ENOUGH_SEATS', { [`segments.${index}.classId`]: 'unknownReference' });
      }
    });
    const segments: TSegment[] = trip.map((segment, legIndex) => ({
      ...segment,
      orderId: order.id,
      id: inserted.segmentIds[legIndex]!,
      legIndex,
      flightId: segment.flight.id,
      classId: segment.class.id,
    }));
    return toOrderView(actor, { order, ...hold.parties }, segments, passengers);
  });
}
