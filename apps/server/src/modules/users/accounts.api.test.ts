import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  LOGIN_MAX_FAILURES,
  USER_ENDPOINTS,
  type TEndpointDefinition,
  type TErrorBody,
  type TProfile,
  type TUserGroupItem,
} from '@frs/contract';
import { history, mailOutbox, userTokens, users } from '../../db/schema';
import { endpointTitle, injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { bearer, createUser, loginAs, TEST_PASSWORD, userWithToken } from '../../../test/factories';
import { codeIn, linkIn } from '../../../test/mail-capture';
import { startTestMailbox, TEST_PUBLIC_URL, type TTestMailbox } from '../../../test/mailbox';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
let mailbox: TTestMailbox;
beforeAll(async () => {
  testApp = await createTestApp();
  mailbox = await startTestMailbox(testApp.database.db, testApp.app.log);
});
afterAll(async () => {
  await mailbox.capture.close();
  await testApp.app.close();
});

let addressCounter = 0;
/** A distinct client address per call site, so that throttling of one test never reaches another. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Calls an endpoint from a fresh client address unless the call names one. */
function inject(endpoint: TEndpointDefinition, call: TInjectCall = {}) {
  return injectEndpoint(testApp.app, endpoint, { remoteAddress: nextAddress(), ...call });
}

let emailCounter = 0;
function newEmail(prefix = 'agency'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${Date.now()}@example.test`;
}

function registration(email = newEmail()) {
  return {
    companyName: 'Ararat Travel LLC',
    businessName: 'Ararat Travel',
    vat: '02512345',
    country: 'Armenia',
    city: 'Yerevan',
    address: '1 Abovyan St',
    ceoNameSurname: 'Aram Hakobyan',
    contactNameSurname: 'Ani Hakobyan',
    phone: '+374 10 123456',
    mobilePhone: '+374 99 123456',
    email,
  };
}

async function userByEmail(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

async function historyActions(userId: number): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: history.action })
    .from(history)
    .where(and(eq(history.entity, 'user'), eq(history.entityId, String(userId))))
    .orderBy(history.id);
  return rows.map((row) => row.action);
}

/** Registers, delivers the code mail and verifies: a registration awaiting approval. */
async function registerAndVerify(email = newEmail()) {
  expect((await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) })).statusCode).toBe(201);
  const code = codeIn(await mailbox.deliverOneTo(email));
  expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code } })).statusCode).toBe(200);
  return userByEmail(email);
}

/** An approved agent with the set-password link from its approval mail. */
async function approvedWithLink() {
  const user = await registerAndVerify();
  const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
  const approve = await inject(USER_ENDPOINTS.setStatus, {
    params: { id: user.id },
    body: { action: 'approve' },
    headers: admin.headers,
  });
  expect(approve.statusCode).toBe(200);
  const link = linkIn(await mailbox.deliverOneTo(user.email), '/passwordSetting');
  return { user, link, userId: Number(link.searchParams.get('user_id')), token: link.searchParams.get('token') ?? '' };
}

describe('registration', () => {
  it('creates a not-verified agent and mails the code over SMTP in the language asked for', async () => {
    const email = newEmail();
    const response = await inject(ACCOUNT_ENDPOINTS.register, { body: { ...registration(email), language: 'en' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, email });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'user', status: 'not_verified', passwordHash: null, language: 'en' });
    expect(user.vat).toBe('02512345');

    const mail = await mailbox.deliverOneTo(email);
    expect(mail.subject).toBe('Your e-mail confirmation code');
    expect(mail.text).toContain('Dear Ani Hakobyan');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(linkIn(mail, '/verification').searchParams.get('email')).toBe(email);
    expect(mail.html).toContain(codeIn(mail));
    expect(await historyActions(user.id)).toEqual(['register']);
  });

  it('mails in Armenian by default, and in the language of Accept-Language', async () => {
    const armenian = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(armenian) });
    expect((await mailbox.deliverOneTo(armenian)).subject).toBe('Էլ. փոստի հաստատման կոդ');
    const russian = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(russian), headers: { 'accept-language': 'ru' } });
    const mail = await mailbox.deliverOneTo(russian);
    expect(mail.subject).toBe('Код подтверждения e-mail');
    expect((await userByEmail(russian)).language).toBe('ru');
  });

  it('refuses invalid e-mails and phones, over-long and missing fields, with field errors, creating nothing', async () => {
    const email = newEmail();
    const response = await inject(ACCOUNT_ENDPOINTS.register, {
      body: { ...registration(email), email: 'not-an-email', phone: '12ab', companyName: 'x'.repeat(201), city: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({
      email: 'Invalid e-mail address',
      phone: 'Invalid phone number',
      companyName: 'Maximum 200 characters',
      city: 'Field is required',
    });
    const missing = await inject(ACCOUNT_ENDPOINTS.register, { body: {} });
    expect(Object.keys(missing.json<TErrorBody>().errors ?? {}).sort()).toEqual(
      [
        'address',
        'ceoNameSurname',
        'city',
        'companyName',
        'contactNameSurname',
        'country',
        'email',
        'phone',
        'vat',
      ].sort(),
    );
    const [row] = await testApp.database.db.select({ rows: count() }).from(users).where(eq(users.email, email));
    expect(row?.rows).toBe(0);
  });

  it('refuses a registered e-mail (any letter case) with a field error, and queues no mail', async () => {
    const email = newEmail();
    expect((await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) })).statusCode).toBe(201);
    await mailbox.deliver();
    const again = await inject(ACCOUNT_ENDPOINTS.register, {
      body: registration(email.toUpperCase()),
      headers: {
        'accept-language': 'en',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorBody>()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: 'This e-mail is already registered' },
    });
    expect(await mailbox.deliver()).toEqual([]);
  });

  it(`is throttled like login: ${LOGIN_MAX_FAILURES} attempts from one address in 15 minutes`, async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const response = await inject(ACCOUNT_ENDPOINTS.register, { body: registration(), remoteAddress: address });
      expect(response.statusCode).toBe(201);
    }
    const locked = await inject(ACCOUNT_ENDPOINTS.register, { body: registration(), remoteAddress: address });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    await mailbox.deliver();
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code, once', async () => {
    const user = await registerAndVerify();
    expect(user.status).toBe('verified');
    expect(await historyActions(user.id)).toEqual(['register', 'verify-email']);
  });

  it('refuses a wrong code with a field error, and kills the code after 5 wrong tries', async () => {
    const email = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) });
    const code = codeIn(await mailbox.deliverOneTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await inject(ACCOUNT_ENDPOINTS.verifyEmail, {
      body: { email, code: wrong },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>()).toMatchObject({
      code: 'INVALID_CODE',
      errors: { code: 'The code is wrong or has expired' },
    });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code: wrong } })).statusCode).toBe(400);
    }
    expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code } })).statusCode).toBe(400);
    expect((await userByEmail(email)).status).toBe('not_verified');

    // A new code works again, and the old one stays dead.
    expect((await inject(ACCOUNT_ENDPOINTS.resendVerification, { body: { email } })).statusCode).toBe(200);
    const fresh = codeIn(await mailbox.deliverOneTo(email));
    expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code: fresh } })).statusCode).toBe(200);
    expect((await userByEmail(email)).status).toBe('verified');
  });

  it('refuses an expired code and a badly formed one', async () => {
    const email = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) });
    const code = codeIn(await mailbox.deliverOneTo(email));
    const user = await userByEmail(email);
    await testApp.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code } })).statusCode).toBe(400);
    const malformed = await inject(ACCOUNT_ENDPOINTS.verifyEmail, {
      body: { email, code: '12a' },
      headers: { 'accept-language': 'en' },
    });
    expect(malformed.json<TErrorBody>().errors).toEqual({ code: 'The code has 6 digits' });
  });

  it("a code is bound to its registration: another registration's code does not verify it", async () => {
    const first = newEmail();
    const second = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(first) });
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(second) });
    const mails = await mailbox.deliver();
    const firstCode = codeIn(mails.find((mail) => mail.to.includes(first))!);
    const secondCode = codeIn(mails.find((mail) => mail.to.includes(second))!);
    if (firstCode !== secondCode) {
      expect(
        (await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email: second, code: firstCode } })).statusCode,
      ).toBe(400);
    }
    expect(
      (await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email: second, code: secondCode } })).statusCode,
    ).toBe(200);
  });

  it('a new code voids the one mailed before', async () => {
    const email = newEmail();
    await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) });
    const first = codeIn(await mailbox.deliverOneTo(email));
    await inject(ACCOUNT_ENDPOINTS.resendVerification, { body: { email } });
    const second = codeIn(await mailbox.deliverOneTo(email));
    if (first !== second) {
      expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code: first } })).statusCode).toBe(400);
    }
    expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code: second } })).statusCode).toBe(200);
  });

  it('answers a resend alike for unknown and already verified e-mails, mailing nothing', async () => {
    const verified = await registerAndVerify();
    for (const email of [verified.email, 'nobody@example.test']) {
      const response = await inject(ACCOUNT_ENDPOINTS.resendVerification, { body: { email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await mailbox.deliver()).toEqual([]);
  });
});

describe('approval and the set-password link', () => {
  it('mails the approved agent a link that opens the page, sets the password once, and lets the agent log in', async () => {
    const { user, link, userId, token } = await approvedWithLink();
    expect(link.origin).toBe(new URL(TEST_PUBLIC_URL).origin);
    expect(userId).toBe(user.id);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const check = await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true, email: user.email });

    const set = await inject(ACCOUNT_ENDPOINTS.setPassword, {
      body: {
        user_id: userId,
        token,
        password: 'new-secret-1',
        c_password: 'new-secret-1',
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await loginAs(testApp.app, user.email, 'new-secret-1')).userId).toBe(user.id);

    const used = await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token } });
    expect(used.statusCode).toBe(410);
    expect(used.json<TErrorBody>()).toMatchObject({
      code: 'LINK_NOT_AVAILABLE',
      message: ERROR_MESSAGES.LINK_NOT_AVAILABLE.hy,
    });
    const again = await inject(ACCOUNT_ENDPOINTS.setPassword, {
      body: {
        user_id: userId,
        token,
        password: 'another-secret',
        c_password: 'another-secret',
      },
    });
    expect(again.statusCode).toBe(410);
    expect((await loginAs(testApp.app, user.email, 'new-secret-1')).userId).toBe(user.id);
    expect(await historyActions(user.id)).toEqual(['register', 'verify-email', 'approve', 'set-password']);
    const [row] = await testApp.database.db.select().from(history).where(eq(history.action, 'set-password'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('never works with an id alone, another id, a changed token or after 72 hours', async () => {
    const { user, userId, token } = await approvedWithLink();
    const other = await approvedWithLink();
    const missing = await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId } });
    expect(missing.statusCode).toBe(400);
    for (const [id, secret] of [
      [other.userId, token],
      [userId, other.token],
      [userId, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
      [999_999, token],
    ] as const) {
      const check = await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: id, token: secret } });
      expect(check.statusCode, `${id}`).toBe(410);
      const set = await inject(ACCOUNT_ENDPOINTS.setPassword, {
        body: {
          user_id: id,
          token: secret,
          password: 'hijacked-1',
          c_password: 'hijacked-1',
        },
      });
      expect(set.statusCode, `${id}`).toBe(410);
    }
    await testApp.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    expect((await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token } })).statusCode).toBe(
      410,
    );
    const [stored] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toBeNull();
  });

  it("gives the form's three messages in every language, changing nothing", async () => {
    const { userId, token } = await approvedWithLink();
    const cases = [
      [
        { password: '', c_password: '' },
        { password: 'required', c_password: 'required' },
      ],
      [{ password: 'abc', c_password: 'abc' }, { password: 'tooShort' }],
      [{ password: 'abcdef', c_password: 'abcdeg' }, { c_password: 'passwordMismatch' }],
    ] as const;
    for (const language of ['hy', 'en', 'ru'] as const) {
      for (const [body, expected] of cases) {
        const response = await inject(ACCOUNT_ENDPOINTS.setPassword, {
          body: { user_id: userId, token, ...body },
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(400);
        const messages = Object.fromEntries(
          Object.entries(expected).map(([field, code]) => [
            field,
            code === 'tooShort'
              ? FIELD_MESSAGES.tooShort[language].replace('{n}', '6')
              : FIELD_MESSAGES[code][language],
          ]),
        );
        expect(response.json<TErrorBody>().errors).toEqual(messages);
      }
    }
    expect((await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token } })).statusCode).toBe(
      200,
    );
  });

  it('blocking voids an unused link, and unblocking does not bring it back', async () => {
    const { user, token } = await approvedWithLink();
    const superAdmin = await userWithToken(testApp.app, testApp.database.db, 'Super Admin');
    await inject(USER_ENDPOINTS.setStatus, {
      params: { id: user.id },
      body: { action: 'block' },
      headers: superAdmin.headers,
    });
    await inject(USER_ENDPOINTS.setStatus, {
      params: { id: user.id },
      body: { action: 'unblock' },
      headers: superAdmin.headers,
    });
    expect((await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: user.id, token } })).statusCode).toBe(
      410,
    );
  });
});

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
