import { and, eq, ne, sum } from 'drizzle-orm';
import { CLASS_TEMPLATES, FLIGHT_TEMPLATES, ruleMessage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { aircraft, classTemplates, flightTemplates } from '../../db/schema';
import { defineServerResource } from '../reference';
import { classFieldsFromRow, priceColumns } from './class-prices';

/**
 * Flight and class templates are plain reference records, served by the generic reference machinery; what makes
 * them flights-specific is only their seat checks (the same rules as flights and classes) and the schedule that
 * reads them (schedule-service.ts).
 */

async function classTemplateSeats(tx: TExecutor, flightTemplateId: number, exceptId: number | null): Promise<number> {
  const [row] = await tx
    .select({ seats: sum(classTemplates.seats).mapWith(Number) })
    .from(classTemplates)
    .where(
      and(
        eq(classTemplates.flightTemplateId, flightTemplateId),
        exceptId === null ? undefined : ne(classTemplates.id, exceptId),
      ),
    );
  return row?.seats ?? 0;
}

const flightTemplatesResource = defineServerResource({
  descriptor: FLIGHT_TEMPLATES,
  table: flightTemplates,
  searchColumns: [flightTemplates.name, flightTemplates.flightNumber],
  listColumns: {
    name: flightTemplates.name,
    airlineId: flightTemplates.airlineId,
    flightNumber: flightTemplates.flightNumber,
    fromAirportId: flightTemplates.fromAirportId,
    toAirportId: flightTemplates.toAirportId,
    departureTime: flightTemplates.departureTime,
    durationMinutes: flightTemplates.durationMinutes,
    seatCapacity: flightTemplates.seatCapacity,
    currency: flightTemplates.currency,
  },
  toRecord: ({ createdAt: _created, updatedAt: _updated, ...template }) => template,
  toRow: (input) => input,
  unique: [{ field: 'name', columns: { name: flightTemplates.name } }],
  usages: [{ place: 'classTemplates', table: classTemplates, columns: [classTemplates.flightTemplateId] }],
  check: async ({ tx, input, id }): Promise<Record<string, string>> => {
    const [plane] = await tx.select({ seats: aircraft.seats }).from(aircraft).where(eq(aircraft.id, input.aircraftId));
    if (plane && input.seatCapacity > plane.seats) {
      return { seatCapacity: ruleMessage('capacityOverAircraft', plane.seats).message };
    }
    const classSeats = id === null ? 0 : await classTemplateSeats(tx, id, null);
    if (input.seatCapacity < classSeats) {
      return { seatCapacity: ruleMessage('capacityBelowClasses', classSeats).message };
    }
    return {};
  },
});

const classTemplatesResource = defineServerResource({
  descriptor: CLASS_TEMPLATES,
  table: classTemplates,
  searchColumns: [classTemplates.name],
  listColumns: {
    flightTemplateId: classTemplates.flightTemplateId,
    name: classTemplates.name,
    type: classTemplates.type,
    travelType: classTemplates.travelType,
    seats: classTemplates.seats,
    adminOnly: classTemplates.adminOnly,
  },
  toRecord: (row) => ({
    id: row.id,
    flightTemplateId: row.flightTemplateId,
    ...classFieldsFromRow(row),
  }),
  toRow: ({ prices, ...fields }) => ({ ...fields, ...priceColumns(prices) }),
  unique: [
    { field: 'name', columns: { flightTemplateId: classTemplates.flightTemplateId, name: classTemplates.name } },
  ],
  usages: [],
  check: async ({ tx, input, id }): Promise<Record<string, string>> => {
    const [template] = await tx
      .select({ capacity: flightTemplates.seatCapacity })
      .from(flightTemplates)
      .where(eq(flightTemplates.id, input.flightTemplateId));
    if (!template) return {};
    const left = template.capacity - (await classTemplateSeats(tx, input.flightTemplateId, id));
    return input.seats > left ? { seats: ruleMessage('seatsOverCapacity', Math.max(left, 0)).message } : {};
  },
});

/** The flight and class templates, by their contract names (the composition root serves them). */
export const FLIGHT_TEMPLATE_RESOURCES = {
  flightTemplates: flightTemplatesResource,
  classTemplates: classTemplatesResource,
} as const;
