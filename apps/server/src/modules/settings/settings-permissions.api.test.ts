import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  CURRENCY_ENDPOINTS,
  CURRENCY_SETTINGS,
  HOTEL_ENDPOINTS,
  HOTEL_PROVIDERS,
  HOTELS,
  MAIL_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  NOTIFICATIONS,
  ROLES,
  ROOM_CATEGORIES,
  ROOMS,
  SERVICES,
  SETTINGS_ENDPOINTS,
  todayIsoDate,
  TOUR_MANAGERS,
  UPLOAD_ENDPOINTS,
  type TResourceDescriptor,
  type TRole,
} from '@frs/contract';
import { currencySettings, notifications, services, tourManagers } from '../../db/schema';
import { createHotel, createHotelProvider, createRoom, createRoomCategory } from '../../../test/agency-factories';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { nextNumber, tokensForEveryRole } from '../../../test/flight-factories';
import { multipartFile, pngBytes } from '../../../test/multipart';
import {
  expectPermissionCase,
  resourcePermissionCases,
  type TPermissionCase,
  type TResourceAccess,
} from '../../../test/permission-matrix';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Every endpoint of the settings console and currency (issue 5) against every role, with valid requests, so that a
 * refusal can only be the permission. Written out from docs/PRODUCT.md §6 and
 * apps/server/src/modules/settings/README.md, not read from the permission table under test.
 */

const EVERYONE: readonly TRole[] = ROLES;
const AGENCY_STAFF: readonly TRole[] = ['Super Admin', 'Admin', 'Viewer', 'Tickets', 'Hotels', 'Packages'];
const ADMINS: readonly TRole[] = ['Super Admin', 'Admin'];
const HOTEL_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Hotels', 'Packages'];
const PACKAGE_WRITERS: readonly TRole[] = ['Super Admin', 'Admin', 'Packages'];
const UPLOADERS: readonly TRole[] = ['Super Admin', 'Admin', 'Tickets', 'Hotels', 'Packages'];

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

/** Per reference resource of this issue: its descriptor, who reads, who writes, a fresh input and a fresh record. */
const RESOURCES: (TResourceAccess & { descriptor: TResourceDescriptor })[] = [
  {
    descriptor: CURRENCY_SETTINGS,
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
    descriptor: NOTIFICATIONS,
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
    descriptor: HOTEL_PROVIDERS,
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({ name: `P ${nextNumber()}` }),
    record: async () => (await createHotelProvider(db())).id,
  },
  {
    descriptor: HOTELS,
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
    descriptor: ROOM_CATEGORIES,
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({ name: `C ${nextNumber()}`, description: TEXT }),
    record: async () => (await createRoomCategory(db())).id,
  },
  {
    descriptor: ROOMS,
    readers: EVERYONE,
    writers: HOTEL_WRITERS,
    input: async () => ({
      hotelId: (await createHotel(db())).id,
      roomCategoryId: (await createRoomCategory(db())).id,
      mealType: 'BB',
      capacity: 2,
      maxAdults: 2,
      maxChildren: 1,
      childMaxAge: 11,
      minStay: 1,
      releaseDays: 0,
      commissionPercent: 10,
      pricePerNight: 100,
      currency: 'EUR',
      cancellationPolicy: [],
    }),
    record: async () => (await createRoom(db())).id,
  },
  {
    descriptor: SERVICES,
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
    descriptor: TOUR_MANAGERS,
    readers: EVERYONE,
    writers: PACKAGE_WRITERS,
    input: async () => ({ name: 'M', phone: '+374 91 000000' }),
    record: async () => {
      const [row] = await db().insert(tourManagers).values({ name: 'M', phone: '+374 91 000000' }).returning();
      return row!.id;
    },
  },
];

const CASES: TPermissionCase[] = [
  ...RESOURCES.flatMap((resource) => resourcePermissionCases(resource.descriptor, resource)),
  { endpoint: SETTINGS_ENDPOINTS.company, allowed: EVERYONE, call: async () => ({}) },
  { endpoint: SETTINGS_ENDPOINTS.editCompany, allowed: ADMINS, call: async () => ({ body: company }) },
  { endpoint: SETTINGS_ENDPOINTS.tickets, allowed: AGENCY_STAFF, call: async () => ({}) },
  { endpoint: SETTINGS_ENDPOINTS.editTickets, allowed: ADMINS, call: async () => ({ body: tickets }) },
  { endpoint: MAIL_ENDPOINTS.smtpSettings, allowed: ['Super Admin', 'Admin', 'Viewer'], call: async () => ({}) },
  { endpoint: MAIL_ENDPOINTS.editSmtpSettings, allowed: ADMINS, call: async () => ({ body: smtp }) },
  {
    endpoint: MAIL_ENDPOINTS.testSmtp,
    allowed: ADMINS,
    // A closed port: the test itself fails (as a result), the call is allowed or not.
    call: async () => ({ body: { to: 'a@agency.test', settings: { ...smtp, port: 9 } } }),
  },
  {
    endpoint: UPLOAD_ENDPOINTS.upload,
    allowed: UPLOADERS,
    call: async () => {
      const { payload, headers } = multipartFile({ fileName: 'a.png', contentType: 'image/png', bytes: pngBytes() });
      return { params: { kind: 'companyLogo' }, body: payload, headers };
    },
  },
  { endpoint: CURRENCY_ENDPOINTS.currencyCodes, allowed: AGENCY_STAFF, call: async () => ({}) },
  { endpoint: CURRENCY_ENDPOINTS.marginTypes, allowed: AGENCY_STAFF, call: async () => ({}) },
  { endpoint: CURRENCY_ENDPOINTS.rateProviderStatus, allowed: ADMINS, call: async () => ({}) },
  {
    endpoint: CURRENCY_ENDPOINTS.manualRate,
    allowed: ADMINS,
    call: async () => ({ body: { date: '2026-02-02', currency: 'USD', bankRate: 400 } }),
  },
  { endpoint: CURRENCY_ENDPOINTS.rateSource, allowed: ADMINS, call: async () => ({ body: { source: 'manual' } }) },
  { endpoint: NOTIFICATION_ENDPOINTS.mine, allowed: EVERYONE, call: async () => ({}) },
  {
    endpoint: NOTIFICATION_ENDPOINTS.markRead,
    allowed: EVERYONE,
    call: async () => ({ params: { id: await notificationRow('everyone') } }),
  },
  { endpoint: HOTEL_ENDPOINTS.categories, allowed: EVERYONE, call: async () => ({}) },
  { endpoint: HOTEL_ENDPOINTS.mealTypes, allowed: EVERYONE, call: async () => ({}) },
];

describe('permission matrix of the settings console and currency', () => {
  beforeAll(async () => {
    // PUT …/edit needs settings to exist; the upload needs nothing.
    const admin = tokenOf('Admin');
    await injectEndpoint(testApp.app, SETTINGS_ENDPOINTS.createCompany, { body: company, token: admin });
  });

  it.each(CASES.map((testCase) => [endpointTitle(testCase.endpoint), testCase] as const))(
    '%s',
    async (_name, testCase) => expectPermissionCase(testApp, testCase, tokenOf),
  );
});
