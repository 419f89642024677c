import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SETTINGS_ENDPOINTS,
  UPLOAD_ENDPOINTS,
  type TCompanySettings,
  type TCompanySettingsRequest,
  type TEndpointDefinition,
  type TErrorBody,
  type TTicketSettings,
  type TUpload,
} from '@frs/contract';
import { companySettings, history } from '../../db/schema';
import { injectEndpoint, urlOf } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { multipartFile, pngBytes } from '../../../test/multipart';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let adminToken: string;
let agentToken: string;
let viewerToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const tokenOf = async (role: 'Admin' | 'user' | 'Viewer') =>
    (await loginAs(testApp.app, (await createUser(testApp.database.db, { role })).email)).token;
  adminToken = await tokenOf('Admin');
  agentToken = await tokenOf('user');
  viewerToken = await tokenOf('Viewer');
});

afterAll(async () => {
  await testApp.app.close();
});

const request = (endpoint: TEndpointDefinition, token?: string, body?: object) =>
  injectEndpoint(testApp.app, endpoint, { token, body, headers: { 'accept-language': 'en' } });

const COMPANY: TCompanySettingsRequest = {
  compName: 'Agency',
  compTelephone: '+374 10 111111',
  compEmail: 'office@agency.test',
  compAddressEng: '5 Main St, Yerevan',
  compAddressArm: 'Գլխավոր 5, Երևան',
  compAddressRus: '',
  legalName: 'Agency LLC',
  taxId: '02345678',
  bankName: 'Bank',
  bankAccount: '2470000000000000',
  bankSwift: 'BANKAM22',
  logoUploadId: null,
  socialLinks: {
    facebook: null,
    instagram: 'https://instagram.test/agency',
    linkedin: '',
    telegram: null,
    whatsapp: null,
  },
};

async function uploadImage(kind: string): Promise<TUpload> {
  const { payload, headers } = multipartFile({ fileName: 'logo.png', contentType: 'image/png', bytes: pngBytes() });
  const response = await injectEndpoint(testApp.app, UPLOAD_ENDPOINTS.upload, {
    params: { kind },
    body: payload,
    headers,
    token: adminToken,
  });
  return response.json<TUpload>();
}

describe('company settings', () => {
  it('GET needs a login and answers 404 until the settings exist', async () => {
    expect((await request(SETTINGS_ENDPOINTS.company)).statusCode).toBe(401);
    expect((await request(SETTINGS_ENDPOINTS.company, agentToken)).statusCode).toBe(404);
  });

  it('POST creates them once (Super Admin and Admin only); every role then reads them', async () => {
    expect((await request(SETTINGS_ENDPOINTS.createCompany, agentToken, COMPANY)).statusCode).toBe(403);
    expect((await request(SETTINGS_ENDPOINTS.createCompany, viewerToken, COMPANY)).statusCode).toBe(403);
    // The permission is checked before the body: a bad body from an agent is a 403 too, not a 400.
    expect((await request(SETTINGS_ENDPOINTS.createCompany, agentToken, { compName: '' })).statusCode).toBe(403);
    const created = await request(SETTINGS_ENDPOINTS.createCompany, adminToken, COMPANY);
    expect(created.statusCode).toBe(201);
    expect((await request(SETTINGS_ENDPOINTS.createCompany, adminToken, COMPANY)).statusCode).toBe(409);
    const read = await request(SETTINGS_ENDPOINTS.company, agentToken);
    expect(read.json<TCompanySettings>()).toEqual({
      ...COMPANY,
      logoUrl: null,
      socialLinks: { ...COMPANY.socialLinks, linkedin: null },
    });
  });

  it('PUT …/edit changes them, with a logo, and writes the change into the history', async () => {
    const logo = await uploadImage('companyLogo');
    const response = await request(SETTINGS_ENDPOINTS.editCompany, adminToken, {
      ...COMPANY,
      compTelephone: '+374 10 999999',
      logoUploadId: logo.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TCompanySettings>()).toMatchObject({
      compTelephone: '+374 10 999999',
      logoUrl: urlOf(UPLOAD_ENDPOINTS.file, { params: { id: logo.id } }),
    });
    const rows = await testApp.database.db.select().from(history).where(eq(history.entity, 'companySettings'));
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      oldValues: { compTelephone: '+374 10 111111', logoUploadId: null },
      newValues: { compTelephone: '+374 10 999999', logoUploadId: logo.id },
    });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await testApp.database.db.select().from(companySettings);
    const ticketLogo = await uploadImage('ticketLogo');
    const response = await request(SETTINGS_ENDPOINTS.editCompany, adminToken, {
      ...COMPANY,
      compEmail: 'not-an-email',
      compTelephone: 'call us',
      compName: '   ',
      socialLinks: { ...COMPANY.socialLinks, facebook: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      compEmail: 'Invalid e-mail address',
      compTelephone: 'Invalid phone number',
      compName: 'Field cannot be blank',
      'socialLinks.facebook': 'Invalid link',
    });
    const wrongKind = await request(SETTINGS_ENDPOINTS.editCompany, adminToken, {
      ...COMPANY,
      logoUploadId: ticketLogo.id,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<TErrorBody>().errors).toEqual({ logoUploadId: 'Choose a file' });
    expect(await testApp.database.db.select().from(companySettings)).toEqual(before);
  });
});

describe('ticket settings', () => {
  const TICKETS = {
    ticketPrefix: '575',
    termsHy: 'Պայմաններ',
    termsEn: 'Terms',
    termsRu: 'Условия',
    logoUploadId: null,
    signatureUploadId: null,
    primaryColour: '#33A8AE',
    accentColour: '#123456',
  };

  it('gives the defaults until saved, to the staff only', async () => {
    const response = await request(SETTINGS_ENDPOINTS.tickets, viewerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<TTicketSettings>()).toMatchObject({ ticketPrefix: '000', logoUrl: null });
    expect((await request(SETTINGS_ENDPOINTS.tickets, agentToken)).statusCode).toBe(403);
  });

  it('saves the prefix, terms, images and colours (Super Admin and Admin only)', async () => {
    const signature = await uploadImage('ticketSignature');
    expect((await request(SETTINGS_ENDPOINTS.editTickets, viewerToken, TICKETS)).statusCode).toBe(403);
    const response = await request(SETTINGS_ENDPOINTS.editTickets, adminToken, {
      ...TICKETS,
      signatureUploadId: signature.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TTicketSettings>()).toMatchObject({
      ticketPrefix: '575',
      signatureUrl: urlOf(UPLOAD_ENDPOINTS.file, { params: { id: signature.id } }),
      accentColour: '#123456',
    });
  });

  it('refuses a prefix that is not 3 digits and a colour that is not #rrggbb', async () => {
    const response = await request(SETTINGS_ENDPOINTS.editTickets, adminToken, {
      ...TICKETS,
      ticketPrefix: '57A',
      primaryColour: 'teal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      ticketPrefix: 'Three digits, e.g. 123',
      primaryColour: 'A colour as #rrggbb',
    });
    expect((await request(SETTINGS_ENDPOINTS.tickets, adminToken)).json<TTicketSettings>().ticketPrefix).toBe('575');
  });
});
