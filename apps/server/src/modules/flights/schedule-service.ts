import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  addDays,
  addMinutes,
  daysBetween,
  isoWeekday,
  localToUtc,
  ruleMessage,
  utcToLocal,
  type TSchedulePreview,
  type TScheduleRequest,
  type TScheduleResult,
  type TScheduledFlight,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { aircraft, airports, classes, classTemplates, flights, flightTemplates } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import { recordHistoryRows } from '../../lib/history';
import type { TActor } from '../../lib/actor';

/**
 * A schedule: one flight per chosen weekday of a date range, made from a flight template and its class templates.
 * The dates are local departure dates at the template's departure airport; each flight departs at the template's
 * local time that day (so it keeps its local time across clock changes) and arrives `durationMinutes` later.
 * Dates where the flight already exists, or where that local time does not exist, are skipped and say why.
 * Creating runs the same plan inside one transaction: every flight with its classes, or nothing.
 */

interface TPlan {
  template: typeof flightTemplates.$inferSelect;
  classTemplates: (typeof classTemplates.$inferSelect)[];
  flights: TScheduledFlight[];
}

async function planSchedule(tx: TExecutor, input: TScheduleRequest): Promise<TPlan> {
  const [template] = await tx.select().from(flightTemplates).where(eq(flightTemplates.id, input.flightTemplateId));
  if (!template) throw fieldErrors({ flightTemplateId: 'unknownReference' });
  const templateClasses = await tx
    .select()
    .from(classTemplates)
    .where(eq(classTemplates.flightTemplateId, template.id))
    .orderBy(asc(classTemplates.name));
  if (templateClasses.length === 0) throw fieldErrors({ flightTemplateId: 'templateWithoutClasses' });
  const [plane] = await tx.select({ seats: aircraft.seats }).from(aircraft).where(eq(aircraft.id, template.aircraftId));
  if (plane && template.seatCapacity > plane.seats) {
    throw fieldErrors({ flightTemplateId: ruleMessage('capacityOverAircraft', plane.seats).message });
  }
  const [from] = await tx.select().from(airports).where(eq(airports.id, template.fromAirportId));
  const [to] = await tx.select().from(airports).where(eq(airports.id, template.toAirportId));
  if (!from || !to) throw fieldErrors({ flightTemplateId: 'unknownReference' });

  const weekdays = new Set(input.weekdays);
  const planned: TScheduledFlight[] = [];
  for (let offset = 0; offset <= daysBetween(input.startDate, input.endDate); offset += 1) {
    const date = addDays(input.startDate, offset);
    if (!weekdays.has(isoWeekday(date))) continue;
    const departureLocal = `${date}T${template.departureTime}`;
    const departureAt = localToUtc(departureLocal, from.timeZone);
    if (!departureAt) {
      planned.push({
        date,
        departureLocal,
        arrivalLocal: null,
        departureAt: null,
        arrivalAt: null,
        skip: 'nonexistentLocalTime',
      });
      continue;
    }
    const arrivalAt = addMinutes(departureAt, template.durationMinutes);
    planned.push({
      date,
      departureLocal,
      arrivalLocal: utcToLocal(arrivalAt, to.timeZone),
      departureAt,
      arrivalAt,
      skip: null,
    });
  }

  const instants = planned.flatMap((flight) => (flight.departureAt ? [new Date(flight.departureAt)] : []));
  const existing =
    instants.length === 0
      ? []
      : await tx
          .select({ departureAt: flights.departureAt })
          .from(flights)
          .where(
            and(
              eq(flights.airlineId, template.airlineId),
              eq(flights.flightNumber, template.flightNumber),
              inArray(flights.departureAt, instants),
              ne(flights.status, 'deleted'),
            ),
          );
  const taken = new Set(existing.map((row) => row.departureAt.toISOString()));
  for (const flight of planned) {
    if (flight.departureAt && taken.has(flight.departureAt)) flight.skip = 'exists';
  }
  return { template, classTemplates: templateClasses, flights: planned };
}

function previewOf(plan: TPlan): TSchedulePreview {
  return {
    flights: plan.flights,
    classes: plan.classTemplates.map(({ name, travelType, seats }) => ({ name, travelType, seats })),
    toCreate: plan.flights.filter((flight) => flight.skip === null).length,
  };
}

export async function previewSchedule(options: { db: TExecutor; input: TScheduleRequest }): Promise<TSchedulePreview> {
  return previewOf(await planSchedule(options.db, options.input));
}

export async function createSchedule(options: {
  db: TExecutor;
  actor: TActor;
  input: TScheduleRequest;
}): Promise<TScheduleResult> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const plan = await planSchedule(tx, input);
    const { template } = plan;
    const toCreate = plan.flights.flatMap((flight) =>
      flight.skip === null && flight.departureAt && flight.arrivalAt
        ? [{ departureAt: new Date(flight.departureAt), arrivalAt: new Date(flight.arrivalAt) }]
        : [],
    );
    if (toCreate.length === 0) return { created: 0, skipped: plan.flights.length, flightIds: [] };

    const created = await tx
      .insert(flights)
      .values(
        toCreate.map((flight) => ({
          airlineId: template.airlineId,
          flightNumber: template.flightNumber,
          aircraftId: template.aircraftId,
          fromAirportId: template.fromAirportId,
          toAirportId: template.toAirportId,
          departureAt: flight.departureAt,
          arrivalAt: flight.arrivalAt,
          durationMinutes: template.durationMinutes,
          seatCapacity: template.seatCapacity,
          currency: template.currency,
        })),
      )
      .returning({ id: flights.id, departureAt: flights.departureAt });
    await tx.insert(classes).values(
      created.flatMap((flight) =>
        plan.classTemplates.map(
          ({ id: _id, flightTemplateId: _template, createdAt: _created, updatedAt: _updated, ...fields }) => ({
            ...fields,
            flightId: flight.id,
          }),
        ),
      ),
    );
    await recordHistoryRows(
      tx,
      created.map((flight) => ({
        actor: { userId: actor.userId },
        entity: 'flight',
        entityId: flight.id,
        action: 'schedule',
        newValues: {
          flightTemplateId: template.id,
          departureAt: flight.departureAt,
          classes: plan.classTemplates.map((item) => item.name),
        },
      })),
    );
    return {
      created: created.length,
      skipped: plan.flights.length - created.length,
      flightIds: created.map((flight) => flight.id),
    };
  });
}
