import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  LOGIN_MAX_FAILURES,
  USER_ENDPOINTS,
  type TErrorBody,
  type TProfile,
  type TUserGroupItem,
} from '@frs/contract';
import { mailOutbox, userTokens } from '../../db/schema';
import { endpointTitle } from '../../../test/endpoint-call';
import { bearer, createUser, loginAs, TEST_PASSWORD, userWithToken } from '../../../test/factories';
import { codeIn, linkIn } from '../../../test/mail-capture';
import {
  historyActions,
  inject,
  mailbox,
  newEmail,
  registration,
  testApp,
  useAccountsApp,
  userByEmail,
} from './accounts-test-kit';

useAccountsApp();

describe('forgot and reset password', () => {
  it('answers alike whether the e-mail exists or not, and mails only an approved account', async () => {
    const known = await createUser(testApp.database.db);
    const blocked = await createUser(testApp.database.db, { status: 'blocked' });
    const answers = [];
    for (const email of [known.email, 'nobody@example.test', blocked.email]) {
      const response = await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email } });
      answers.push([response.statusCode, response.body]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([200, JSON.stringify({ success: true })]);
    const mails = await mailbox.deliver();
    expect(mails.map((mail) => mail.to)).toEqual([[known.email]]);
    expect(mails[0]?.subject).toBe('Գաղտնաբառի վերականգնում');
  });

  it('resets with the mailed code and link, revoking the old sessions; the code works once', async () => {
    const user = await createUser(testApp.database.db, { language: 'en' });
    const session = await loginAs(testApp.app, user.email);
    await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: user.email } });
    const mail = await mailbox.deliverOneTo(user.email);
    expect(mail.subject).toBe('Password recovery');
    const link = linkIn(mail, '/resetVerification');
    expect(link.searchParams.get('user_id')).toBe(String(user.id));
    expect(link.search).not.toContain(codeIn(mail));
    const code = codeIn(mail);

    const reset = await inject(ACCOUNT_ENDPOINTS.resetPassword, {
      params: { userId: user.id },
      body: { password: 'brand-new-1', code },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginAs(testApp.app, user.email, 'brand-new-1')).userId).toBe(user.id);
    const stale = await inject(USER_ENDPOINTS.profile, { headers: bearer(session.token) });
    expect(stale.statusCode).toBe(401);
    const replay = await inject(ACCOUNT_ENDPOINTS.resetPassword, {
      params: { userId: user.id },
      body: { password: 'other-pass-1', code },
    });
    expect(replay.statusCode).toBe(400);
    expect(await historyActions(user.id)).toContain('reset-password');
  });

  it('refuses wrong codes, then the right one after 5 tries, after 30 minutes, and for another user', async () => {
    const user = await createUser(testApp.database.db);
    const other = await createUser(testApp.database.db);
    await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: user.email } });
    const code = codeIn(await mailbox.deliverOneTo(user.email));
    expect(
      (
        await inject(ACCOUNT_ENDPOINTS.resetPassword, {
          params: { userId: other.id },
          body: { password: 'hijack-123', code },
        })
      ).statusCode,
    ).toBe(400);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await inject(ACCOUNT_ENDPOINTS.resetPassword, {
        params: { userId: user.id },
        body: { password: 'whatever-1', code: wrong },
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<TErrorBody>().errors).toEqual({ code: 'The code is wrong or has expired' });
    }
    expect(
      (
        await inject(ACCOUNT_ENDPOINTS.resetPassword, {
          params: { userId: user.id },
          body: { password: 'whatever-1', code },
        })
      ).statusCode,
    ).toBe(400);

    await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: user.email } });
    const fresh = codeIn(await mailbox.deliverOneTo(user.email));
    await testApp.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'reset-password')));
    expect(
      (
        await inject(ACCOUNT_ENDPOINTS.resetPassword, {
          params: { userId: user.id },
          body: { password: 'whatever-1', code: fresh },
        })
      ).statusCode,
    ).toBe(400);
    expect((await loginAs(testApp.app, user.email, TEST_PASSWORD)).userId).toBe(user.id);
  });

  it('validates the new password and the code format', async () => {
    const user = await createUser(testApp.database.db);
    const response = await inject(ACCOUNT_ENDPOINTS.resetPassword, {
      params: { userId: user.id },
      body: { password: 'abc', code: '12' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      password: 'Minimum 6 characters',
      code: 'The code has 6 digits',
    });
  });

  it(`throttles forgot-password per e-mail: ${LOGIN_MAX_FAILURES} requests in 15 minutes`, async () => {
    const user = await createUser(testApp.database.db);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: user.email } })).statusCode).toBe(200);
    }
    expect((await inject(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email: user.email } })).statusCode).toBe(429);
    const mails = await mailbox.deliver();
    expect(mails).toHaveLength(LOGIN_MAX_FAILURES);
  });
});

describe(`${endpointTitle(ACCOUNT_ENDPOINTS.createUser)} (admin-side creation)`, () => {
  const staff = (email: string, role: string, adminGroups: string | null = null) => ({
    email,
    role,
    adminGroups,
    contactNameSurname: 'New Colleague',
  });

  it('lets a Super Admin create any group, and mails the new user a set-password link', async () => {
    const superAdmin = await userWithToken(testApp.app, testApp.database.db, 'Super Admin');
    for (const [role, group] of [
      ['Super Admin', null],
      ['Admin', null],
      ['Viewer', null],
      ['Admin', 'Reports'],
    ] as const) {
      const email = newEmail('staff');
      const response = await inject(ACCOUNT_ENDPOINTS.createUser, {
        body: staff(email, role, group),
        headers: superAdmin.headers,
      });
      expect(response.statusCode, `${role} ${group}`).toBe(201);
      expect(response.json<TProfile>()).toMatchObject({ email, role, adminGroups: group, status: 'approved' });
      const mail = await mailbox.deliverOneTo(email);
      const link = linkIn(mail, '/passwordSetting');
      const token = link.searchParams.get('token') ?? '';
      const set = await inject(ACCOUNT_ENDPOINTS.setPassword, {
        body: {
          user_id: Number(link.searchParams.get('user_id')),
          token,
          password: 'welcome-1',
          c_password: 'welcome-1',
        },
      });
      expect(set.statusCode).toBe(200);
      const login = await loginAs(testApp.app, email, 'welcome-1');
      expect(login.role).toBe(role);
      expect(await historyActions(login.userId)).toEqual(['create', 'set-password']);
    }
  });

  it('lets an Admin create agents and the admin groups, never Super Admin, Admin or Viewer', async () => {
    const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
    const agent = {
      ...registration(newEmail()),
      role: 'user',
      language: 'ru',
    };
    const created = await inject(ACCOUNT_ENDPOINTS.createUser, { body: agent, headers: admin.headers });
    expect(created.statusCode).toBe(201);
    expect((await mailbox.deliverOneTo(agent.email)).subject).toBe('Ваша учётная запись подтверждена');
    const tickets = await inject(ACCOUNT_ENDPOINTS.createUser, {
      body: staff(newEmail(), 'Admin', 'Tickets'),
      headers: admin.headers,
    });
    expect(tickets.statusCode).toBe(201);
    for (const role of ['Super Admin', 'Admin', 'Viewer'] as const) {
      const response = await inject(ACCOUNT_ENDPOINTS.createUser, {
        body: staff(newEmail(), role),
        headers: admin.headers,
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json<TErrorBody>().code).toBe('GROUP_NOT_ALLOWED');
    }
    await mailbox.deliver();
  });

  it("requires an agent's company fields and refuses a registered e-mail", async () => {
    const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
    const incomplete = await inject(ACCOUNT_ENDPOINTS.createUser, {
      body: staff(newEmail(), 'user'),
      headers: admin.headers,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(incomplete.json<TErrorBody>().errors ?? {})).toContain('vat');
    const taken = await inject(ACCOUNT_ENDPOINTS.createUser, {
      body: staff(admin.user.email, 'Admin', 'Hotels'),
      headers: admin.headers,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<TErrorBody>().errors).toHaveProperty('email');
  });
});

describe(endpointTitle(ACCOUNT_ENDPOINTS.userGroups), () => {
  it('gives a visitor the agent group, and each admin the groups they may create', async () => {
    const visitor = await inject(ACCOUNT_ENDPOINTS.userGroups);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<TUserGroupItem[]>()).toEqual([{ value: 'user', role: 'user', adminGroups: null }]);
    const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
    const adminGroups = (await inject(ACCOUNT_ENDPOINTS.userGroups, { headers: admin.headers })).json<
      TUserGroupItem[]
    >();
    expect(adminGroups.map((group) => group.value)).toEqual(['user', 'Reports', 'Tickets', 'Hotels', 'Packages']);
    expect(adminGroups[1]).toEqual({ value: 'Reports', role: 'Admin', adminGroups: 'Reports' });
    const superAdmin = await userWithToken(testApp.app, testApp.database.db, 'Super Admin');
    expect((await inject(ACCOUNT_ENDPOINTS.userGroups, { headers: superAdmin.headers })).json()).toHaveLength(8);
    const viewer = await userWithToken(testApp.app, testApp.database.db, 'Viewer');
    expect((await inject(ACCOUNT_ENDPOINTS.userGroups, { headers: viewer.headers })).json()).toEqual([]);
    expect((await inject(ACCOUNT_ENDPOINTS.userGroups, { headers: bearer('garbage') })).statusCode).toBe(401);
  });
});

describe('the mail outbox', () => {
  it('blanks the secrets of a mail once it is sent', async () => {
    const email = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) });
    const code = codeIn(await mailbox.deliverOneTo(email));
    const [row] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, template: 'registration-confirm', language: 'hy' });
    expect(JSON.stringify(row?.payload)).not.toContain(code);
    const [token] = await testApp.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, (await userByEmail(email)).id));
    expect(token?.secretHash).not.toContain(code);
    expect(token?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
