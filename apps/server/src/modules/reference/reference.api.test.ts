import { and, count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hasPermission,
  RATE_CURRENCIES,
  REFERENCE_RESOURCES,
  resourceItemPath,
  type TReferenceResourceName,
  type TResourceDescriptor,
  type TUploadKind,
} from '@frs/contract';
import { currencySettings, history, timeLimits, uploads } from '../../db/schema';
import { createHotel, createHotelProvider, createRoom, createRoomCategory } from '../../../test/agency-factories';
import { bearer } from '../../../test/factories';
import {
  airportInput,
  classPrices,
  createAirline,
  createClassRow,
  createClassTemplateRow,
  createFlightRow,
  createFlightSetup,
  createFlightTemplateRow,
  nextNumber,
  tokensForEveryRole,
  uniqueLetters,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { SERVER_RESOURCES } from './registry';

/**
 * The same checks for every registered reference resource: CRUD with history rows, paging, sorting, search and
 * filters, validation (each wrong field answered under its name, nothing written), uniqueness, references to
 * missing records, 404s, permissions, and 409 while a record is in use. A resource registered without a case
 * below fails the type-check and the first test.
 */

type TInput = Record<string, unknown>;

interface TResourceCase {
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

let testApp: TTestApp;
let setup: TFlightSetup;
let tokenOf: Awaited<ReturnType<typeof tokensForEveryRole>>;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ['Admin', 'Viewer', 'user']);
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const baggage = { cabinKg: 8, checkedPieces: 1, checkedKg: 23 };
const TEXT = { hy: 'Տեքստ', en: 'Text', ru: 'Текст' };

/** A margin for a currency that has none yet (there are only two currencies to set one for). */
async function freeMarginCurrency(): Promise<string> {
  const taken = new Set((await db().select().from(currencySettings)).map((row) => row.currency));
  const free = RATE_CURRENCIES.find((currency) => !taken.has(currency));
  if (!free) throw new Error('every currency has a margin');
  return free;
}

async function uploadOfKind(kind: TUploadKind): Promise<string> {
  const id = randomUUID();
  await db().insert(uploads).values({ id, kind, mimeType: 'image/png', size: 10, originalName: 'a.png' });
  return id;
}
const penalty = { type: 'percent', value: 10 } as const;

const CASES: Record<TReferenceResourceName, TResourceCase> = {
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
      await createFlightRow(db(), setup, { toAirportId: id });
      await createFlightRow(db(), setup, { fromAirportId: id, toAirportId: setup.to.id });
      return 'flights (2)';
    },
  },
  airlines: {
    valid: async () => ({ iataCode: uniqueLetters(2), icaoCode: uniqueLetters(3), name: 'Ararat Air', logoUrl: '' }),
    stored: (input) => ({ ...input, logoUrl: input.logoUrl === '' ? null : input.logoUrl }),
    change: (input) => ({ ...input, logoUrl: 'https://example.test/logo.png' }),
    invalid: [
      ['short ICAO code', (input) => ({ ...input, icaoCode: 'RM' }), { icaoCode: 'Invalid code' }],
      ['logo that is no link', (input) => ({ ...input, logoUrl: 'ftp://logo' }), { logoUrl: 'Invalid link' }],
    ],
    uniqueField: 'iataCode',
    use: async (id) => {
      await createFlightRow(db(), setup, { airlineId: id });
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
      await createFlightRow(db(), setup, { aircraftId: id });
      await createFlightTemplateRow(db(), setup, { aircraftId: id });
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
      ['negative fee', (input) => ({ ...input, nameChangeFee: -1 }), { nameChangeFee: 'The value cannot be negative' }],
      ['unknown currency', (input) => ({ ...input, currency: 'GBP' }), { currency: 'Invalid value' }],
    ],
    uniqueField: 'name',
    use: async (id) => {
      const flight = await createFlightRow(db(), setup);
      await createClassRow(db(), setup, flight.id, { fareRuleId: id });
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
      const template = await createFlightTemplateRow(db(), setup);
      await createClassTemplateRow(db(), setup, template.id, { baggageRuleId: id });
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
      airlineId: setup.airline.id,
      flightNumber: '801a',
      aircraftId: setup.aircraft.id,
      fromAirportId: setup.from.id,
      toAirportId: setup.to.id,
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
      await createClassTemplateRow(db(), setup, id);
      return 'class templates (1)';
    },
  },
  classTemplates: {
    valid: async () => ({
      flightTemplateId: (await createFlightTemplateRow(db(), setup)).id,
      name: 'y',
      type: 'economy',
      travelType: 'roundTrip',
      seats: 100,
      adminOnly: false,
      fareRuleId: setup.fareRule.id,
      baggageRuleId: setup.baggageRule.id,
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
    valid: async () => ({ currency: await freeMarginCurrency(), marginType: 'percentage', marginValue: 2 }),
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
      photoUploadIds: [await uploadOfKind('hotelPhoto')],
    }),
    change: (input) => ({ ...input, category: 4, photoUploadIds: [] }),
    invalid: [
      ['six stars', (input) => ({ ...input, category: 6 }), { category: 'Maximum 5' }],
      ['an unknown provider', (input) => ({ ...input, providerId: 999_999 }), { providerId: 'No such record' }],
      [
        'a photo that is a company logo',
        async (input) => ({ ...input, photoUploadIds: [await uploadOfKind('companyLogo')] }),
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
      capacity: 2,
      pricePerNight: 15_000 + nextNumber(),
      currency: 'EUR',
      allotments: [
        { startDate: '2026-06-01', endDate: '2026-06-30', rooms: 5 },
        { startDate: '2026-07-01', endDate: '2026-08-31', rooms: 8 },
      ],
    }),
    change: (input) => ({ ...input, mealType: 'AI', pricePerNight: 21_000 }),
    invalid: [
      [
        'overlapping allotments',
        (input) => ({
          ...input,
          allotments: [
            { startDate: '2026-06-01', endDate: '2026-06-30', rooms: 5 },
            { startDate: '2026-06-30', endDate: '2026-07-10', rooms: 5 },
          ],
        }),
        { allotments: 'The date ranges cannot overlap' },
      ],
      [
        'a negative price',
        (input) => ({ ...input, pricePerNight: -1 }),
        { pricePerNight: 'The value cannot be negative' },
      ],
      ['an unknown meal type', (input) => ({ ...input, mealType: 'XX' }), { mealType: 'Invalid value' }],
      [
        'an allotment ending before it starts',
        (input) => ({ ...input, allotments: [{ startDate: '2026-06-10', endDate: '2026-06-01', rooms: 1 }] }),
        { 'allotments.0.endDate': 'The end date cannot be before the start date' },
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
};

/** A copy of `input` with the value at `path` replaced (undefined removes it). */
function withPath(input: TInput, path: string[], value: unknown): TInput {
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

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function historyActions(entity: string, id: number): Promise<string[]> {
  const rows = await db()
    .select({ action: history.action })
    .from(history)
    .where(and(eq(history.entity, entity), eq(history.entityId, String(id))))
    .orderBy(history.id);
  return rows.map((row) => row.action);
}

async function rowCount(descriptor: TResourceDescriptor): Promise<number> {
  const [row] = await db()
    .select({ rows: count() })
    .from(SERVER_RESOURCES[descriptor.name as TReferenceResourceName].table);
  return row?.rows ?? 0;
}

it('has a test case for every registered resource, and a server descriptor for every resource of the contract', () => {
  expect(Object.keys(SERVER_RESOURCES).sort()).toEqual(Object.keys(REFERENCE_RESOURCES).sort());
  expect(Object.keys(CASES).sort()).toEqual(Object.keys(SERVER_RESOURCES).sort());
});

it('documents every resource in the OpenAPI document', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json<{ paths: object }>().paths);
  for (const resource of Object.values(SERVER_RESOURCES)) {
    expect(paths).toContain(resource.descriptor.path);
    expect(paths).toContain(resourceItemPath(resource.descriptor.path, '{id}'));
  }
});

describe.each(Object.values(SERVER_RESOURCES).map((resource) => [resource.descriptor.name, resource] as const))(
  '%s',
  (name, resource) => {
    const descriptor = resource.descriptor;
    const testCase = CASES[name as TReferenceResourceName];
    const writer = () => tokenOf('Admin');
    // An agent reads when it may and sees whole records; private fields are private-fields.api.test.ts's.
    const agentReadsAll = hasPermission('user', descriptor.permissions.read) && descriptor.privateFields.length === 0;
    const reader = () => tokenOf(agentReadsAll ? 'user' : 'Viewer');
    const prepare = testCase.beforeEach;
    if (prepare) beforeEach(prepare);
    const create = async (input: TInput) => {
      const response = await call('POST', descriptor.path, writer(), input);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number } & TInput>();
    };

    it('creates, reads, replaces and deletes a record, each with its history row', async () => {
      const input = await testCase.valid();
      const created = await create(input);
      expect(created).toEqual({ id: expect.any(Number), ...(testCase.stored?.(input) ?? input) });

      const read = await call('GET', resourceItemPath(descriptor.path, created.id), reader());
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);

      const changed = testCase.change(input);
      const updated = await call('PUT', resourceItemPath(descriptor.path, created.id), writer(), changed);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toEqual({ id: created.id, ...(testCase.stored?.(changed) ?? changed) });

      const removed = await call('DELETE', resourceItemPath(descriptor.path, created.id), writer());
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect((await call('GET', resourceItemPath(descriptor.path, created.id), reader())).statusCode).toBe(404);
      expect(await historyActions(name, created.id)).toEqual(['create', 'update', 'delete']);
    });

    it('lists a page with its count, sorted either way, found by search and by each filter', async () => {
      const records = [await create(await testCase.valid()), await create(await testCase.valid())];
      const all = await call('GET', `${descriptor.path}?pageSize=100`, reader());
      expect(all.statusCode, all.body).toBe(200);
      const page = all.json<{ result: { id: number }[]; count: number }>();
      expect(page.count).toBeGreaterThanOrEqual(2);
      expect(page.result.map((row) => row.id)).toEqual(expect.arrayContaining(records.map((row) => row.id)));

      const first = await call('GET', `${descriptor.path}?pageSize=1&page=0`, reader());
      const second = await call('GET', `${descriptor.path}?pageSize=1&page=1`, reader());
      expect(first.json().result).toHaveLength(1);
      expect(first.json().count).toBe(page.count);
      expect(second.json().result[0].id).not.toBe(first.json().result[0].id);

      for (const column of descriptor.columns.filter((item) => item.sortable)) {
        const ascending = await call('GET', `${descriptor.path}?pageSize=100&sortField=${column.field}`, reader());
        const descending = await call(
          'GET',
          `${descriptor.path}?pageSize=100&sortField=${column.field}&sortOrder=desc`,
          reader(),
        );
        expect(ascending.statusCode, column.field).toBe(200);
        const values = (response: typeof ascending) =>
          response.json<{ result: Record<string, unknown>[] }>().result.map((row) => row[column.field]);
        // Ties are broken by id either way, so compare the distinct values in order.
        expect([...new Set(values(descending))], column.field).toEqual([...new Set(values(ascending))].reverse());
      }

      const target = records[1]!;
      for (const column of descriptor.columns.filter((item) => item.filterable)) {
        const value = target[column.field];
        if (value === null || value === undefined) continue;
        const filtered = await call(
          'GET',
          `${descriptor.path}?pageSize=100&${column.field}=${encodeURIComponent(String(value))}`,
          reader(),
        );
        expect(filtered.statusCode, column.field).toBe(200);
        const ids = filtered.json<{ result: { id: number }[] }>().result.map((row) => row.id);
        expect(ids, column.field).toContain(target.id);
      }
      const searchable = descriptor.columns.find((column) => column.type === 'text' && column.filterable);
      if (searchable) {
        const text = String(target[searchable.field]).slice(0, 3).toLowerCase();
        const found = await call('GET', `${descriptor.path}?pageSize=100&search=${encodeURIComponent(text)}`, reader());
        expect(found.json<{ result: { id: number }[] }>().result.map((row) => row.id)).toContain(target.id);
      }
      const nothing = await call(
        'GET',
        `${descriptor.path}?search=${encodeURIComponent('%_no such thing_%')}`,
        reader(),
      );
      expect(nothing.json()).toEqual({ result: [], count: 0 });
    });

    it('refuses a bad list query with field errors', async () => {
      const response = await call('GET', `${descriptor.path}?sortField=password&pageSize=1000&color=red`, reader());
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['color', 'pageSize', 'sortField']);
    });

    it.each(testCase.invalid)('answers %s with a field error and writes nothing', async (_label, spoil, errors) => {
      const before = await rowCount(descriptor);
      const response = await call('POST', descriptor.path, writer(), await spoil(await testCase.valid()));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
      expect(await rowCount(descriptor)).toBe(before);
    });

    it('answers an empty body with "required" under the required fields, and refuses unknown fields', async () => {
      const empty = await call('POST', descriptor.path, writer(), {});
      expect(empty.statusCode).toBe(400);
      for (const field of descriptor.fields.filter((item) => item.required)) {
        expect(empty.json().errors[field.name], field.name).toBe('Field is required');
      }
      const extra = await call('POST', descriptor.path, writer(), { ...(await testCase.valid()), id: 5 });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual({ id: 'Unknown field' });
    });

    it('refuses an update that breaks the rules, leaving the record as it was', async () => {
      const created = await create(await testCase.valid());
      const [, spoil, errors] = testCase.invalid[0]!;
      const input = await testCase.valid();
      const response = await call('PUT', resourceItemPath(descriptor.path, created.id), writer(), await spoil(input));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
      expect((await call('GET', resourceItemPath(descriptor.path, created.id), reader())).json()).toEqual(created);
    });

    if (testCase.uniqueField) {
      const uniqueField = testCase.uniqueField;
      it(`refuses a second record with the same ${uniqueField}`, async () => {
        const input = await testCase.valid();
        await create(input);
        const again = { ...(await testCase.valid()), [uniqueField]: input[uniqueField] };
        if (name === 'classTemplates') again.flightTemplateId = input.flightTemplateId;
        const response = await call('POST', descriptor.path, writer(), again);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors).toEqual({ [uniqueField]: 'This value is already used' });
      });

      it(`keeps its own ${uniqueField} on update without calling it a clash`, async () => {
        const input = await testCase.valid();
        const created = await create(input);
        const response = await call('PUT', resourceItemPath(descriptor.path, created.id), writer(), input);
        expect(response.statusCode, response.body).toBe(200);
      });
    }

    it('answers 404 for a record that does not exist', async () => {
      const path = resourceItemPath(descriptor.path, 999_999);
      expect((await call('GET', path, reader())).statusCode).toBe(404);
      expect((await call('PUT', path, writer(), await testCase.valid())).statusCode).toBe(404);
      expect((await call('DELETE', path, writer())).statusCode).toBe(404);
    });

    it('lets only its writers write: a Viewer gets 403, no token 401, and nothing changes', async () => {
      const before = await rowCount(descriptor);
      const input = await testCase.valid();
      expect((await call('POST', descriptor.path, tokenOf('Viewer'), input)).statusCode).toBe(403);
      expect((await call('POST', descriptor.path, null, input)).statusCode).toBe(401);
      expect((await call('GET', descriptor.path, null)).statusCode).toBe(401);
      const created = await create(input);
      const path = resourceItemPath(descriptor.path, created.id);
      expect((await call('PUT', path, tokenOf('Viewer'), testCase.change(input))).statusCode).toBe(403);
      expect((await call('DELETE', path, tokenOf('Viewer'))).statusCode).toBe(403);
      expect(await rowCount(descriptor)).toBe(before + 1);
    });

    const use = testCase.use;
    if (use) {
      it('refuses to delete a record in use with 409 naming where it is used, and keeps it', async () => {
        const created = await create(await testCase.valid());
        const place = await use(created.id);
        const response = await call('DELETE', resourceItemPath(descriptor.path, created.id), writer());
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          code: 'IN_USE',
          message: `This record is in use and cannot be deleted. Used in: ${place}`,
        });
        expect((await call('GET', resourceItemPath(descriptor.path, created.id), reader())).statusCode).toBe(200);
        expect(await historyActions(name, created.id)).toEqual(['create']);
      });
    }
  },
);
