import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ENDPOINTS, type TAdminGroup, type TBaseRole, type TProfile } from '@frs/contract';
import { endpointTitle, injectEndpoint } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const getUser = (id: number | string, token: string) =>
  injectEndpoint(testApp.app, USER_ENDPOINTS.get, { params: { id }, token });

async function tokenFor(role: TBaseRole, adminGroups: TAdminGroup | null = null) {
  const user = await createUser(testApp.database.db, { role, adminGroups });
  return { user, token: (await loginAs(testApp.app, user.email)).token };
}

describe(endpointTitle(USER_ENDPOINTS.profile), () => {
  it('returns the profile fields of docs/PRODUCT.md §3 with the balance in minor units', async () => {
    const user = await createUser(testApp.database.db, { balance: 123_456_789 });
    const { token } = await loginAs(testApp.app, user.email);
    const response = await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { token });
    expect(response.statusCode).toBe(200);
    const profile = response.json<TProfile>();
    expect(profile).toMatchObject({
      userId: user.id,
      email: user.email,
      role: 'user',
      adminGroups: null,
      status: 'approved',
      companyName: 'Test Travel LLC',
      balance: { currentBalance: 123_456_789, creditLimit: 0, currency: 'AMD' },
    });
    for (const field of [
      'businessName',
      'vat',
      'country',
      'city',
      'mobilePhone',
      'address',
      'ceoNameSurname',
      'contactNameSurname',
      'phone',
      'privilege',
    ]) {
      expect(profile, field).toHaveProperty(field);
    }
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('tokenVersion');
  });
});

describe(endpointTitle(USER_ENDPOINTS.get), () => {
  it('gives everybody their own profile', async () => {
    for (const [role, group] of [
      ['user', null],
      ['Viewer', null],
      ['Admin', 'Reports'],
      ['Admin', 'Hotels'],
      ['Super Admin', null],
    ] as const) {
      const { user, token } = await tokenFor(role, group);
      const response = await getUser(user.id, token);
      expect(response.statusCode, `${role} ${group}`).toBe(200);
      expect(response.json<TProfile>().userId).toBe(user.id);
    }
  });

  it("lets the roles that may see agents read anyone's profile", async () => {
    const agent = await createUser(testApp.database.db);
    const allowed: [TBaseRole, TAdminGroup | null][] = [
      ['Super Admin', null],
      ['Admin', null],
      ['Viewer', null],
      ['Admin', 'Tickets'],
      ['Admin', 'Hotels'],
      ['Admin', 'Packages'],
    ];
    for (const [role, group] of allowed) {
      const { token } = await tokenFor(role, group);
      const response = await getUser(agent.id, token);
      expect(response.statusCode, `${role} ${group}`).toBe(200);
      expect(response.json<TProfile>().email).toBe(agent.email);
    }
  });

  it("never shows an agent or a Reports user anyone else's profile", async () => {
    const victim = await createUser(testApp.database.db, { balance: 5_000 });
    for (const [role, group] of [
      ['user', null],
      ['Admin', 'Reports'],
    ] as const) {
      const { token } = await tokenFor(role, group);
      const response = await getUser(victim.id, token);
      expect(response.statusCode, `${role} ${group}`).toBe(404);
      expect(response.body).not.toContain(victim.email);
    }
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const { token } = await tokenFor('Admin');
    expect((await getUser(999_999, token)).statusCode).toBe(404);
    const invalid = await getUser('abc', token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('id');
  });
});
