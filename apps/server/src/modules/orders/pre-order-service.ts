import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_LEGS,
  mayCreateOrders,
  passengerRuleViolations,
  positiveInteger,
  todayIsoDate,
  tripSurcharge,
  utcToLocal,
  ZIsoDate,
  ZPassengerType,
  ZTravelType,
  type TOrder,
  type TPassengerType,
  type TPriceBreakdown,
  type TTravellerDates,
  type TTravelType,
  type ZPreOrderRequest,
  type TOrderHistoryValues,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { directoryPassengers, users } from '../../db/schema';
import type { TSegmentPrices } from '../../db/schema';
import { runWithOptionalKey } from '../../lib/idempotency';
import { AppError, fieldErrors } from '../../lib/app-error';
import type { TActor } from '../auth/session';
import { pricesFromRow } from '../flights/class-prices';
import {
  saleOf,
  insertOrderWithItems,
  isOrderStaff,
  moveSeats,
  seatsPerClass,
  totalsOf,
  type TClassForSale,
  type TSegment,
} from './order-core';
import { historyFlight, passengerName } from './order-history';
import { displayName, toOrderView } from './order-view';
import { segmentPriceAmd, sumBreakdowns } from './pricing';

export type TPreOrderInput = z.output<typeof ZPreOrderRequest>;

/** How many legs each travel type takes (DOMAIN.md: round trips 2, multi-destination trips 2 to 4). */
const LEG_COUNTS = { oneWay: [1, 1], roundTrip: [2, 2], multiDestination: [2, 4] } as const;
const HOUR_MS = 3_600_000;

/** Whose order it is: an agent's own; the staff's for an approved agent (agentId) or for the agency (null). */
async function ownerOf(db: TExecutor, actor: TActor, agentId: number | undefined): Promise<number | null> {
  if (actor.role === 'user') {
    if (agentId !== undefined && agentId !== actor.userId) throw new AppError(403, 'FORBIDDEN');
    return actor.userId;
  }
  if (agentId === undefined) return null;
  const [agent] = await db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, agentId))
    .limit(1);
  if (!agent) throw fieldErrors({ agentId: 'unknownReference' });
  if (agent.role !== 'user') throw new AppError(409, 'NOT_AN_AGENT', { agentId: 'unknownReference' });
  if (agent.status !== 'approved') throw new AppError(409, 'AGENT_NOT_APPROVED');
  return agentId;
}

/** A segment's travel date: the local departure date at its airport. */
const travelDateOf = (segment: Pick<TClassForSale, 'flight' | 'from'>) =>
  utcToLocal(segment.flight.departureAt, segment.from.timeZone).slice(0, 10);

/**
 * The passenger rules of a trip as field errors (`passengers.<i>.<field>` -> code), the first per field; a null
 * passenger (unreadable) is skipped.
 */
function passengerRuleErrors(
  passengers: readonly (({ type: TPassengerType } & TTravellerDates) | null)[],
  trip: { travelType: TTravelType; dates: readonly string[] },
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [index, passenger] of passengers.entries()) {
    if (!passenger) continue;
    for (const violation of passengerRuleViolations(passenger, trip, today)) {
      errors[`passengers.${index}.${violation.field}`] ??= violation.code;
    }
  }
  return errors;
}

/** What the passenger rules read of a pre-order that failed its schema: whatever of it is well formed. */
const ZTripPart = z.object({
  travelType: ZTravelType,
  segments: z
    .array(z.object({ classId: positiveInteger() }))
    .min(1)
    .max(MAX_LEGS),
});
const ZPassengerPart = z.object({
  type: ZPassengerType,
  dateOfBirth: ZIsoDate.nullable().catch(null),
  passportExpiry: ZIsoDate.nullable().catch(null),
});

/**
 * The passenger rules of a pre-order whose body failed its schema, so that its 400 names every mistake at once (the
 * rules need the trip's dates, which only the database knows). Passengers whose type is unreadable, and a trip whose
 * classes the caller cannot buy, are left to the schema's own errors.
 */
export async function preOrderRuleErrors(options: {
  db: TExecutor;
  actor: TActor;
  body: unknown;
  now?: Date;
}): Promise<Record<string, string>> {
  const { db, actor, body } = options;
  const trip = ZTripPart.safeParse(body);
  const passengers = (body as { passengers?: unknown } | null)?.passengers;
  if (!trip.success || !Array.isArray(passengers)) return {};
  const today = todayIsoDate(options.now ?? new Date());
  const { classes } = await saleOf(
    db,
    trip.data.segments.map((segment) => segment.classId),
    { date: today, userIds: [] },
  );
  const staff = isOrderStaff(actor);
  const segments = trip.data.segments.map((segment) =>
    classes.find(
      (row) =>
        row.class.id === segment.classId &&
        row.class.travelType === trip.data.travelType &&
        (staff || !row.class.adminOnly),
    ),
  );
  if (segments.some((segment) => segment === undefined)) return {};
  const dates = (segments as TClassForSale[]).map(travelDateOf);
  return passengerRuleErrors(
    passengers.map((passenger) => ZPassengerPart.safeParse(passenger).data ?? null),
    { travelType: trip.data.travelType, dates },
    today,
  );
}

/**
 * POST /api/orders/pre-order: checks the trip (classes on sale for the travel type, one airline, legs in order,
 * sales open) and every passenger against every travel date, prices it at today's agency rate (frozen into the
 * order), and holds the seats for the time limits' hold minutes, in one transaction with the order, its
 * passengers, the directory entries asked for, and the history row.
 */
export async function createPreOrder(options: {
  db: TExecutor;
  actor: TActor;
  input: TPreOrderInput;
  idempotencyKey?: string;
  now?: Date;
}): Promise<TOrder> {
  const { db, actor, input, idempotencyKey } = options;
  const now = options.now ?? new Date();
  // The route's permission says the same; the service keeps the rule for any other caller.
  if (!mayCreateOrders(actor.role)) throw new AppError(403, 'FORBIDDEN');
  const staff = isOrderStaff(actor);
  const agentId = await ownerOf(db, actor, input.agentId);
  const agentPays = agentId !== null;

  // The trip.
  const classIds = input.segments.map((segment) => segment.classId);
  const [minLegs, maxLegs] = LEG_COUNTS[input.travelType];
  if (classIds.length < minLegs || classIds.length > maxLegs) throw fieldErrors({ segments: 'legCount' });
  const today = todayIsoDate(now);
  const sale = await saleOf(db, classIds, {
    date: today,
    userIds: agentId === null ? [actor.userId] : [agentId, actor.userId],
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
  const pickedIds = input.passengers.flatMap((passenger) => (passenger.directoryId ? [passenger.directoryId] : []));
  const picked =
    pickedIds.length === 0
      ? []
      : await db
          .select({ id: directoryPassengers.id, agentId: directoryPassengers.agentId })
          .from(directoryPassengers)
          .where(inArray(directoryPassengers.id, pickedIds));
  for (const [index, passenger] of input.passengers.entries()) {
    if (!passenger.directoryId) continue;
    const entry = picked.find((candidate) => candidate.id === passenger.directoryId);
    if (!entry || (actor.role === 'user' && entry.agentId !== actor.userId)) {
      errors[`passengers.${index}.directoryId`] = 'unknownReference';
    }
  }
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

  const person = (id: number) => {
    const found = sale.people.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`user ${id} not found`);
    return found;
  };
  const people = { agent: agentId === null ? null : person(agentId), creator: person(actor.userId) };
  const holdExpiresAt = new Date(now.getTime() + limits.holdMinutes * 60_000);
  const key = { db, actorId: actor.userId, key: idempotencyKey, scope: 'orders.pre-order', request: input };
  return runWithOptionalKey(key, async (tx) => {
    const inserted = await insertOrderWithItems(tx, {
      order: {
        agentId,
        createdById: actor.userId,
        status: 'hold',
        travelType: input.travelType,
        rateDate: rates.date,
        usdRate: rates.USD === null ? null : rates.USD.toFixed(4),
        eurRate: rates.EUR === null ? null : rates.EUR.toFixed(4),
        holdExpiresAt,
        orderDate: travelDates[0]!,
        firstDepartureAt: outbound!.flight.departureAt,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email,
        comment: input.comment,
        ...totals,
        createdAt: now,
        updatedAt: now,
      },
      segments: trip.map((segment, legIndex) => ({
        legIndex,
        flightId: segment.flight.id,
        classId: segment.class.id,
      })),
      passengers: passengerRows,
      history: (pnr) => ({
        actor: { userId: actor.userId },
        action: 'preOrder',
        newValues: {
          pnr,
          status: 'hold',
          ...(people.agent ? { agent: displayName(people.agent) } : {}),
          flights: trip.map((segment) => historyFlight(segment, segment.class.name)),
          passengers: passengerRows.map(passengerName),
          payable: totals.payable,
          holdExpiresAt: holdExpiresAt.toISOString(),
        } satisfies TOrderHistoryValues,
      }),
    });
    const { order, passengers } = inserted;
    await saveToDirectory(tx, actor, agentId, input.passengers);
    // The class rows last: every pre-order of the class waits on them until this transaction commits.
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
    const segments: TSegment[] = trip.map((segment, legIndex) => ({
      ...segment,
      orderId: order.id,
      id: inserted.segmentIds[legIndex]!,
      legIndex,
      flightId: segment.flight.id,
      classId: segment.class.id,
    }));
    return toOrderView(actor, { order, ...people }, segments, passengers);
  });
}

/** Travellers marked `save`: a picked entry is updated, a new one is added to the order owner's directory. */
async function saveToDirectory(
  tx: TExecutor,
  actor: TActor,
  agentId: number | null,
  passengers: TPreOrderInput['passengers'],
): Promise<void> {
  for (const passenger of passengers) {
    if (!passenger.save) continue;
    const { directoryId, save: _save, ...fields } = passenger;
    if (directoryId) {
      await tx
        .update(directoryPassengers)
        .set(fields)
        .where(
          and(
            eq(directoryPassengers.id, directoryId),
            actor.role === 'user' ? eq(directoryPassengers.agentId, actor.userId) : undefined,
          ),
        );
    } else {
      await tx.insert(directoryPassengers).values({ ...fields, agentId });
    }
  }
}
