import { inArray, sql } from 'drizzle-orm';
import {
  HOTEL_PROVIDERS,
  HOTELS,
  ROOM_CATEGORIES,
  ROOMS,
  SERVICES,
  TOUR_MANAGERS,
  type TCurrency,
  type TMealType,
  type TServiceKind,
} from '@frs/contract';
import {
  hotelOrderRooms,
  hotelProviders,
  hotels,
  packageOffers,
  packageOrders,
  roomCategories,
  rooms,
  services,
  tourManagers,
  uploads,
} from '../../db/schema';
import { defineServerResource } from '../reference';

/** The hotel and package reference data on the generic CRUD (docs/DOMAIN.md "Hotels and packages"). */

/** Package offers keep their room types and services in jsonb lists: an offer uses what its list contains. */
const offersContaining = (column: typeof packageOffers.roomIds | typeof packageOffers.services, item: unknown) =>
  sql`${column} @> ${JSON.stringify([item])}::jsonb`;

const hotelProvidersResource = defineServerResource({
  descriptor: HOTEL_PROVIDERS,
  table: hotelProviders,
  searchColumns: [hotelProviders.name, hotelProviders.contactName, hotelProviders.email],
  listColumns: {
    name: hotelProviders.name,
    contactName: hotelProviders.contactName,
    email: hotelProviders.email,
  },
  toRecord: ({ id, name, contactName, email, phone, notes }) => ({ id, name, contactName, email, phone, notes }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [{ field: 'name', columns: { name: hotelProviders.name } }],
  usages: [{ place: 'hotels', table: hotels, columns: [hotels.providerId] }],
});

const hotelsResource = defineServerResource({
  descriptor: HOTELS,
  table: hotels,
  searchColumns: [hotels.name, hotels.city, hotels.country],
  listColumns: {
    name: hotels.name,
    category: hotels.category,
    city: hotels.city,
    country: hotels.country,
    providerId: hotels.providerId,
  },
  toRecord: ({ id, providerId, name, city, country, category, address, description, photoUploadIds }) => ({
    id,
    providerId,
    name,
    city,
    country,
    category,
    address,
    description,
    photoUploadIds,
  }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [],
  usages: [
    { place: 'rooms', table: rooms, columns: [rooms.hotelId] },
    { place: 'packageOrders', table: packageOrders, columns: [packageOrders.hotelId] },
  ],
  // Photos must be hotel photos that were uploaded (uploads of other kinds, or ids of nothing, are refused).
  check: async ({ tx, input }): Promise<Record<string, string>> => {
    const ids = [...new Set(input.photoUploadIds)];
    if (ids.length === 0) return {};
    const found = await tx.select({ id: uploads.id, kind: uploads.kind }).from(uploads).where(inArray(uploads.id, ids));
    const photos = found.filter((upload) => upload.kind === 'hotelPhoto');
    return photos.length === ids.length ? {} : { photoUploadIds: 'fileRequired' };
  },
});

const roomCategoriesResource = defineServerResource({
  descriptor: ROOM_CATEGORIES,
  table: roomCategories,
  searchColumns: [roomCategories.name],
  listColumns: { name: roomCategories.name },
  toRecord: ({ id, name, description }) => ({ id, name, description }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [{ field: 'name', columns: { name: roomCategories.name } }],
  usages: [{ place: 'rooms', table: rooms, columns: [rooms.roomCategoryId] }],
});

const roomsResource = defineServerResource({
  descriptor: ROOMS,
  table: rooms,
  searchColumns: [],
  listColumns: {
    hotelId: rooms.hotelId,
    roomCategoryId: rooms.roomCategoryId,
    mealType: rooms.mealType,
    capacity: rooms.capacity,
    pricePerNight: rooms.pricePerNight,
  },
  toRecord: ({ createdAt: _created, updatedAt: _updated, mealType, currency, ...room }) => ({
    ...room,
    mealType: mealType as TMealType,
    currency: currency as TCurrency,
  }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [],
  // A room type's nights go with it; one that was sold stays (its orders name it).
  usages: [
    { place: 'hotelOrders', table: hotelOrderRooms, columns: [hotelOrderRooms.roomId] },
    { place: 'packageOffers', table: packageOffers, uses: (id) => offersContaining(packageOffers.roomIds, id) },
  ],
});

const servicesResource = defineServerResource({
  descriptor: SERVICES,
  table: services,
  searchColumns: [services.name],
  listColumns: { name: services.name, kind: services.kind, price: services.price },
  toRecord: ({ id, kind, name, description, price, currency }) => ({
    id,
    kind: kind as TServiceKind,
    name,
    description,
    price,
    currency: currency as TCurrency,
  }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [{ field: 'name', columns: { name: services.name } }],
  usages: [
    {
      place: 'packageOffers',
      table: packageOffers,
      uses: (id) => offersContaining(packageOffers.services, { serviceId: id }),
    },
  ],
});

const tourManagersResource = defineServerResource({
  descriptor: TOUR_MANAGERS,
  table: tourManagers,
  searchColumns: [tourManagers.name, tourManagers.phone, tourManagers.email],
  listColumns: {
    name: tourManagers.name,
    phone: tourManagers.phone,
    email: tourManagers.email,
    languages: tourManagers.languages,
  },
  toRecord: ({ id, name, phone, email, languages }) => ({ id, name, phone, email, languages }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [],
  usages: [
    { place: 'packageOffers', table: packageOffers, columns: [packageOffers.tourManagerId] },
    { place: 'packageOrders', table: packageOrders, columns: [packageOrders.tourManagerId] },
  ],
});

/** The hotels module's reference resources, by their contract names (the composition root serves them). */
export const HOTEL_RESOURCES = {
  hotelProviders: hotelProvidersResource,
  hotels: hotelsResource,
  roomCategories: roomCategoriesResource,
  rooms: roomsResource,
  services: servicesResource,
  tourManagers: tourManagersResource,
} as const;
