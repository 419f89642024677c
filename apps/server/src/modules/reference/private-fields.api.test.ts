import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOTEL_PROVIDERS,
  readsPrivateFields,
  resourceItemPath,
  ROLES,
  textsOf,
  TOUR_MANAGERS,
  type TErrorBody,
  type TResourceDescriptor,
  type TRole,
} from '@frs/contract';
import { hotelProviders, tourManagers } from '../../db/schema';
import { readExport } from '../../../test/export-file';
import { bearer } from '../../../test/factories';
import { tokensForEveryRole } from '../../../test/flight-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 11: agents and the Reports role could read hotel providers' contacts and notes and tour managers' phones
 * through the reference lists. Each role now receives only what its screens need: the roles of the resource's
 * screen get every field, the others records without the private fields, and cannot filter, sort or search by them.
 */

let testApp: TTestApp;
let tokenOf: (role: TRole) => string;
const PROVIDER = {
  name: 'Private Fields Travel',
  contactName: 'Narine Secret',
  email: 'narine@provider.test',
  phone: '+374 10 555555',
  notes: 'Pays commission quarterly',
};
const MANAGER = {
  name: 'Private Fields Guide',
  phone: '+374 99 777777',
  email: 'guide@example.test',
  languages: 'hy, en',
};
let providerId: number;
let managerId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ROLES);
  const db = testApp.database.db;
  providerId = (await db.insert(hotelProviders).values(PROVIDER).returning())[0]!.id;
  managerId = (await db.insert(tourManagers).values(MANAGER).returning())[0]!.id;
});
afterAll(async () => {
  await testApp.app.close();
});

const get = (url: string, role: TRole) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...bearer(tokenOf(role)), 'accept-language': 'en' } });

const CASES: { descriptor: TResourceDescriptor; id: () => number; record: Record<string, string> }[] = [
  { descriptor: HOTEL_PROVIDERS, id: () => providerId, record: PROVIDER },
  { descriptor: TOUR_MANAGERS, id: () => managerId, record: MANAGER },
];

describe('private fields of reference records', () => {
  it('are only for the staff of the screen: agents, Reports and Tickets get the rest', () => {
    expect(HOTEL_PROVIDERS.privateFields).toEqual(['contactName', 'email', 'phone', 'notes']);
    expect(TOUR_MANAGERS.privateFields).toEqual(['phone', 'email']);
    for (const descriptor of [HOTEL_PROVIDERS, TOUR_MANAGERS]) {
      for (const role of ['user', 'Reports', 'Tickets'] as const)
        expect(readsPrivateFields(descriptor, role)).toBe(false);
      for (const role of ['Super Admin', 'Admin', 'Viewer', 'Packages'] as const) {
        expect(readsPrivateFields(descriptor, role)).toBe(true);
      }
    }
  });

  for (const { descriptor, id, record } of CASES) {
    const publicPart = Object.fromEntries(
      Object.entries(record).filter(([field]) => !descriptor.privateFields.includes(field)),
    );

    it(`${descriptor.name}: every role gets the list and the record it may see`, async () => {
      for (const role of ROLES) {
        const expected = readsPrivateFields(descriptor, role) ? record : publicPart;
        const list = await get(`${descriptor.path}?search=${encodeURIComponent(record.name!)}`, role);
        expect(list.statusCode, role).toBe(200);
        const [listed] = list.json<{ result: Record<string, unknown>[] }>().result;
        expect(listed, role).toEqual({ id: id(), ...expected });
        const item = await get(resourceItemPath(descriptor.path, id()), role);
        expect(item.statusCode, role).toBe(200);
        expect(item.json(), role).toEqual({ id: id(), ...expected });
      }
    });

    it(`${descriptor.name}: readers without the private fields cannot filter, sort or search by them`, async () => {
      const privateEmail = record.email!;
      for (const role of ['user', 'Reports'] as const) {
        const filtered = await get(`${descriptor.path}?email=${encodeURIComponent(privateEmail)}`, role);
        expect(filtered.statusCode, role).toBe(400);
        expect(filtered.json<TErrorBody>().errors, role).toEqual({ email: 'Unknown field' });
        const searched = await get(`${descriptor.path}?search=${encodeURIComponent(privateEmail)}`, role);
        expect(searched.json<{ count: number }>().count, role).toBe(0);
      }
      const staff = await get(`${descriptor.path}?email=${encodeURIComponent(privateEmail)}`, 'Viewer');
      expect(staff.json<{ count: number }>().count).toBe(1);
      const staffSearch = await get(`${descriptor.path}?search=${encodeURIComponent(privateEmail)}`, 'Viewer');
      expect(staffSearch.json<{ count: number }>().count).toBe(1);
    });
  }

  it('hotel providers: the export leaves out the contacts and refuses a filter by them for those readers', async () => {
    const exportPath = resourceItemPath(HOTEL_PROVIDERS.path, 'export');
    const search = `search=${encodeURIComponent(PROVIDER.name)}`;
    const rowsOf = async (role: TRole) => readExport((await get(`${exportPath}?${search}`, role)).rawPayload, 'csv');
    const agentRows = await rowsOf('user');
    expect(agentRows).toEqual([[textsOf('en').exports.reference['hotelProviders.name']], [PROVIDER.name]]);
    const staffRows = await rowsOf('Viewer');
    // A leading "+" would be a formula to a spreadsheet: the CSV guards it with an apostrophe.
    expect(staffRows[1]).toEqual([PROVIDER.name, PROVIDER.contactName, PROVIDER.email, `'${PROVIDER.phone}`]);
    const filtered = await get(`${exportPath}?email=${encodeURIComponent(PROVIDER.email)}`, 'user');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json<TErrorBody>().errors).toEqual({ email: 'Unknown field' });
  });

  it('hotel providers: readers without the contacts cannot sort by them', async () => {
    const sorted = await get(`${HOTEL_PROVIDERS.path}?sortField=contactName`, 'user');
    expect(sorted.statusCode).toBe(400);
    expect(sorted.json<TErrorBody>().errors).toEqual({ contactName: 'Unknown field' });
    expect((await get(`${HOTEL_PROVIDERS.path}?sortField=contactName`, 'Admin')).statusCode).toBe(200);
  });
});
