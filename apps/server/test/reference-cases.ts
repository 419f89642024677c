import { randomUUID } from 'node:crypto';
import { RATE_CURRENCIES, type TReferenceResourceName, type TUploadKind } from '@frs/contract';
import type { TDatabase } from '../src/db/database';
import { currencySettings, timeLimits, uploads } from '../src/db/schema';
import { createHotel, createHotelProvider, createRoom, createRoomCategory } from './agency-factories';
import {
  airportInput,
  classPrices,
  createAirline,
  createClassRow,
  createClassTemplateRow,
  createFlightRow,
  createFlightTemplateRow,
  nextNumber,
  uniqueLetters,
  type TFlightSetup,
} from './flight-factories';
import { insertPackageOrderOf, packageOfferInput } from './package-offer-factories';

/**
 * The data of the reference resources' API tests (modules/reference/reference.api.test.ts), one case per resource:
 * a valid input, how it is stored, a change, inputs with one wrong field and their field errors, the field that must
 * be unique, and how something comes to use a record.
 */

export type TInput = Record<string, unknown>;

export interface TResourceCase {
  /** A valid input with fresh unique values. */
  valid: () => Promise<TInput>;
  /** What the created record holds where it differs from the input (upper-cased codes, '' stored as null). */
  stored?: (input: TInput) => TInput;
  /** A change for the update test. */
  change: (input: TInput) => TInput;
  /** Inputs with one wrong field, and the English field errors they must get. */
  invalid: [string, (input: TInput) => TInput | Promise<TInput>, Record<string, string>][];
  /** The field a second record with the same values clashes on. */
  uniqueField?: string;
  /** Makes something use the record, and names the place the 409 lists. */
  use?: (id: number) => Promise<string>;
  /** Runs before each test of the resource (a resource with few possible records starts each test empty). */
  beforeEach?: () => Promise<void>;
}

const baggage = { cabinKg: 8, checkedPieces: 1, checkedKg: 23 };
const TEXT = { hy: 'Տեքստ', en: 'Text', ru: 'Текст' };
const penalty = { type: 'percent', value: 10 } as const;

/** A margin for a currency that has none yet (there are only two currencies to set one for). */
async function freeMarginCurrency(db: TDatabase): Promise<string> {
  const taken = new Set((await db.select().from(currencySettings)).map((row) => row.currency));
  const free = RATE_CURRENCIES.find((currency) => !taken.has(currency));
  if (!free) throw new Error('every currency has a margin');
  return free;
}

async function uploadOfKind(db: TDatabase, kind: TUploadKind): Promise<string> {
  const id = randomUUID();
  await db.insert(uploads).values({ id, kind, mimeType: 'image/png', size: 10, originalName: 'a.png' });
  return id;
}

/** A copy of `input` with the value at `path` replaced (undefined removes it). */
export function withPath(input: TInput, path: string[], value: unknown): TInput {
  const [key, ...rest] = path;
  if (key === undefined) return input;
  if (rest.length === 0) {
    return Object.fromEntries([
      ...Object.entries(input).filter(([name]) => name !== key),
      ...(value === undefined ? [] : [[key, value]]),
    ]);
  }
  const copy: TInput = { ...input };
  const inner = copy[key];
  copy[key] = withPath(typeof inner === 'object' && inner !== null ? { ...inner } : {}, rest, value);
  return copy;
}

/**
 * The case of every reference resource. The database and the flight setup are read when a case runs (the test
 * file creates them in its `beforeAll`, after the cases are collected).
 */
export function referenceCases({
  db,
  setup,
}: {
  db: () => TDatabase;
  setup: () => TFlightSetup;
}): Record<TReferenceResourceName, TResourceCase> {
  return {
    airports: {
      valid: async () => ({ ...airportInput(), iataCode: uniqueLetters(3).toLowerCase() }),
      stored: (input) => ({ ...input, iataCode: String(input.iataCode).toUpperCase() }),
      change: (input) => ({ ...input, name: 'Zvartnots International', timeZone: 'Europe/Paris' }),
      invalid: [
        ['unknown time zone', (input) => ({ ...input, timeZone: 'Mars/Olympus' }), { timeZone: 'Unknown time zone' }],
        ['code with a digit', (input) => ({ ...input, iataCode: 'EV1' }), { iataCode: 'Invalid code' }],
        ['blank name', (input) => ({ ...input, name: '   ' }), { name: 'Field cannot be blank' }],
      ],
      uniqueField: 'iataCode',
      use: async (id) => {
        await createFlightRow(db(), setup(), { toAirportId: id });
        await createFlightRow(db(), setup(), { fromAirportId: id, toAirportId: setup().to.id });
        return 'flights (2)';
      },
    },
    airlines: {
      valid: async () => ({ iataCode: uniqueLetters(2), icaoCode: uniqueLetters(3), name: 'Ararat Air', logoUrl: '' }),
      stored: (input) => ({
        ...input,
        logoUrl: input.logoUrl === '' ? null : input.logoUrl,
        manifestEmail: input.manifestEmail || null,
      }),
      change: (input) => ({ ...input, logoUrl: 'https://example.test/logo.png', manifestEmail: 'pnl@airline.test' }),
      invalid: [
        ['short ICAO code', (input) => ({ ...input, icaoCode: 'RM' }), { icaoCode: 'Invalid code' }],
        ['logo that is no link', (input) => ({ ...input, logoUrl: 'ftp://logo' }), { logoUrl: 'Invalid link' }],
        [
          'manifest address that is no e-mail',
          (input) => ({ ...input, manifestEmail: 'ops at airline' }),
          { manifestEmail: 'Invalid e-mail address' },
        ],
      ],
      uniqueField: 'iataCode',
      use: async (id) => {
        await createFlightRow(db(), setup(), { airlineId: id });
        await db().insert(timeLimits).values({
          name: 'Limits',
          airlineId: id,
          holdMinutes: 10,
          bookingHours: 48,
          bookingCloseHours: 24,
          ticketingCloseHours: 3,
        });
        return 'flights (1), time limits (1)';
      },
    },
    aircraft: {
      valid: async () => ({ model: `Boeing 737-${nextNumber()}`, seats: 189 }),
      change: (input) => ({ ...input, seats: 186 }),
      invalid: [
        ['no seats', (input) => ({ ...input, seats: 0 }), { seats: 'The value must be positive' }],
        ['too many seats', (input) => ({ ...input, seats: 1001 }), { seats: 'Maximum 1000' }],
        ['seats as text', (input) => ({ ...input, seats: '180' }), { seats: 'Enter a number' }],
      ],
      use: async (id) => {
        await createFlightRow(db(), setup(), { aircraftId: id });
        await createFlightTemplateRow(db(), setup(), { aircraftId: id });
        return 'flights (1), flight templates (1)';
      },
    },
    fareRules: {
      valid: async () => ({
        name: `Economy ${nextNumber()}`,
        texts: { hy: 'Չվերադարձվող', en: 'Non-refundable', ru: '' },
        currency: 'USD',
        penalties: {
          adult: { change: penalty, cancel: penalty, refund: { type: 'amount', value: 5_000 } },
          child: { change: penalty, cancel: penalty, refund: penalty },
          infant: { change: penalty, cancel: penalty, refund: penalty },
        },
        nameChangeFee: 2_500,
        deadlineHours: 48,
      }),
      change: (input) => ({ ...input, deadlineHours: 72, currency: 'EUR' }),
      invalid: [
        [
          'percentage over 100',
          (input) => withPath(input, ['penalties', 'adult', 'refund'], { type: 'percent', value: 101 }),
          { 'penalties.adult.refund.value': 'Maximum 100' },
        ],
        [
          'negative fee',
          (input) => ({ ...input, nameChangeFee: -1 }),
          { nameChangeFee: 'The value cannot be negative' },
        ],
        ['unknown currency', (input) => ({ ...input, currency: 'GBP' }), { currency: 'Invalid value' }],
      ],
      uniqueField: 'name',
      use: async (id) => {
        const flight = await createFlightRow(db(), setup());
        await createClassRow(db(), setup(), flight.id, { fareRuleId: id });
        return 'flight classes (1)';
      },
    },
    baggageRules: {
      valid: async () => ({
        name: `Baggage ${nextNumber()}`,
        allowances: { adult: baggage, child: baggage, infant: { cabinKg: 0, checkedPieces: 0, checkedKg: 0 } },
      }),
      change: (input) => withPath(input, ['allowances', 'adult', 'checkedPieces'], 2),
      invalid: [
        [
          'negative weight',
          (input) => withPath(input, ['allowances', 'child', 'checkedKg'], -1),
          { 'allowances.child.checkedKg': 'The value cannot be negative' },
        ],
        [
          'a passenger type missing',
          (input) => withPath(input, ['allowances', 'infant'], undefined),
          { 'allowances.infant': 'Field is required' },
        ],
      ],
      uniqueField: 'name',
      use: async (id) => {
        const template = await createFlightTemplateRow(db(), setup());
        await createClassTemplateRow(db(), setup(), template.id, { baggageRuleId: id });
        return 'class templates (1)';
      },
    },
    timeLimits: {
      valid: async () => ({
        name: `Limits ${nextNumber()}`,
        airlineId: (await createAirline(db())).id,
        holdMinutes: 10,
        bookingHours: 48,
        bookingCloseHours: 24,
        ticketingCloseHours: 3,
      }),
      change: (input) => ({ ...input, holdMinutes: 15 }),
      invalid: [
        ['no hold time', (input) => ({ ...input, holdMinutes: 0 }), { holdMinutes: 'Minimum 1' }],
        [
          'an airline that does not exist',
          (input) => ({ ...input, airlineId: 999_999 }),
          { airlineId: 'No such record' },
        ],
      ],
      uniqueField: 'airlineId',
    },
    flightTemplates: {
      valid: async () => ({
        name: `EVN-CDG ${nextNumber()}`,
        airlineId: setup().airline.id,
        flightNumber: '801a',
        aircraftId: setup().aircraft.id,
        fromAirportId: setup().from.id,
        toAirportId: setup().to.id,
        departureTime: '07:30',
        durationMinutes: 300,
        seatCapacity: 150,
        currency: 'EUR',
      }),
      stored: (input) => ({ ...input, flightNumber: '801A' }),
      change: (input) => ({ ...input, departureTime: '08:15' }),
      invalid: [
        [
          'the same airport twice',
          (input) => ({ ...input, toAirportId: input.fromAirportId }),
          { toAirportId: 'The departure and arrival airports must differ' },
        ],
        ['a time of 25 hours', (input) => ({ ...input, departureTime: '25:00' }), { departureTime: 'Invalid time' }],
        ['an unknown airport', (input) => ({ ...input, fromAirportId: 999_999 }), { fromAirportId: 'No such record' }],
        [
          'more seats than the aircraft',
          (input) => ({ ...input, seatCapacity: 500 }),
          { seatCapacity: 'The aircraft has 180 seats' },
        ],
        [
          'a bad flight number',
          (input) => ({ ...input, flightNumber: 'RM801' }),
          { flightNumber: 'Invalid flight number (1–4 digits, optionally a letter)' },
        ],
      ],
      uniqueField: 'name',
      use: async (id) => {
        await createClassTemplateRow(db(), setup(), id);
        return 'class templates (1)';
      },
    },
    classTemplates: {
      valid: async () => ({
        flightTemplateId: (await createFlightTemplateRow(db(), setup())).id,
        name: 'y',
        type: 'economy',
        travelType: 'roundTrip',
        seats: 100,
        adminOnly: false,
        fareRuleId: setup().fareRule.id,
        baggageRuleId: setup().baggageRule.id,
        prices: classPrices(30_000),
      }),
      stored: (input) => ({ ...input, name: 'Y' }),
      change: (input) => withPath({ ...input, seats: 120 }, ['prices', 'adult', 'fare'], 35_000),
      invalid: [
        [
          'a negative price',
          (input) => withPath(input, ['prices', 'child', 'fare'], -100),
          { 'prices.child.fare': 'The value cannot be negative' },
        ],
        ['a name of 7 characters', (input) => ({ ...input, name: 'PROMO12' }), { name: 'Maximum 6 characters' }],
        [
          'more seats than the template',
          (input) => ({ ...input, seats: 151 }),
          { seats: 'Only 150 seats of the flight are left for this class' },
        ],
        [
          'a commission over the fare',
          (input) => withPath(input, ['prices', 'adult', 'commission'], 40_000),
          { 'prices.adult.commission': 'The commission cannot exceed the fare' },
        ],
        ['an unknown fare rule', (input) => ({ ...input, fareRuleId: 999_999 }), { fareRuleId: 'No such record' }],
      ],
      uniqueField: 'name',
    },
    currencySettings: {
      beforeEach: async () => {
        await db().delete(currencySettings);
      },
      valid: async () => ({ currency: await freeMarginCurrency(db()), marginType: 'percentage', marginValue: 2 }),
      change: (input) => ({ ...input, marginType: 'fixed', marginValue: 3.2467 }),
      invalid: [
        [
          'a negative margin',
          (input) => ({ ...input, marginValue: -1 }),
          { marginValue: 'The value cannot be negative' },
        ],
        [
          'a percentage over 100',
          (input) => ({ ...input, marginType: 'percentage', marginValue: 150 }),
          { marginValue: 'Maximum 100' },
        ],
        ['five decimals', (input) => ({ ...input, marginValue: 1.23456 }), { marginValue: 'At most 4 decimal places' }],
        ['an unknown currency', (input) => ({ ...input, currency: 'GBP' }), { currency: 'Invalid value' }],
      ],
      uniqueField: 'currency',
    },
    notifications: {
      valid: async () => ({
        title: { hy: 'Նոր չվերթ', en: `New route ${nextNumber()}`, ru: 'Новый рейс' },
        text: TEXT,
        audience: 'agents',
        urgent: false,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      }),
      change: (input) => ({ ...input, urgent: true, audience: 'everyone' }),
      invalid: [
        [
          'an end before the start',
          (input) => ({ ...input, endDate: '2025-12-31' }),
          { endDate: 'The end date cannot be before the start date' },
        ],
        [
          'no title at all',
          (input) => ({ ...input, title: { hy: '', en: '', ru: '' } }),
          { 'title.en': 'Field is required' },
        ],
        ['an unknown audience', (input) => ({ ...input, audience: 'cats' }), { audience: 'Invalid value' }],
      ],
    },
    hotelProviders: {
      valid: async () => ({
        name: `Provider ${nextNumber()}`,
        contactName: 'Marie Dubois',
        email: 'marie@provider.test',
        phone: '+33 1 23 45 67 89',
        notes: '',
      }),
      stored: (input) => ({ ...input, notes: input.notes === '' ? null : input.notes }),
      change: (input) => ({ ...input, contactName: 'Paul Martin' }),
      invalid: [
        ['an invalid e-mail', (input) => ({ ...input, email: 'nope' }), { email: 'Invalid e-mail address' }],
        ['an invalid phone', (input) => ({ ...input, phone: 'call us' }), { phone: 'Invalid phone number' }],
      ],
      uniqueField: 'name',
      use: async (id) => {
        await createHotel(db(), id);
        return 'hotels (1)';
      },
    },
    hotels: {
      valid: async () => ({
        providerId: (await createHotelProvider(db())).id,
        name: `Hotel ${nextNumber()}`,
        city: 'Dubai',
        country: 'United Arab Emirates',
        category: 5,
        address: 'Sheikh Zayed Rd 1',
        description: TEXT,
        photoUploadIds: [await uploadOfKind(db(), 'hotelPhoto')],
      }),
      change: (input) => ({ ...input, category: 4, photoUploadIds: [] }),
      invalid: [
        ['six stars', (input) => ({ ...input, category: 6 }), { category: 'Maximum 5' }],
        ['an unknown provider', (input) => ({ ...input, providerId: 999_999 }), { providerId: 'No such record' }],
        [
          'a photo that is a company logo',
          async (input) => ({ ...input, photoUploadIds: [await uploadOfKind(db(), 'companyLogo')] }),
          { photoUploadIds: 'Choose a file' },
        ],
      ],
      use: async (id) => {
        await createRoom(db(), { hotelId: id });
        return 'rooms (1)';
      },
    },
    roomCategories: {
      valid: async () => ({ name: `Double ${nextNumber()}`, description: TEXT }),
      change: (input) => ({ ...input, description: { ...TEXT, en: 'With a view' } }),
      invalid: [['a blank name', (input) => ({ ...input, name: '  ' }), { name: 'Field cannot be blank' }]],
      uniqueField: 'name',
      use: async (id) => {
        await createRoom(db(), { roomCategoryId: id });
        return 'rooms (1)';
      },
    },
    rooms: {
      valid: async () => ({
        hotelId: (await createHotel(db())).id,
        roomCategoryId: (await createRoomCategory(db())).id,
        mealType: 'HB',
        capacity: 3,
        maxAdults: 2,
        maxChildren: 2,
        childMaxAge: 11,
        minStay: 2,
        releaseDays: 7,
        commissionPercent: 12,
        pricePerNight: 15_000 + nextNumber(),
        currency: 'EUR',
        cancellationPolicy: [
          { daysBefore: 14, type: 'percent', value: 25.5 },
          { daysBefore: 2, type: 'nights', value: 1 },
        ],
      }),
      // Who the room sleeps may change at any time: orders keep the guests they were made for.
      change: (input) => ({ ...input, mealType: 'AI', pricePerNight: 21_000, capacity: 4, maxAdults: 4, minStay: 1 }),
      invalid: [
        [
          'a negative price',
          (input) => ({ ...input, pricePerNight: -1 }),
          { pricePerNight: 'The value cannot be negative' },
        ],
        ['an unknown meal type', (input) => ({ ...input, mealType: 'XX' }), { mealType: 'Invalid value' }],
        [
          'more adults than guests',
          (input) => ({ ...input, capacity: 2, maxAdults: 3, maxChildren: 1 }),
          { maxAdults: 'Maximum 2' },
        ],
        [
          'a cancellation penalty over 100 percent',
          (input) => ({
            ...input,
            cancellationPolicy: [
              { daysBefore: 14, type: 'percent', value: 25 },
              { daysBefore: 3, type: 'percent', value: 150 },
            ],
          }),
          { 'cancellationPolicy.1.value': 'Maximum 100' },
        ],
      ],
    },
    services: {
      valid: async () => ({
        name: `Airport transfer ${nextNumber()}`,
        kind: 'transfer',
        currency: 'USD',
        price: 2_500,
        description: TEXT,
      }),
      change: (input) => ({ ...input, price: 3_000 }),
      invalid: [
        ['a negative price', (input) => ({ ...input, price: -5 }), { price: 'The value cannot be negative' }],
        ['an unknown kind', (input) => ({ ...input, kind: 'spa' }), { kind: 'Invalid value' }],
      ],
      uniqueField: 'name',
    },
    tourManagers: {
      valid: async () => ({ name: `Ani ${nextNumber()}`, phone: '+374 91 123456', email: '', languages: 'hy, ru, en' }),
      stored: (input) => ({ ...input, email: input.email === '' ? null : input.email }),
      change: (input) => ({ ...input, email: 'ani@agency.test' }),
      invalid: [
        ['no phone', (input) => ({ ...input, phone: '' }), { phone: 'Field is required' }],
        ['an invalid e-mail', (input) => ({ ...input, email: 'ani@' }), { email: 'Invalid e-mail address' }],
      ],
    },
    packageOffers: {
      valid: async () => packageOfferInput(db(), setup()),
      change: (input) => ({ ...input, nights: [5, 7], markup: { type: 'amount', value: 25_000_00 }, active: false }),
      invalid: [
        [
          'the same airport both ways',
          (input) => ({ ...input, toAirportId: input.fromAirportId }),
          { toAirportId: 'The departure and arrival airports must differ' },
        ],
        [
          'a stay length twice',
          (input) => ({ ...input, nights: [7, 7] }),
          { nights: 'The list names the same value twice' },
        ],
        [
          'an unknown room type',
          (input) => ({ ...input, roomIds: [...(input.roomIds as number[]), 999_999] }),
          { 'roomIds.2': 'No such record' },
        ],
      ],
      uniqueField: 'name',
      use: async (id) => {
        await insertPackageOrderOf(db(), id);
        return 'package orders (1)';
      },
    },
  };
}
