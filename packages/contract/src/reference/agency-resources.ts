import { MARGIN_TYPES, RATE_CURRENCIES, ZCurrencySetting, ZCurrencySettingInput } from '../api/exchange';
import {
  MEAL_TYPES,
  SERVICE_KINDS,
  ZHotel,
  ZHotelInput,
  ZHotelProvider,
  ZHotelProviderInput,
  ZRoom,
  ZRoomCategory,
  ZRoomCategoryInput,
  ZRoomInput,
  ZService,
  ZServiceInput,
  ZTourManager,
  ZTourManagerInput,
} from '../lines/hotel/hotel-reference-schemas';
import { NOTIFICATION_AUDIENCES, ZNotification, ZNotificationInput } from '../api/notifications';
import { CURRENCIES } from '../money';
import { defineResource, type TResourcePermissions } from './descriptor';

/**
 * The reference resources of the settings console beyond flights: the agency's currency margins, its
 * announcements, and the hotel and package reference data. Same machinery as `resources.ts`.
 */

const EMPTY_TEXT = { hy: '', en: '', ru: '' };
const HOTEL_REFERENCE: TResourcePermissions = {
  read: 'hotelReference.read',
  write: 'hotelReference.write',
  screen: 'hotelReference.screen',
};
const PACKAGE_REFERENCE: TResourcePermissions = {
  read: 'packageReference.read',
  write: 'packageReference.write',
  screen: 'packageReference.screen',
};

export const CURRENCY_SETTINGS = defineResource({
  name: 'currencySettings',
  path: '/api/currencySettings/',
  record: ZCurrencySetting,
  input: ZCurrencySettingInput,
  permissions: { read: 'currencySettings.read', write: 'currencySettings.write', screen: 'currencySettings.read' },
  fields: [
    { name: 'currency', widget: { kind: 'enum', options: RATE_CURRENCIES, labels: 'currency' }, required: true },
    { name: 'marginType', widget: { kind: 'enum', options: MARGIN_TYPES, labels: 'marginType' }, required: true },
    { name: 'marginValue', widget: { kind: 'decimal' }, required: true },
  ],
  columns: [
    { field: 'currency', type: 'enum', options: RATE_CURRENCIES, labels: 'currency', sortable: true, filterable: true },
    {
      field: 'marginType',
      type: 'enum',
      options: MARGIN_TYPES,
      labels: 'marginType',
      sortable: true,
      filterable: true,
    },
    { field: 'marginValue', type: 'decimal', sortable: true },
  ],
  defaultSort: { field: 'currency', order: 'asc' },
  defaults: { currency: null, marginType: 'percentage', marginValue: null },
  toInput: ({ currency, marginType, marginValue }) => ({ currency, marginType, marginValue }),
  toLabel: (setting) => setting.currency,
});

export const NOTIFICATIONS = defineResource({
  name: 'notifications',
  path: '/api/notifications/',
  record: ZNotification,
  input: ZNotificationInput,
  permissions: { read: 'notifications.manage', write: 'notifications.write', screen: 'notifications.manage' },
  fields: [
    { name: 'title', widget: { kind: 'multilingual' }, required: true },
    { name: 'text', widget: { kind: 'multilingual', multiline: true } },
    {
      name: 'audience',
      widget: { kind: 'enum', options: NOTIFICATION_AUDIENCES, labels: 'notificationAudience' },
      required: true,
    },
    { name: 'urgent', widget: { kind: 'boolean' } },
    { name: 'startDate', widget: { kind: 'date' }, required: true },
    { name: 'endDate', widget: { kind: 'date' }, required: true },
  ],
  columns: [
    { field: 'title', type: 'multilingual' },
    {
      field: 'audience',
      type: 'enum',
      options: NOTIFICATION_AUDIENCES,
      labels: 'notificationAudience',
      sortable: true,
      filterable: true,
    },
    { field: 'urgent', type: 'boolean', sortable: true, filterable: true },
    { field: 'startDate', type: 'date', sortable: true },
    { field: 'endDate', type: 'date', sortable: true },
  ],
  defaultSort: { field: 'startDate', order: 'desc' },
  defaults: {
    title: EMPTY_TEXT,
    text: EMPTY_TEXT,
    audience: 'agents',
    urgent: false,
    startDate: null,
    endDate: null,
  },
  toInput: ({ title, text, audience, urgent, startDate, endDate }) => ({
    title,
    text,
    audience,
    urgent,
    startDate,
    endDate,
  }),
  toLabel: (notification) => notification.title.en || notification.title.hy || notification.title.ru,
});

export const HOTEL_PROVIDERS = defineResource({
  name: 'hotelProviders',
  path: '/api/hotelProviders',
  record: ZHotelProvider,
  input: ZHotelProviderInput,
  permissions: HOTEL_REFERENCE,
  // Agents and the Reports and Tickets roles read providers (hotels name them) but no screen of theirs shows these.
  privateFields: ['contactName', 'email', 'phone', 'notes'],
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'contactName', widget: { kind: 'text' } },
    { name: 'email', widget: { kind: 'text' } },
    { name: 'phone', widget: { kind: 'text' } },
    { name: 'notes', widget: { kind: 'text', multiline: true } },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'contactName', type: 'text', sortable: true, filterable: true },
    { field: 'email', type: 'text', filterable: true },
    { field: 'phone', type: 'text' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { name: '', contactName: '', email: '', phone: '', notes: '' },
  toInput: ({ name, contactName, email, phone, notes }) => ({
    name,
    contactName: contactName ?? '',
    email: email ?? '',
    phone: phone ?? '',
    notes: notes ?? '',
  }),
  toLabel: (provider) => provider.name,
});

export const HOTELS = defineResource({
  name: 'hotels',
  path: '/api/hotels',
  record: ZHotel,
  input: ZHotelInput,
  permissions: HOTEL_REFERENCE,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'providerId', widget: { kind: 'reference', resource: 'hotelProviders' }, required: true },
    { name: 'category', widget: { kind: 'integer', unit: 'stars' }, required: true },
    { name: 'city', widget: { kind: 'text' }, required: true },
    { name: 'country', widget: { kind: 'text' }, required: true },
    { name: 'address', widget: { kind: 'text' }, required: true },
    { name: 'description', widget: { kind: 'multilingual', multiline: true } },
    { name: 'photoUploadIds', widget: { kind: 'custom', widget: 'hotelPhotos' }, wide: true },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'category', type: 'integer', sortable: true, filterable: true },
    { field: 'city', type: 'text', sortable: true, filterable: true },
    { field: 'country', type: 'text', sortable: true, filterable: true },
    { field: 'providerId', type: 'reference', resource: 'hotelProviders', filterable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: {
    name: '',
    providerId: null,
    category: 3,
    city: '',
    country: '',
    address: '',
    description: EMPTY_TEXT,
    photoUploadIds: [],
  },
  toInput: ({ providerId, name, city, country, category, address, description, photoUploadIds }) => ({
    providerId,
    name,
    city,
    country,
    category,
    address,
    description,
    photoUploadIds,
  }),
  toLabel: (hotel) => `${hotel.name} · ${hotel.city}`,
});

export const ROOM_CATEGORIES = defineResource({
  name: 'roomCategories',
  path: '/api/roomsCategory',
  record: ZRoomCategory,
  input: ZRoomCategoryInput,
  permissions: HOTEL_REFERENCE,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'description', widget: { kind: 'multilingual', multiline: true } },
  ],
  columns: [{ field: 'name', type: 'text', sortable: true, filterable: true }],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { name: '', description: EMPTY_TEXT },
  toInput: ({ name, description }) => ({ name, description }),
  toLabel: (category) => category.name,
});

export const ROOMS = defineResource({
  name: 'rooms',
  path: '/api/rooms',
  record: ZRoom,
  input: ZRoomInput,
  permissions: HOTEL_REFERENCE,
  fields: [
    { name: 'hotelId', widget: { kind: 'reference', resource: 'hotels' }, required: true },
    { name: 'roomCategoryId', widget: { kind: 'reference', resource: 'roomCategories' }, required: true },
    { name: 'mealType', widget: { kind: 'enum', options: MEAL_TYPES, labels: 'mealType' }, required: true },
    { name: 'capacity', widget: { kind: 'integer', unit: 'guests' }, required: true },
    { name: 'maxAdults', widget: { kind: 'integer', unit: 'guests' }, required: true },
    { name: 'maxChildren', widget: { kind: 'integer', unit: 'guests' }, required: true },
    { name: 'childMaxAge', widget: { kind: 'integer', unit: 'years' }, required: true },
    { name: 'minStay', widget: { kind: 'integer', unit: 'nights' }, required: true },
    { name: 'releaseDays', widget: { kind: 'integer', unit: 'days' }, required: true },
    { name: 'commissionPercent', widget: { kind: 'integer', unit: 'percent' }, required: true },
    { name: 'currency', widget: { kind: 'enum', options: CURRENCIES, labels: 'currency' }, required: true },
    { name: 'pricePerNight', widget: { kind: 'money' }, required: true },
    { name: 'cancellationPolicy', widget: { kind: 'custom', widget: 'cancellationPolicy' }, wide: true },
  ],
  columns: [
    { field: 'hotelId', type: 'reference', resource: 'hotels', filterable: true },
    { field: 'roomCategoryId', type: 'reference', resource: 'roomCategories', filterable: true },
    { field: 'mealType', type: 'enum', options: MEAL_TYPES, labels: 'mealType', sortable: true, filterable: true },
    { field: 'capacity', type: 'integer', sortable: true, filterable: true },
    { field: 'pricePerNight', type: 'money', currencyField: 'currency', sortable: true },
  ],
  defaultSort: { field: 'pricePerNight', order: 'asc' },
  defaults: {
    hotelId: null,
    roomCategoryId: null,
    mealType: 'BB',
    capacity: 2,
    maxAdults: 2,
    maxChildren: 1,
    childMaxAge: 11,
    minStay: 1,
    releaseDays: 0,
    commissionPercent: 10,
    currency: 'USD',
    pricePerNight: null,
    cancellationPolicy: [],
  },
  toInput: ({ id: _id, ...input }) => input,
  toLabel: (room) => `${room.mealType} · ${room.capacity}`,
  // A room type's own fields name its hotel and category by id: its list names it by their names.
  labelColumns: ['hotelId', 'roomCategoryId', 'mealType'],
});

export const SERVICES = defineResource({
  name: 'services',
  path: '/api/services',
  record: ZService,
  input: ZServiceInput,
  permissions: PACKAGE_REFERENCE,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'kind', widget: { kind: 'enum', options: SERVICE_KINDS, labels: 'serviceKind' }, required: true },
    { name: 'currency', widget: { kind: 'enum', options: CURRENCIES, labels: 'currency' }, required: true },
    { name: 'price', widget: { kind: 'money' }, required: true },
    { name: 'description', widget: { kind: 'multilingual', multiline: true } },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'kind', type: 'enum', options: SERVICE_KINDS, labels: 'serviceKind', sortable: true, filterable: true },
    { field: 'price', type: 'money', currencyField: 'currency', sortable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { name: '', kind: 'transfer', currency: 'USD', price: null, description: EMPTY_TEXT },
  toInput: ({ name, kind, currency, price, description }) => ({ name, kind, currency, price, description }),
  toLabel: (service) => service.name,
});

export const TOUR_MANAGERS = defineResource({
  name: 'tourManagers',
  path: '/api/tourManagers',
  record: ZTourManager,
  input: ZTourManagerInput,
  permissions: PACKAGE_REFERENCE,
  // Packages will name their tour manager (and the languages); how to reach them is for the package staff.
  privateFields: ['phone', 'email'],
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'phone', widget: { kind: 'text' }, required: true },
    { name: 'email', widget: { kind: 'text' } },
    { name: 'languages', widget: { kind: 'text' } },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'phone', type: 'text', filterable: true },
    { field: 'email', type: 'text', filterable: true },
    { field: 'languages', type: 'text', filterable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { name: '', phone: '', email: '', languages: '' },
  toInput: ({ name, phone, email, languages }) => ({
    name,
    phone: phone ?? '',
    email: email ?? '',
    languages: languages ?? '',
  }),
  toLabel: (manager) => manager.name,
});
