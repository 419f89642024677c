import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ENDPOINTS,
  fieldMessage,
  TEXTS,
  LOGIN_MAX_FAILURES,
  USER_ENDPOINTS,
  type TErrorBody,
} from '@frs/contract';
import { history, userTokens, users } from '../../db/schema';
import { loginAs, userWithToken } from '../../../test/factories';
import { codeIn, linkIn } from '../../../test/mail-capture';
import { TEST_PUBLIC_URL } from '../../../test/mailbox';
import {
  approvedWithLink,
  historyActions,
  inject,
  mailbox,
  newEmail,
  nextAddress,
  registerAndVerify,
  registration,
  testApp,
  useAccountsApp,
  userByEmail,
} from './accounts-test-kit';

useAccountsApp();

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

  it("refuses an Armenian company's tax number that is not 8 digits, in the reader's language, creating nothing", async () => {
    const email = newEmail();
    for (const [language, message] of [
      ['hy', TEXTS.hy.fieldErrors.armenianVat],
      ['en', 'An Armenian tax number (TIN) has 8 digits'],
      ['ru', TEXTS.ru.fieldErrors.armenianVat],
    ] as const) {
      const response = await inject(ACCOUNT_ENDPOINTS.register, {
        body: { ...registration(email), vat: '1234' },
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, language).toBe(400);
      expect(response.json<TErrorBody>().errors, language).toEqual({ vat: message });
    }
    const [row] = await testApp.database.db.select({ rows: count() }).from(users).where(eq(users.email, email));
    expect(row?.rows).toBe(0);
    // Another country's number is taken as written.
    const georgian = await inject(ACCOUNT_ENDPOINTS.register, {
      body: { ...registration(email), country: 'Georgia', city: 'Tbilisi', vat: '1234' },
    });
    expect(georgian.statusCode).toBe(201);
    await mailbox.deliver();
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
      message: TEXTS.hy.errors.LINK_NOT_AVAILABLE,
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
            code === 'tooShort' ? fieldMessage('tooShort', language, 6) : TEXTS[language].fieldErrors[code],
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
