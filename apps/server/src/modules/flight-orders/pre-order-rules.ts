import { z } from 'zod';
import {
  FLIGHT_ORDER_LIFECYCLE,
  MAX_LEGS,
  passengerRuleViolations,
  positiveInteger,
  todayIsoDate,
  ZIsoDate,
  ZPassengerType,
  ZTravelType,
  type TPassengerType,
  type TTravellerDates,
  type TTravelType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { travelDateOf } from './passenger-rules';
import { saleOf } from './sale';
import type { TClassForSale } from './segments';

/**
 * The passenger rules of a trip as field errors (`passengers.<i>.<field>` -> code), the first per field; a null
 * passenger (unreadable) is skipped.
 */
export function passengerRuleErrors(
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
  const staff = FLIGHT_ORDER_LIFECYCLE.isStaff(actor.role);
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
