import { inArray } from 'drizzle-orm';
import { PACKAGE_OFFERS, type TPackageOffer, type TPackageOfferInput } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { packageOffers, packageOrders, rooms, services } from '../../db/schema';
import { defineServerResource } from '../reference';

/**
 * Package offers on the generic reference CRUD (issue 16). The airports and the tour manager are `reference` fields,
 * checked by the reference service; the room types and services are lists kept in jsonb, checked here item by item
 * so that the form marks the very row that names nothing (`roomIds.2`, `services.0.serviceId`).
 */

/** The ids among `wanted` that `table` has no row of. */
async function missingIds(
  tx: TExecutor,
  table: typeof rooms | typeof services,
  wanted: number[],
): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(wanted)]));
  const existing = new Set(found.map((row) => row.id));
  return new Set(wanted.filter((id) => !existing.has(id)));
}

/** Field errors of an offer's room types and services that name no record. */
export async function unknownOfferParts(
  tx: TExecutor,
  input: Pick<TPackageOfferInput, 'roomIds' | 'services'>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const missingRooms = await missingIds(tx, rooms, input.roomIds);
  input.roomIds.forEach((id, index) => {
    if (missingRooms.has(id)) errors[`roomIds.${index}`] = 'unknownReference';
  });
  const serviceIds = input.services.map((service) => service.serviceId);
  const missingServices = await missingIds(tx, services, serviceIds);
  serviceIds.forEach((id, index) => {
    if (missingServices.has(id)) errors[`services.${index}.serviceId`] = 'unknownReference';
  });
  return errors;
}

export const packageOffersResource = defineServerResource({
  descriptor: PACKAGE_OFFERS,
  table: packageOffers,
  searchColumns: [packageOffers.name, packageOffers.destination],
  listColumns: {
    name: packageOffers.name,
    destination: packageOffers.destination,
    fromAirportId: packageOffers.fromAirportId,
    toAirportId: packageOffers.toAirportId,
    classType: packageOffers.classType,
    saleFrom: packageOffers.saleFrom,
    saleTo: packageOffers.saleTo,
    active: packageOffers.active,
  },
  toRecord: ({ createdAt: _created, updatedAt: _updated, ...offer }): TPackageOffer => offer,
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [{ field: 'name', columns: { name: packageOffers.name } }],
  // Orders keep what they sold (services, policy, commission), but name the offer they came from.
  usages: [{ place: 'packageOrders', table: packageOrders, columns: [packageOrders.offerId] }],
  check: ({ tx, input }) => unknownOfferParts(tx, input),
});
