import { describe, expect, it } from 'vitest';
import { ZFlightListRequest, ZScheduleRequest } from '../lines/flight/flight-inventory-schemas';
import { penaltyOnPrice, ZFareRuleInput } from '../lines/flight/flight-reference-schemas';
import { ENDPOINT_PERMISSIONS, hasPermission } from '../permissions';
import { ROLES } from '../roles';
import { privateRoutesFor } from '../routes';
import { readsPrivateFields, recordForRole, resourceItemPath, type TFieldDescriptor } from './descriptor';
import { LANGUAGES } from '../languages';
import { textsOf } from '../texts';
import { ROOMS } from './agency-resources';
import { AIRPORTS, FARE_RULES, REFERENCE_RESOURCES, TIME_LIMITS, isReferenceResourceName } from './resources';

const SPEC_PATHS = {
  airports: '/api/airport',
  airlines: '/api/airline',
  aircraft: '/api/aircraft',
  fareRules: '/api/fareRules',
  baggageRules: '/api/baggageRules',
  timeLimits: '/api/timeLimits',
  flightTemplates: '/api/flights/templates',
  classTemplates: '/api/classes/templates/',
  currencySettings: '/api/currencySettings/',
  notifications: '/api/notifications/',
  hotelProviders: '/api/hotelProviders',
  hotels: '/api/hotels',
  roomCategories: '/api/roomsCategory',
  rooms: '/api/rooms',
  services: '/api/services',
  tourManagers: '/api/tourManagers',
  packageOffers: '/api/packageOffers',
};

function allFields(fields: readonly TFieldDescriptor[]): TFieldDescriptor[] {
  return fields.flatMap((field) =>
    field.widget.kind === 'passengerTypes' ? [field, ...allFields(field.widget.fields)] : [field],
  );
}

describe('private fields of reference records', () => {
  it('are fields of the record, received by every role that sees or writes the screen', () => {
    for (const descriptor of Object.values(REFERENCE_RESOURCES)) {
      for (const field of descriptor.privateFields) {
        expect(
          allFields(descriptor.fields).map((item) => item.name),
          descriptor.name,
        ).toContain(field);
      }
      if (descriptor.privateFields.length === 0) continue;
      for (const role of ROLES) {
        // Writers get the full record back from POST and PUT; screens show every column to whoever opens them.
        if (hasPermission(role, descriptor.permissions.write) || hasPermission(role, descriptor.permissions.screen)) {
          expect(readsPrivateFields(descriptor, role), `${descriptor.name} ${role}`).toBe(true);
        }
      }
    }
  });

  it('are left out of the record for the other roles', () => {
    const manager = REFERENCE_RESOURCES.tourManagers;
    const record = { id: 1, name: 'Ani', phone: '+374 99 000000', email: 'ani@example.test', languages: 'hy' };
    expect(recordForRole(manager, 'user', record)).toEqual({ id: 1, name: 'Ani', languages: 'hy' });
    expect(recordForRole(manager, 'Packages', record)).toBe(record);
    expect(recordForRole(REFERENCE_RESOURCES.airports, 'user', { id: 2 })).toEqual({ id: 2 });
  });
});

describe('reference resource descriptors', () => {
  it('use the paths of docs/PRODUCT.md §7 exactly', () => {
    const paths = Object.fromEntries(Object.entries(REFERENCE_RESOURCES).map(([name, item]) => [name, item.path]));
    expect(paths).toEqual(SPEC_PATHS);
    expect(resourceItemPath('/api/classes/templates/', 7)).toBe('/api/classes/templates/7');
    expect(resourceItemPath('/api/airport', 7)).toBe('/api/airport/7');
  });

  it('are keyed by their own names, and point their references at registered resources', () => {
    for (const [key, resource] of Object.entries(REFERENCE_RESOURCES)) {
      expect(resource.name).toBe(key);
      for (const field of allFields(resource.fields)) {
        if (field.widget.kind === 'reference') {
          expect(isReferenceResourceName(field.widget.resource), `${key}.${field.name}`).toBe(true);
        }
        expect(field.label, `${key}.${field.name}`).toMatch(/^reference\.\w+\.(fields|columns)\.\w+$/);
      }
      for (const column of resource.columns) {
        if (column.type === 'reference') expect(isReferenceResourceName(column.resource ?? '')).toBe(true);
      }
    }
  });

  it('name only input fields in their forms, and a blank form has every field of the input', () => {
    for (const [key, resource] of Object.entries(REFERENCE_RESOURCES)) {
      const inputKeys = Object.keys(resource.input.shape).sort();
      expect(resource.fields.map((field) => field.name).sort(), key).toEqual(inputKeys);
      expect(Object.keys(resource.defaults).sort(), key).toEqual(inputKeys);
    }
  });

  it('have permissions that exist, and a screen for the /flights roles', () => {
    for (const resource of Object.values(REFERENCE_RESOURCES)) {
      for (const permission of Object.values(resource.permissions)) {
        expect(ENDPOINT_PERMISSIONS).toHaveProperty(permission);
      }
    }
    const flightRoles = ROLES.filter((role) => privateRoutesFor(role).some((route) => route.path === '/flights'));
    expect([...ENDPOINT_PERMISSIONS['flights.read']].sort()).toEqual([...flightRoles].sort());
    expect(hasPermission('Viewer', 'flights.write')).toBe(false);
    expect(hasPermission('Viewer', 'flightReference.write')).toBe(false);
    expect(hasPermission('Tickets', 'timeLimits.write')).toBe(false);
    for (const role of ROLES) expect(hasPermission(role, 'flightReference.read')).toBe(true);
  });

  it('build a list query with paging, a sortable column, a search and one filter per filterable column', () => {
    const query = AIRPORTS.listQuery.parse({ page: '2', pageSize: '10', sortField: 'city', iataCode: ' ev ' });
    expect(query).toEqual({ page: 2, pageSize: 10, sortField: 'city', sortOrder: 'asc', iataCode: 'ev' });
    expect(AIRPORTS.listQuery.safeParse({ sortField: 'id' }).success).toBe(false);
    expect(AIRPORTS.listQuery.safeParse({ unknown: 'x' }).success).toBe(false);
    expect(AIRPORTS.listQuery.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(TIME_LIMITS.listQuery.parse({ airlineId: '3' })).toMatchObject({ airlineId: 3 });
    expect(TIME_LIMITS.listQuery.safeParse({ airlineId: 'x' }).success).toBe(false);
  });

  it('export the list: its filters and order without paging, and a header in every language for each column', () => {
    expect(AIRPORTS.exportQuery.parse({ sortField: 'city', iataCode: ' ev ', format: 'xlsx' })).toEqual({
      sortField: 'city',
      sortOrder: 'asc',
      iataCode: 'ev',
      format: 'xlsx',
    });
    expect(AIRPORTS.exportQuery.safeParse({ page: '1' }).success).toBe(false);
    expect(AIRPORTS.exportQuery.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(ROOMS.exportColumns.map((column) => [column.key, column.type])).toEqual([
      ['rooms.hotelId', 'text'],
      ['rooms.roomCategoryId', 'text'],
      ['rooms.mealType', 'text'],
      ['rooms.capacity', 'integer'],
      ['rooms.pricePerNight', 'money'],
      ['rooms.currency', 'text'],
    ]);
    for (const language of LANGUAGES) {
      const headers: Record<string, string> = textsOf(language).exports.reference;
      for (const descriptor of Object.values(REFERENCE_RESOURCES)) {
        for (const column of descriptor.exportColumns)
          expect(headers[column.key], `${language} ${column.key}`).toBeTruthy();
      }
    }
  });

  it('turn a record back into a valid input (edit shares the create form)', () => {
    const airport = {
      id: 1,
      iataCode: 'EVN',
      name: 'Zvartnots',
      city: 'Yerevan',
      country: 'Armenia',
      timeZone: 'Asia/Yerevan',
    };
    expect(AIRPORTS.input.parse(AIRPORTS.toInput(airport))).toEqual(AIRPORTS.toInput(airport));
    expect(AIRPORTS.toLabel(airport)).toBe('EVN · Yerevan');
    const fareRule = FARE_RULES.input.parse({ ...FARE_RULES.defaults, name: 'Economy' });
    expect(FARE_RULES.toInput({ id: 3, ...fareRule })).toEqual(fareRule);
  });
});

describe('flight reference inputs', () => {
  it('upper-case codes and refuse an unknown time zone', () => {
    const parsed = AIRPORTS.input.safeParse({
      iataCode: 'evn',
      name: 'Zvartnots',
      city: 'Yerevan',
      country: 'Armenia',
      timeZone: 'Asia/Atlantis',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['timeZone', 'invalidTimeZone'],
    ]);
    expect(
      AIRPORTS.input.parse({
        ...AIRPORTS.defaults,
        iataCode: 'evn',
        name: 'a',
        city: 'b',
        country: 'c',
        timeZone: 'Asia/Yerevan',
      }).iataCode,
    ).toBe('EVN');
  });

  it('takes a penalty as a percentage (at most 100) or as an amount', () => {
    const rule = FARE_RULES.input.parse({ ...FARE_RULES.defaults, name: 'Economy' });
    const withPenalty = (refund: unknown) =>
      ZFareRuleInput.safeParse({
        ...rule,
        penalties: { ...rule.penalties, adult: { ...rule.penalties.adult, refund } },
      });
    expect(withPenalty({ type: 'percent', value: 12.5 }).success).toBe(true);
    expect(withPenalty({ type: 'amount', value: 5000 }).success).toBe(true);
    expect(withPenalty({ type: 'percent', value: 101 }).error?.issues[0]?.path).toEqual([
      'penalties',
      'adult',
      'refund',
      'value',
    ]);
    expect(withPenalty({ type: 'amount', value: -1 }).success).toBe(false);
    expect(withPenalty({ type: 'fee', value: 1 }).success).toBe(false);
  });

  it('computes a penalty on a price: percentages round half up, never more than the price', () => {
    expect(penaltyOnPrice({ type: 'percent', value: 25 }, 10_000)).toBe(2_500);
    expect(penaltyOnPrice({ type: 'percent', value: 12.5 }, 333)).toBe(42);
    expect(penaltyOnPrice({ type: 'amount', value: 5_000 }, 3_000)).toBe(3_000);
    expect(penaltyOnPrice({ type: 'amount', value: 5_000 }, 9_000, 1_234)).toBe(1_234);
  });
});

describe('flight list and schedule requests', () => {
  it('refuse a period longer than a year and an end before the start', () => {
    const long = ZFlightListRequest.safeParse({ startDate: '2026-01-01', endDate: '2027-01-02' });
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endDate', 'rangeTooLong:366'],
    ]);
    const reversed = ZFlightListRequest.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(reversed.error?.issues[0]?.message).toBe('endBeforeStart');
  });

  it('asks for at least one weekday', () => {
    const parsed = ZScheduleRequest.safeParse({
      flightTemplateId: 1,
      startDate: '2026-01-01',
      endDate: '2026-01-14',
      weekdays: [],
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['weekdays', 'chooseWeekday'],
    ]);
  });
});
