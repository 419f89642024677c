import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, todayIsoDate, type TRole } from '@frs/contract';
import { currencySettings, notifications, services, tourManagers } from '../../db/schema';
import { createHotel, createHotelProvider, createRoom, createRoomCategory } from '../../../test/agency-factories';
import { bearer } from '../../../test/factories';
import { nextNumber, tokensForEveryRole } from '../../../test/flight-factories';
import { multipartFile, pngBytes } from '../../../test/multipart';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Every endpoint of the settings console and currency (issue 5) against every role, with valid requests, so that a
 * refusal can only be the permission. Written out from spec section 6 and docs/ARCHITECTURE.md, not read from the
 * permission table under test.
 */

const EVERYONE: readonly TRole[] = ROLES;
const AGENCY_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'];
const ADMINS: readonly TRole[] = ['Super Admin', 'Admin'];
const HOTEL_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Hotels', 'Packages'];
const PACKAGE_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Packages'];
const UPLOADERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'];

interface TRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface TEndpoint {
  name: string;
  allowed: readonly TRole[];
  request: () => Promise<TRequest>;
}

let testApp: TTestApp;
let tokenOf: (role: TRole) => string;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ROLES);
});
afterAll(async () => {
  await testApp.app.close();
});

const TEXT = { hy: 'Ա', en: 'A', ru: 'А' };
const company = {
  compName: 'Agency',
  compTelephone: '+374 10 111111',
  compEmail: 'office@agency.test',
  compAddressEng: '5 Main St',
  compAddressArm: '',
  compAddressRus: '',
  legalName: null,
  taxId: null,
  bankName: null,
  bankAccount: null,
  bankSwift: null,
  logoUploadId: null,
  socialLinks: { facebook: null, instagram: null, linkedin: null, telegram: null, whatsapp: null },
};
const tickets = {
  ticketPrefix: '575',
  termsHy: '',
  termsEn: '',
  termsRu: '',
  logoUploadId: null,
  signatureUploadId: null,
  primaryColour: '#33A8AE',
  accentColour: '#1F6F73',
};
const smtp = { host: '127.0.0.1', port: 2525, security: 'none', fromAddress: 'robot@agency.test' };

async function notificationRow(audience: 'everyone' | 'agents' | 'staff' = 'everyone') {
  const today = todayIsoDate();
  const [row] = await db()
    .insert(notifications)
    .values({ title: TEXT, text: TEXT, audience, urgent: false, startDate: today, endDate: today })
    .returning();
  return row!.id;
}

/** Per reference resource of this issue: its path, who writes, a fresh input and a fresh record. */
const RESOURCES: {
  path: string;
  readers: readonly TRole[];
  writers: readonly TRole[];
  input: () => Promise<object>;
  record: () => Promise<number>;
}[] = [
  {
    path: '/api/currencySettings/',
    readers: AGENCY_STAFF,
    writers: ADMINS,
    // Two currencies only: every request starts from none.
    input: async () => {
      await db().delete(currencySettings).where(eq(currencySettings.currency, 'USD'));
      return { currency: 'USD', marginType: 'fixed', marginValue: 1 };
    },
    record: async () => {
      await db().delete(currencySettings).where(eq(currencySettings.currency, 'EUR'));
      const [row] = await db()
        .insert(currencySettings)
        .values({ currency: 'EUR', marginType: 'fixed', marginValue: '1' })
        .returning();
      return row!.id;
    },
  },
  {
    path: '/api/notifications/',
    readers: AGENCY_STAFF,
    writers: ADMINS,
    input: async () => ({
      title: TEXT,
      text: TEXT,
      audience: 'agents',
      urgent: false,
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    }),
    record: () => notificationRow(),
  },
  {
    path: '/api/hotelProviders',
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({ name: `P ${nextNumber()}` }),
    record: async () => (await createHotelProvider(db())).id,
  },
  {
    path: '/api/hotels',
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({
      providerId: (await createHotelProvider(db())).id,
      name: 'H',
      city: 'Rome',
      country: 'Italy',
      category: 3,
      address: 'Via 1',
      description: TEXT,
      photoUploadIds: [],
    }),
    record: async () => (await createHotel(db())).id,
  },
  {
    path: '/api/roomsCategory',
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({ name: `C ${nextNumber()}`, description: TEXT }),
    record: async () => (await createRoomCategory(db())).id,
  },
  {
    path: '/api/rooms',
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({
      hotelId: (await createHotel(db())).id,
      roomCategoryId: (await createRoomCategory(db())).id,
      mealType: 'BB',
      capacity: 2,
      pricePerNight: 100,
      currency: 'EUR',
      allotments: [],
    }),
    record: async () => (await createRoom(db())).id,
  },
  {
    path: '/api/services',
    readers: EVERYONE,
    writers: PACKAGE_WRITERS,
    input: async () => ({
      name: `S ${nextNumber()}`,
      kind: 'insurance',
      currency: 'EUR',
      price: 100,
      description: TEXT,
    }),
    record: async () => {
      const [row] = await db()
        .insert(services)
        .values({ name: `S ${nextNumber()}`, kind: 'other', currency: 'AMD', price: 1, description: TEXT })
        .returning();
      return row!.id;
    },
  },
  {
    path: '/api/tourManagers',
    readers: EVERYONE,
    writers: PACKAGE_WRITERS,
    input: async () => ({ name: 'M', phone: '+374 91 000000' }),
    record: async () => {
      const [row] = await db().insert(tourManagers).values({ name: 'M', phone: '+374 91 000000' }).returning();
      return row!.id;
    },
  },
];

const item = (path: string, id: number) => `${path.replace(/\/$/, '')}/${id}`;

const ENDPOINTS: TEndpoint[] = [
  ...RESOURCES.flatMap((resource): TEndpoint[] => [
    {
      name: `GET ${resource.path}`,
      allowed: resource.readers,
      request: async () => ({ method: 'GET', url: resource.path }),
    },
    {
      name: `GET ${resource.path} {id}`,
      allowed: resource.readers,
      request: async () => ({ method: 'GET', url: item(resource.path, await resource.record()) }),
    },
    {
      name: `POST ${resource.path}`,
      allowed: resource.writers,
      request: async () => ({ method: 'POST', url: resource.path, payload: await resource.input() }),
    },
    {
      name: `PUT ${resource.path} {id}`,
      allowed: resource.writers,
      request: async () => {
        const id = await resource.record();
        const input = await resource.input();
        return { method: 'PUT', url: item(resource.path, id), payload: input };
      },
    },
    {
      name: `DELETE ${resource.path} {id}`,
      allowed: resource.writers,
      request: async () => ({ method: 'DELETE', url: item(resource.path, await resource.record()) }),
    },
  ]),
  {
    name: 'GET companySettings',
    allowed: EVERYONE,
    request: async () => ({ method: 'GET', url: '/api/companySettings' }),
  },
  {
    name: 'PUT companySettings/edit',
    allowed: ADMINS,
    request: async () => ({ method: 'PUT', url: '/api/companySettings/edit', payload: company }),
  },
  {
    name: 'GET ticketSettings',
    allowed: AGENCY_STAFF,
    request: async () => ({ method: 'GET', url: '/api/ticketSettings' }),
  },
  {
    name: 'PUT ticketSettings',
    allowed: ADMINS,
    request: async () => ({ method: 'PUT', url: '/api/ticketSettings', payload: tickets }),
  },
  {
    name: 'GET SMTPsettings',
    allowed: ['Super Admin', 'Admin', 'Viewer'],
    request: async () => ({ method: 'GET', url: '/api/SMTPsettings' }),
  },
  {
    name: 'PUT SMTPsettings/edit',
    allowed: ADMINS,
    request: async () => ({ method: 'PUT', url: '/api/SMTPsettings/edit', payload: smtp }),
  },
  {
    name: 'POST SMTPsettings/test',
    allowed: ADMINS,
    // A closed port: the test itself fails (as a result), the call is allowed or not.
    request: async () => ({
      method: 'POST',
      url: '/api/SMTPsettings/test',
      payload: { to: 'a@agency.test', settings: { ...smtp, port: 9 } },
    }),
  },
  {
    name: 'POST uploads/companyLogo',
    allowed: UPLOADERS,
    request: async () => {
      const { payload, headers } = multipartFile({ fileName: 'a.png', contentType: 'image/png', bytes: pngBytes() });
      return { method: 'POST', url: '/api/uploads/companyLogo', payload, headers };
    },
  },
  {
    name: 'GET currencyCodes',
    allowed: AGENCY_STAFF,
    request: async () => ({ method: 'GET', url: '/api/currencySettings/currencyCodes' }),
  },
  {
    name: 'GET MarginTypes',
    allowed: AGENCY_STAFF,
    request: async () => ({ method: 'GET', url: '/api/currencySettings/MarginTypes' }),
  },
  {
    name: 'GET currencyRates/status',
    allowed: ADMINS,
    request: async () => ({ method: 'GET', url: '/api/currencyRates/status' }),
  },
  {
    name: 'POST currencyRates',
    allowed: ADMINS,
    request: async () => ({
      method: 'POST',
      url: '/api/currencyRates',
      payload: { date: '2026-02-02', currency: 'USD', bankRate: 400 },
    }),
  },
  {
    name: 'PUT currencyRates/source',
    allowed: ADMINS,
    request: async () => ({ method: 'PUT', url: '/api/currencyRates/source', payload: { source: 'manual' } }),
  },
  {
    name: 'GET notifications/mine',
    allowed: EVERYONE,
    request: async () => ({ method: 'GET', url: '/api/notifications/mine' }),
  },
  {
    name: 'POST notifications/read/{id}',
    allowed: EVERYONE,
    request: async () => ({ method: 'POST', url: `/api/notifications/read/${await notificationRow('everyone')}` }),
  },
  {
    name: 'GET hotels/category',
    allowed: EVERYONE,
    request: async () => ({ method: 'GET', url: '/api/hotels/category' }),
  },
  {
    name: 'GET roomsCategory/mealTypes',
    allowed: EVERYONE,
    request: async () => ({ method: 'GET', url: '/api/roomsCategory/mealTypes' }),
  },
];

describe('permission matrix of the settings console and currency', () => {
  beforeAll(async () => {
    // PUT …/edit needs settings to exist; the upload needs nothing.
    const admin = tokenOf('Admin');
    await testApp.app.inject({ method: 'POST', url: '/api/companySettings', payload: company, headers: bearer(admin) });
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const outcomes: string[] = [];
    for (const role of ROLES) {
      const request = await endpoint.request();
      const response = await testApp.app.inject({
        ...request,
        headers: { ...request.headers, ...bearer(tokenOf(role)) },
      });
      const allowed = endpoint.allowed.includes(role);
      const ok = allowed ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === 403;
      if (!ok) outcomes.push(`${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(outcomes).toEqual([]);
    const anonymous = await endpoint.request();
    expect((await testApp.app.inject(anonymous)).statusCode).toBe(401);
  });
});
