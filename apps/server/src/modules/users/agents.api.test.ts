import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  ruTexts,
  USER_ENDPOINTS,
  type TChangePasswordResponse,
  type TEndpointDefinition,
  type TErrorBody,
  type TProfile,
  type TUserListResponse,
} from '@frs/contract';
import { history, userTokens, users } from '../../db/schema';
import { endpointTitle, injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { bearer, createUser, loginAs, TEST_COMPANY, TEST_PASSWORD, userWithToken } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { readExport } from '../../../test/export-file';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const post = (endpoint: TEndpointDefinition, call: TInjectCall, headers: Record<string, string>, language = 'en') =>
  injectEndpoint(testApp.app, endpoint, { ...call, headers: { ...headers, 'accept-language': language } });
const list = (payload: object, headers: Record<string, string>) =>
  post(USER_ENDPOINTS.list, { body: payload }, headers).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TUserListResponse>();
  });

async function historyOf(userId: number) {
  return db()
    .select()
    .from(history)
    .where(and(eq(history.entity, 'user'), eq(history.entityId, String(userId))))
    .orderBy(history.id);
}

describe(endpointTitle(USER_ENDPOINTS.list), () => {
  /** A batch of agents only this describe block has: their company names carry a marker to search for. */
  const marker = `Zq${Date.now().toString(36)}`;
  beforeAll(async () => {
    const rows = [
      ['Alpha', 'Armenia', 'approved', 300],
      ['Bravo', 'Georgia', 'approved', 100],
      ['Charlie', 'Armenia', 'blocked', 200],
      ['Delta', 'armenia', 'verified', 0],
      ['Echo', 'Russia', 'not_verified', 0],
    ] as const;
    for (const [name, country, status, balance] of rows) {
      const user = await createUser(db(), { status, balance });
      await db()
        .update(users)
        .set({ companyName: `${marker} ${name} 50%_off`, country })
        .where(eq(users.id, user.id));
    }
  });

  it('pages, counts and sorts on the server', async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Viewer');
    const first = await list({ search: marker, page: 0, pageSize: 2, sortField: 'companyName' }, headers);
    expect(first.count).toBe(5);
    expect(first.result.map((row) => row.companyName?.split(' ')[1])).toEqual(['Alpha', 'Bravo']);
    const third = await list({ search: marker, page: 2, pageSize: 2, sortField: 'companyName' }, headers);
    expect(third.result.map((row) => row.companyName?.split(' ')[1])).toEqual(['Echo']);
    const byBalance = await list({ search: marker, sortField: 'balance', sortOrder: 'desc', pageSize: 3 }, headers);
    expect(byBalance.result.map((row) => row.balance)).toEqual([300, 200, 100]);
    expect(byBalance.result[0]).not.toHaveProperty('passwordHash');
  });

  it('filters by status, country (any case), group and free text, where % and _ are plain characters', async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Tickets');
    expect((await list({ search: marker, status: 'approved' }, headers)).count).toBe(2);
    expect((await list({ search: marker, country: 'ARMENIA' }, headers)).count).toBe(3);
    expect((await list({ search: `${marker} charlie` }, headers)).result[0]?.status).toBe('blocked');
    expect((await list({ search: `${marker} Alpha 50%_off` }, headers)).count).toBe(1);
    expect((await list({ search: `${marker} Alpha 5_%off` }, headers)).count).toBe(0);
    expect((await list({ search: marker, role: 'user' }, headers)).count).toBe(5);
    expect((await list({ search: marker, role: 'Admin' }, headers)).count).toBe(0);

    const hotels = await createUser(db(), { role: 'Admin', adminGroups: 'Hotels' });
    const groupRows = await list({ role: 'Hotels', pageSize: 100 }, headers);
    expect(groupRows.result.map((row) => row.userId)).toContain(hotels.id);
    expect((await list({ role: 'Admin', pageSize: 100 }, headers)).result.map((row) => row.userId)).not.toContain(
      hotels.id,
    );
  });

  it('refuses unknown sort fields, pages over 100 and unknown filters', async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Admin');
    const response = await post(
      USER_ENDPOINTS.list,
      { body: { sortField: 'passwordHash', pageSize: 101, x: 1 } },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<TErrorBody>().errors ?? {}).sort()).toEqual(['pageSize', 'sortField', 'x']);
  });

  it('exports the filtered list as CSV with a safe file name, guarding against formula injection', async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Viewer');
    const evil = await createUser(db());
    await db()
      .update(users)
      .set({ companyName: `=HYPERLINK("http://evil") ${marker}`, contactNameSurname: '+1 "quoted", name' })
      .where(eq(users.id, evil.id));
    const response = await post(USER_ENDPOINTS.export, { body: { search: marker, sortField: 'userId' } }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="agents-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await readExport(response.rawPayload, 'csv');
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', 'E-mail', 'Company']);
    expect(rows).toHaveLength(7);
    const evilRow = rows.find((row) => row[0] === String(evil.id)) ?? [];
    expect(evilRow[2]).toBe(`'=HYPERLINK("http://evil") ${marker}`);
    expect(evilRow[5]).toBe(`'+1 "quoted", name`);
    const alpha = rows.find((row) => row.some((cell) => cell.includes('Alpha'))) ?? [];
    expect(alpha.slice(14, 16)).toEqual(['3.00', '0.00']);
  });

  it("exports the same rows as XLSX, headers in the reader's language and amounts as numbers", async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Viewer');
    const body = { search: marker, sortField: 'userId', format: 'xlsx' } as const;
    const csv = await post(USER_ENDPOINTS.export, { body: { ...body, format: 'csv' } }, headers, 'ru');
    const xlsx = await post(USER_ENDPOINTS.export, { body }, headers, 'ru');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="agents-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const csvRows = await readExport(csv.rawPayload, 'csv');
    const xlsxRows = await readExport(xlsx.rawPayload, 'xlsx');
    expect(xlsxRows[0]).toEqual(csvRows[0]);
    expect(xlsxRows[0]?.[1]).toBe(ruTexts.exports.users.email);
    expect(xlsxRows.map((row) => row[0])).toEqual(csvRows.map((row) => row[0]));
    const alpha = xlsxRows.find((row) => row.some((cell) => cell.includes('Alpha'))) ?? [];
    expect(alpha.slice(14, 16)).toEqual(['3', '0']);
  });

  it('refuses an unknown format or filter', async () => {
    const { headers } = await userWithToken(testApp.app, db(), 'Viewer');
    const response = await post(USER_ENDPOINTS.export, { body: { format: 'pdf', page: 2 } as never }, headers);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<TErrorBody>().errors ?? {}).sort()).toEqual(['format', 'page']);
  });
});

describe(endpointTitle(USER_ENDPOINTS.update), () => {
  it('lets users edit their own profile and language, but not their e-mail or role', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const response = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.user.id }, body: { city: 'Gyumri', businessName: '', language: 'ru' } },
      agent.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfile>()).toMatchObject({ city: 'Gyumri', businessName: null, language: 'ru' });
    const [row] = (await historyOf(agent.user.id)).filter((entry) => entry.action === 'update');
    expect(row?.oldValues).toEqual({ city: 'Yerevan', businessName: 'Test Travel', language: 'hy' });
    expect(row?.newValues).toEqual({ city: 'Gyumri', businessName: null, language: 'ru' });

    const email = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.user.id }, body: { email: 'new@example.test' } },
      agent.headers,
    );
    expect(email.statusCode).toBe(403);
    const role = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.user.id }, body: { role: 'Admin' } },
      agent.headers,
    );
    expect(role.statusCode).toBe(403);
    const cleared = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.user.id }, body: { vat: '', phone: '' } },
      agent.headers,
    );
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<TErrorBody>().errors).toEqual({ vat: 'Field is required', phone: 'Field is required' });
  });

  it("lets staff without company data edit theirs, and refuses another agent's id with 404", async () => {
    const viewer = await userWithToken(testApp.app, db(), 'Viewer');
    await db().update(users).set({ companyName: null, vat: null }).where(eq(users.id, viewer.user.id));
    const own = await post(
      USER_ENDPOINTS.update,
      { params: { id: viewer.user.id }, body: { contactNameSurname: 'Lilit S.' } },
      viewer.headers,
    );
    expect(own.statusCode).toBe(200);
    const other = await post(
      USER_ENDPOINTS.update,
      { params: { id: (await createUser(db())).id }, body: { city: 'X' } },
      viewer.headers,
    );
    expect(other.statusCode).toBe(403);
    const agent = await userWithToken(testApp.app, db(), 'user');
    const victim = await createUser(db());
    const hidden = await post(
      USER_ENDPOINTS.update,
      { params: { id: victim.id }, body: { city: 'Hacked' } },
      agent.headers,
    );
    expect(hidden.statusCode).toBe(404);
  });

  it('lets an Admin edit an agent and its e-mail, not an Admin; a registered e-mail is a field error', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const agent = await createUser(db());
    const taken = await createUser(db());
    const response = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.id }, body: { email: ` New-${agent.id}@Example.test `, companyName: 'Renamed LLC' } },
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfile>()).toMatchObject({
      email: `new-${agent.id}@example.test`,
      companyName: 'Renamed LLC',
    });
    const conflict = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.id }, body: { email: taken.email } },
      admin.headers,
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<TErrorBody>().errors).toEqual({ email: 'This e-mail is already registered' });
    const otherAdmin = await createUser(db(), { role: 'Admin' });
    expect(
      (await post(USER_ENDPOINTS.update, { params: { id: otherAdmin.id }, body: { city: 'X' } }, admin.headers))
        .statusCode,
    ).toBe(403);
    const roleChange = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.id }, body: { role: 'Viewer' } },
      admin.headers,
    );
    expect(roleChange.statusCode).toBe(403);
  });

  it('lets a Super Admin change role and adminGroups (a history row of its own), never their own', async () => {
    const superAdmin = await userWithToken(testApp.app, db(), 'Super Admin');
    const staff = await createUser(db(), { role: 'Admin' });
    const { token } = await loginAs(testApp.app, staff.email);
    const response = await post(
      USER_ENDPOINTS.update,
      { params: { id: staff.id }, body: { adminGroups: 'Reports' } },
      superAdmin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfile>()).toMatchObject({ role: 'Admin', adminGroups: 'Reports' });
    const rows = await historyOf(staff.id);
    expect(rows.map((row) => row.action)).toEqual(['change-role']);
    expect(rows[0]?.newValues).toEqual({ adminGroups: 'Reports' });
    // The effective role applies at once: the Reports group may not list agents.
    expect((await post(USER_ENDPOINTS.list, { body: {} }, bearer(token))).statusCode).toBe(403);
    const own = await post(
      USER_ENDPOINTS.update,
      { params: { id: superAdmin.user.id }, body: { role: 'Admin' } },
      superAdmin.headers,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json<TErrorBody>().code).toBe('OWN_ACCOUNT');
  });

  it('changes nothing and writes no history for an unchanged update', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const response = await post(
      USER_ENDPOINTS.update,
      { params: { id: agent.user.id }, body: { city: TEST_COMPANY.city } },
      agent.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(await historyOf(agent.user.id)).toEqual([]);
  });
});

describe(endpointTitle(USER_ENDPOINTS.setStatus), () => {
  const status = (id: number, action: string, headers: Record<string, string>) =>
    post(USER_ENDPOINTS.setStatus, { params: { id }, body: { action } }, headers);

  it('approves or rejects a verified registration, and only from the right status', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const verified = await createUser(db(), { status: 'verified', withPassword: false });
    const approved = await status(verified.id, 'approve', admin.headers);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TProfile>().status).toBe('approved');
    const twice = await status(verified.id, 'approve', admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<TErrorBody>().code).toBe('INVALID_STATUS_TRANSITION');
    const fresh = await createUser(db(), { status: 'not_verified', withPassword: false });
    expect((await status(fresh.id, 'approve', admin.headers)).statusCode).toBe(409);
    expect((await status(fresh.id, 'reject', admin.headers)).json<TProfile>().status).toBe('rejected');
    expect((await status(fresh.id, 'unblock', admin.headers)).statusCode).toBe(409);
    expect((await historyOf(fresh.id)).map((row) => [row.action, row.oldValues, row.newValues])).toEqual([
      ['reject', { status: 'not_verified' }, { status: 'rejected' }],
    ]);
  });

  it('blocking revokes the tokens at once and voids mailed links; unblocking lets the user log in again', async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const agent = await userWithToken(testApp.app, db(), 'user');
    await db()
      .insert(userTokens)
      .values({
        userId: agent.user.id,
        purpose: 'reset-password',
        secretHash: 'x'.repeat(64),
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect((await status(agent.user.id, 'block', admin.headers)).statusCode).toBe(200);
    const profile = await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { headers: agent.headers });
    expect(profile.statusCode).toBe(401);
    const live = await db()
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, agent.user.id)));
    expect(live.every((token) => token.usedAt !== null)).toBe(true);
    const login = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
      body: { email: agent.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect((await status(agent.user.id, 'unblock', admin.headers)).statusCode).toBe(200);
    expect((await loginAs(testApp.app, agent.user.email)).userId).toBe(agent.user.id);
  });

  it("never on one's own account; an Admin never on an Admin or Super Admin; 404 for unknown ids", async () => {
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    expect((await status(admin.user.id, 'block', admin.headers)).json<TErrorBody>().code).toBe('OWN_ACCOUNT');
    for (const role of ['Admin', 'Super Admin'] as const) {
      const target = await createUser(db(), { role });
      expect((await status(target.id, 'block', admin.headers)).statusCode, role).toBe(403);
    }
    const reports = await createUser(db(), { role: 'Admin', adminGroups: 'Reports' });
    expect((await status(reports.id, 'block', admin.headers)).statusCode).toBe(200);
    expect((await status(999_999, 'block', admin.headers)).statusCode).toBe(404);
    const invalid = await status(reports.id, 'delete', admin.headers);
    expect(invalid.statusCode).toBe(400);
  });
});

describe(endpointTitle(USER_ENDPOINTS.changePassword), () => {
  const change = (id: number, payload: object, headers: Record<string, string>) =>
    post(USER_ENDPOINTS.changePassword, { params: { id }, body: payload }, headers);

  it("changes one's own with the current password, revoking other sessions but giving this one a fresh token", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const otherSession = await loginAs(testApp.app, agent.user.email);
    const response = await change(
      agent.user.id,
      { currentPassword: TEST_PASSWORD, password: 'changed-1', c_password: 'changed-1' },
      agent.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<TChangePasswordResponse>();
    expect(body.session).toMatchObject({ userId: agent.user.id, role: 'user' });
    const profile = (token: string) => injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { token });
    expect((await profile(otherSession.token)).statusCode).toBe(401);
    expect((await profile(agent.token)).statusCode).toBe(401);
    expect((await profile(body.session?.token ?? '')).statusCode).toBe(200);
    expect((await loginAs(testApp.app, agent.user.email, 'changed-1')).userId).toBe(agent.user.id);
    const rows = await historyOf(agent.user.id);
    expect(rows.map((row) => row.action)).toEqual(['change-password']);
    expect(JSON.stringify(rows)).not.toContain('changed-1');
  });

  it("requires the right current password for one's own, with field errors", async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const missing = await change(agent.user.id, { password: 'changed-1', c_password: 'changed-1' }, agent.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<TErrorBody>().errors).toEqual({ currentPassword: 'Field is required' });
    const wrong = await change(
      agent.user.id,
      { currentPassword: 'not-it', password: 'changed-1', c_password: 'changed-1' },
      agent.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TErrorBody>()).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { currentPassword: 'Wrong password' },
    });
    const mismatch = await change(
      agent.user.id,
      { currentPassword: TEST_PASSWORD, password: 'changed-1', c_password: 'changed-2' },
      agent.headers,
    );
    expect(mismatch.json<TErrorBody>().errors).toEqual({ c_password: 'password mismatch' });
    expect((await loginAs(testApp.app, agent.user.email)).userId).toBe(agent.user.id);
  });

  it("lets a Super Admin reset anyone's without it; an Admin gets 403, an agent 404", async () => {
    const superAdmin = await userWithToken(testApp.app, db(), 'Super Admin');
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const agent = await userWithToken(testApp.app, db(), 'user');
    const target = await createUser(db());
    const body = { password: 'reset-by-boss', c_password: 'reset-by-boss' };
    const reset = await change(target.id, body, superAdmin.headers);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<TChangePasswordResponse>().session).toBeNull();
    expect((await loginAs(testApp.app, target.email, 'reset-by-boss')).userId).toBe(target.id);
    expect((await historyOf(target.id)).map((row) => row.action)).toEqual(['reset-password-by-admin']);
    expect((await change(target.id, body, admin.headers)).statusCode).toBe(403);
    expect((await change(target.id, body, agent.headers)).statusCode).toBe(404);
  });
});
