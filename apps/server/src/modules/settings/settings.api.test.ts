import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompanySettings } from '@frs/contract';
import { companySettings } from '../../db/schema';
import { bearer, createUser, loginAs } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const getSettings = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/companySettings', headers });

describe('GET /api/companySettings', () => {
  it('needs a login', async () => {
    expect((await getSettings()).statusCode).toBe(401);
  });

  it('answers 404 until the settings exist, then returns them to any role', async () => {
    const agent = await createUser(testApp.database.db);
    const { token } = await loginAs(testApp.app, agent.email);
    expect((await getSettings(bearer(token))).statusCode).toBe(404);

    await testApp.database.db.insert(companySettings).values({
      compName: 'Agency',
      compTelephone: '+374 10 111111',
      compEmail: 'office@agency.test',
      compAddressEng: '5 Main St, Yerevan',
      compAddressArm: 'Գլխավոր 5, Երևան',
      instagram: 'https://instagram.test/agency',
    });
    const response = await getSettings(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json<TCompanySettings>()).toEqual({
      compName: 'Agency',
      compTelephone: '+374 10 111111',
      compEmail: 'office@agency.test',
      compAddressEng: '5 Main St, Yerevan',
      compAddressArm: 'Գլխավոր 5, Երևան',
      compAddressRus: '',
      socialLinks: {
        facebook: null,
        instagram: 'https://instagram.test/agency',
        linkedin: null,
        telegram: null,
        whatsapp: null,
      },
    });
  });
});
