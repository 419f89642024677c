import {
  DEFAULT_TIME_LIMITS,
  ZAircraft,
  ZAircraftInput,
  ZAirline,
  ZAirlineInput,
  ZAirport,
  ZAirportInput,
  ZBaggageRule,
  ZBaggageRuleInput,
  ZFareRule,
  ZFareRuleInput,
  ZTimeLimit,
  ZTimeLimitInput,
  type TBaggageAllowance,
  type TPassengerPenalties,
} from '../lines/flight/flight-reference-schemas';
import {
  CLASS_TYPES,
  EDITABLE_FLIGHT_STATUSES,
  TRAVEL_TYPES,
  ZClassTemplate,
  ZClassTemplateInput,
  ZFlightTemplate,
  ZFlightTemplateInput,
  type TPassengerPrice,
} from '../lines/flight/flight-inventory-schemas';
import { CURRENCIES } from '../money';
import {
  CURRENCY_SETTINGS,
  HOTEL_PROVIDERS,
  HOTELS,
  NOTIFICATIONS,
  ROOM_CATEGORIES,
  ROOMS,
  SERVICES,
  TOUR_MANAGERS,
} from './agency-resources';
import { PACKAGE_OFFERS } from './package-resources';
import { defineResource, describeFields, type TFieldDescriptor, type TResourcePermissions } from './descriptor';

/**
 * The reference resources of the product. To add one: write its record and input schemas in `api/`, its
 * permissions in `ENDPOINT_PERMISSIONS`, a `defineResource` here (with its path: its five endpoints derive from it,
 * `resourceEndpoints`) and an entry in `REFERENCE_RESOURCES`; then the server descriptor (table, search, usages)
 * and the labels in the web catalogues.
 */

const FLIGHT_REFERENCE: TResourcePermissions = {
  read: 'flightReference.read',
  write: 'flightReference.write',
  screen: 'flights.read',
};
const FLIGHT_INVENTORY: TResourcePermissions = { read: 'flights.read', write: 'flights.write', screen: 'flights.read' };

export const AIRPORTS = defineResource({
  name: 'airports',
  path: '/api/airport',
  record: ZAirport,
  input: ZAirportInput,
  permissions: FLIGHT_REFERENCE,
  fields: [
    { name: 'iataCode', widget: { kind: 'text', upperCase: true }, required: true },
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'city', widget: { kind: 'text' }, required: true },
    { name: 'country', widget: { kind: 'text' }, required: true },
    { name: 'timeZone', widget: { kind: 'timeZone' }, required: true },
  ],
  columns: [
    { field: 'iataCode', type: 'text', sortable: true, filterable: true },
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'city', type: 'text', sortable: true, filterable: true },
    { field: 'country', type: 'text', sortable: true, filterable: true },
    { field: 'timeZone', type: 'timeZone', sortable: true, filterable: true },
  ],
  defaultSort: { field: 'iataCode', order: 'asc' },
  defaults: { iataCode: '', name: '', city: '', country: '', timeZone: '' },
  toInput: ({ iataCode, name, city, country, timeZone }) => ({ iataCode, name, city, country, timeZone }),
  toLabel: (airport) => `${airport.iataCode} · ${airport.city}`,
});

export const AIRLINES = defineResource({
  name: 'airlines',
  path: '/api/airline',
  record: ZAirline,
  input: ZAirlineInput,
  permissions: FLIGHT_REFERENCE,
  // Agents read airlines (search and tickets show them); the manifest address is the flight staff's.
  privateFields: ['manifestEmail'],
  fields: [
    { name: 'iataCode', widget: { kind: 'text', upperCase: true }, required: true },
    { name: 'icaoCode', widget: { kind: 'text', upperCase: true }, required: true },
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'logoUrl', widget: { kind: 'url' } },
    { name: 'manifestEmail', widget: { kind: 'text' } },
  ],
  columns: [
    { field: 'iataCode', type: 'text', sortable: true, filterable: true },
    { field: 'icaoCode', type: 'text', sortable: true, filterable: true },
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'logoUrl', type: 'url' },
  ],
  defaultSort: { field: 'iataCode', order: 'asc' },
  defaults: { iataCode: '', icaoCode: '', name: '', logoUrl: '', manifestEmail: '' },
  toInput: ({ iataCode, icaoCode, name, logoUrl, manifestEmail }) => ({
    iataCode,
    icaoCode,
    name,
    logoUrl,
    manifestEmail: manifestEmail ?? '',
  }),
  toLabel: (airline) => `${airline.iataCode} · ${airline.name}`,
});

export const AIRCRAFT = defineResource({
  name: 'aircraft',
  path: '/api/aircraft',
  record: ZAircraft,
  input: ZAircraftInput,
  permissions: FLIGHT_REFERENCE,
  fields: [
    { name: 'model', widget: { kind: 'text' }, required: true },
    { name: 'seats', widget: { kind: 'integer', unit: 'seats' }, required: true },
  ],
  columns: [
    { field: 'model', type: 'text', sortable: true, filterable: true },
    { field: 'seats', type: 'integer', sortable: true, filterable: true },
  ],
  defaultSort: { field: 'model', order: 'asc' },
  defaults: { model: '', seats: null },
  toInput: ({ model, seats }) => ({ model, seats }),
  toLabel: (aircraft) => `${aircraft.model} (${aircraft.seats})`,
});

const NO_PENALTY = { type: 'percent', value: 0 } as const;
const NO_PENALTIES: TPassengerPenalties = { change: NO_PENALTY, cancel: NO_PENALTY, refund: NO_PENALTY };

export const FARE_RULES = defineResource({
  name: 'fareRules',
  path: '/api/fareRules',
  record: ZFareRule,
  input: ZFareRuleInput,
  permissions: FLIGHT_REFERENCE,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'currency', widget: { kind: 'enum', options: CURRENCIES, labels: 'currency' }, required: true },
    { name: 'deadlineHours', widget: { kind: 'integer', unit: 'hours' }, required: true },
    { name: 'nameChangeFee', widget: { kind: 'money' }, required: true },
    {
      name: 'penalties',
      widget: {
        kind: 'passengerTypes',
        fields: [
          { name: 'change', widget: { kind: 'moneyOrPercent' } },
          { name: 'cancel', widget: { kind: 'moneyOrPercent' } },
          { name: 'refund', widget: { kind: 'moneyOrPercent' } },
        ],
      },
    },
    { name: 'texts', widget: { kind: 'multilingual', multiline: true } },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'currency', type: 'enum', options: CURRENCIES, labels: 'currency', sortable: true, filterable: true },
    { field: 'nameChangeFee', type: 'money', currencyField: 'currency', sortable: true },
    { field: 'deadlineHours', type: 'integer', sortable: true, filterable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: {
    name: '',
    texts: { hy: '', en: '', ru: '' },
    currency: 'USD',
    penalties: { adult: NO_PENALTIES, child: NO_PENALTIES, infant: NO_PENALTIES },
    nameChangeFee: 0,
    deadlineHours: 24,
  },
  toInput: ({ name, texts, currency, penalties, nameChangeFee, deadlineHours }) => ({
    name,
    texts,
    currency,
    penalties,
    nameChangeFee,
    deadlineHours,
  }),
  toLabel: (rule) => rule.name,
});

const NO_BAGGAGE: TBaggageAllowance = { cabinKg: 0, checkedPieces: 0, checkedKg: 0 };

export const BAGGAGE_RULES = defineResource({
  name: 'baggageRules',
  path: '/api/baggageRules',
  record: ZBaggageRule,
  input: ZBaggageRuleInput,
  permissions: FLIGHT_REFERENCE,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    {
      name: 'allowances',
      widget: {
        kind: 'passengerTypes',
        fields: [
          { name: 'cabinKg', widget: { kind: 'integer', unit: 'kg' } },
          { name: 'checkedPieces', widget: { kind: 'integer', unit: 'pieces' } },
          { name: 'checkedKg', widget: { kind: 'integer', unit: 'kg' } },
        ],
      },
    },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'adultCabinKg', path: 'allowances.adult.cabinKg', type: 'integer' },
    { field: 'adultCheckedPieces', path: 'allowances.adult.checkedPieces', type: 'integer' },
    { field: 'adultCheckedKg', path: 'allowances.adult.checkedKg', type: 'integer' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: {
    name: '',
    allowances: { adult: { ...NO_BAGGAGE, cabinKg: 8 }, child: { ...NO_BAGGAGE, cabinKg: 8 }, infant: NO_BAGGAGE },
  },
  toInput: ({ name, allowances }) => ({ name, allowances }),
  toLabel: (rule) => rule.name,
});

export const TIME_LIMITS = defineResource({
  name: 'timeLimits',
  path: '/api/timeLimits',
  record: ZTimeLimit,
  input: ZTimeLimitInput,
  permissions: { read: 'flightReference.read', write: 'timeLimits.write', screen: 'flights.read' },
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'airlineId', widget: { kind: 'reference', resource: 'airlines' } },
    { name: 'holdMinutes', widget: { kind: 'integer', unit: 'minutes' }, required: true },
    { name: 'bookingHours', widget: { kind: 'integer', unit: 'hours' }, required: true },
    { name: 'bookingCloseHours', widget: { kind: 'integer', unit: 'hours' }, required: true },
    { name: 'ticketingCloseHours', widget: { kind: 'integer', unit: 'hours' }, required: true },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'airlineId', type: 'reference', resource: 'airlines', filterable: true },
    { field: 'holdMinutes', type: 'integer', sortable: true },
    { field: 'bookingHours', type: 'integer', sortable: true },
    { field: 'bookingCloseHours', type: 'integer', sortable: true },
    { field: 'ticketingCloseHours', type: 'integer', sortable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { name: '', airlineId: null, ...DEFAULT_TIME_LIMITS },
  toInput: ({ name, airlineId, holdMinutes, bookingHours, bookingCloseHours, ticketingCloseHours }) => ({
    name,
    airlineId,
    holdMinutes,
    bookingHours,
    bookingCloseHours,
    ticketingCloseHours,
  }),
  toLabel: (limits) => limits.name,
});

export const FLIGHT_TEMPLATES = defineResource({
  name: 'flightTemplates',
  path: '/api/flights/templates',
  record: ZFlightTemplate,
  input: ZFlightTemplateInput,
  permissions: FLIGHT_INVENTORY,
  fields: [
    { name: 'name', widget: { kind: 'text' }, required: true },
    { name: 'airlineId', widget: { kind: 'reference', resource: 'airlines' }, required: true },
    { name: 'flightNumber', widget: { kind: 'text', upperCase: true }, required: true },
    { name: 'aircraftId', widget: { kind: 'reference', resource: 'aircraft' }, required: true },
    { name: 'fromAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
    { name: 'toAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
    { name: 'departureTime', widget: { kind: 'time' }, required: true },
    { name: 'durationMinutes', widget: { kind: 'integer', unit: 'minutes' }, required: true },
    { name: 'seatCapacity', widget: { kind: 'integer', unit: 'seats' }, required: true },
    { name: 'currency', widget: { kind: 'enum', options: CURRENCIES, labels: 'currency' }, required: true },
  ],
  columns: [
    { field: 'name', type: 'text', sortable: true, filterable: true },
    { field: 'airlineId', type: 'reference', resource: 'airlines', filterable: true },
    { field: 'flightNumber', type: 'text', sortable: true, filterable: true },
    { field: 'fromAirportId', type: 'reference', resource: 'airports', filterable: true },
    { field: 'toAirportId', type: 'reference', resource: 'airports', filterable: true },
    { field: 'departureTime', type: 'text', sortable: true },
    { field: 'durationMinutes', type: 'integer', sortable: true },
    { field: 'seatCapacity', type: 'integer', sortable: true },
    { field: 'currency', type: 'enum', options: CURRENCIES, labels: 'currency', filterable: true },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: {
    name: '',
    airlineId: null,
    flightNumber: '',
    aircraftId: null,
    fromAirportId: null,
    toAirportId: null,
    departureTime: '',
    durationMinutes: null,
    seatCapacity: null,
    currency: 'USD',
  },
  toInput: ({ id: _id, ...input }) => input,
  toLabel: (template) => template.name,
});

const NO_PRICE: TPassengerPrice = {
  fare: 0,
  tax: 0,
  surchargeMultiDestination: 0,
  surchargeLongRange: 0,
  surchargeShortRange: 0,
  commission: 0,
};

/** The fields of a class, shared by class templates and by the classes of a flight (/flights/:id). */
export const CLASS_FORM_FIELDS: readonly TFieldDescriptor[] = describeFields('reference.classes', [
  { name: 'name', widget: { kind: 'text', upperCase: true }, required: true },
  { name: 'type', widget: { kind: 'enum', options: CLASS_TYPES, labels: 'classType' }, required: true },
  { name: 'travelType', widget: { kind: 'enum', options: TRAVEL_TYPES, labels: 'travelType' }, required: true },
  { name: 'seats', widget: { kind: 'integer', unit: 'seats' }, required: true },
  { name: 'fareRuleId', widget: { kind: 'reference', resource: 'fareRules' }, required: true },
  { name: 'baggageRuleId', widget: { kind: 'reference', resource: 'baggageRules' }, required: true },
  { name: 'adminOnly', widget: { kind: 'boolean' } },
  {
    name: 'prices',
    widget: {
      kind: 'passengerTypes',
      fields: (
        ['fare', 'tax', 'surchargeMultiDestination', 'surchargeLongRange', 'surchargeShortRange', 'commission'] as const
      ).map((name) => ({ name, widget: { kind: 'money' } })),
    },
  },
]);

/** A blank class form. */
export const CLASS_DEFAULTS = {
  name: '',
  type: 'economy',
  travelType: 'oneWay',
  seats: null,
  adminOnly: false,
  fareRuleId: null,
  baggageRuleId: null,
  prices: { adult: NO_PRICE, child: NO_PRICE, infant: NO_PRICE },
} as const;

export const CLASS_TEMPLATES = defineResource({
  name: 'classTemplates',
  path: '/api/classes/templates/',
  record: ZClassTemplate,
  input: ZClassTemplateInput,
  permissions: FLIGHT_INVENTORY,
  fields: [
    { name: 'flightTemplateId', widget: { kind: 'reference', resource: 'flightTemplates' }, required: true },
    ...CLASS_FORM_FIELDS,
  ],
  columns: [
    { field: 'flightTemplateId', type: 'reference', resource: 'flightTemplates', filterable: true },
    { field: 'name', type: 'text', sortable: true, filterable: true, label: 'reference.classes.fields.name' },
    {
      field: 'type',
      type: 'enum',
      options: CLASS_TYPES,
      labels: 'classType',
      filterable: true,
      label: 'reference.classes.fields.type',
    },
    {
      field: 'travelType',
      type: 'enum',
      options: TRAVEL_TYPES,
      labels: 'travelType',
      sortable: true,
      filterable: true,
      label: 'reference.classes.fields.travelType',
    },
    { field: 'seats', type: 'integer', sortable: true, label: 'reference.classes.fields.seats' },
    { field: 'adultFare', path: 'prices.adult.fare', type: 'money', label: 'reference.classes.columns.adultFare' },
    { field: 'adminOnly', type: 'boolean', filterable: true, label: 'reference.classes.fields.adminOnly' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  defaults: { flightTemplateId: null, ...CLASS_DEFAULTS },
  toInput: ({ id: _id, ...input }) => input,
  toLabel: (template) => template.name,
});

/** The flight form (create and edit): not a reference resource, but drawn by the same generic form. */
export const FLIGHT_FORM_FIELDS: readonly TFieldDescriptor[] = describeFields('flights', [
  { name: 'airlineId', widget: { kind: 'reference', resource: 'airlines' }, required: true },
  { name: 'flightNumber', widget: { kind: 'text', upperCase: true }, required: true },
  { name: 'aircraftId', widget: { kind: 'reference', resource: 'aircraft' }, required: true },
  { name: 'seatCapacity', widget: { kind: 'integer', unit: 'seats' }, required: true },
  { name: 'fromAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
  { name: 'toAirportId', widget: { kind: 'reference', resource: 'airports' }, required: true },
  { name: 'departureLocal', widget: { kind: 'localDateTime', airportField: 'fromAirportId' }, required: true },
  { name: 'arrivalLocal', widget: { kind: 'localDateTime', airportField: 'toAirportId' }, required: true },
  { name: 'currency', widget: { kind: 'enum', options: CURRENCIES, labels: 'currency' }, required: true },
]);

/** The status select of the flight edit form. */
export const FLIGHT_STATUS_FIELD: TFieldDescriptor = {
  name: 'status',
  label: 'flights.fields.status',
  widget: { kind: 'enum', options: EDITABLE_FLIGHT_STATUSES, labels: 'flightStatus' },
  required: true,
  wide: false,
};

/** Every reference resource, by name: the server registers their routes, the web app their screens. */
export const REFERENCE_RESOURCES = {
  airports: AIRPORTS,
  airlines: AIRLINES,
  aircraft: AIRCRAFT,
  fareRules: FARE_RULES,
  baggageRules: BAGGAGE_RULES,
  timeLimits: TIME_LIMITS,
  flightTemplates: FLIGHT_TEMPLATES,
  classTemplates: CLASS_TEMPLATES,
  currencySettings: CURRENCY_SETTINGS,
  notifications: NOTIFICATIONS,
  hotelProviders: HOTEL_PROVIDERS,
  hotels: HOTELS,
  roomCategories: ROOM_CATEGORIES,
  rooms: ROOMS,
  services: SERVICES,
  tourManagers: TOUR_MANAGERS,
  packageOffers: PACKAGE_OFFERS,
} as const;
export type TReferenceResourceName = keyof typeof REFERENCE_RESOURCES;
export type TAnyResourceDescriptor = (typeof REFERENCE_RESOURCES)[TReferenceResourceName];

export function isReferenceResourceName(value: string): value is TReferenceResourceName {
  return Object.hasOwn(REFERENCE_RESOURCES, value);
}
