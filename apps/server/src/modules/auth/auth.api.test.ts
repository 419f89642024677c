import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, TEXTS, USER_ENDPOINTS, type TErrorBody } from '@frs/contract';
import { endpointTitle, injectEndpoint, urlOf } from '../../../test/endpoint-call';
import { bearer, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories';
import { createTestApp, TEST_JWT_SECRET, type TTestApp } from '../../../test/test-app';
import { handMadeToken } from '../../../test/tokens';
import { revokeTokens } from '../users';

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const login = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, { body, headers, remoteAddress });
const profile = (headers: Record<string, string>) => injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { headers });

describe(endpointTitle(AUTH_ENDPOINTS.login), () => {
  it('returns a token, the user id, role and admin group', async () => {
    const user = await createUser(testApp.database.db, { role: 'Admin', adminGroups: 'Tickets' });
    const response = await login({ email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userId: user.id, role: 'Admin', adminGroups: 'Tickets' });
    expect(body.token.split('.')).toHaveLength(3);
    expect((await profile(bearer(body.token))).statusCode).toBe(200);
  });

  it('accepts the e-mail in any letter case', async () => {
    const user = await createUser(testApp.database.db);
    const response = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, in the language asked for', async () => {
    const user = await createUser(testApp.database.db);
    const wrongPassword = await login({ email: user.email, password: 'nope-nope' }, {}, '10.0.1.1');
    const unknownEmail = await login({ email: 'nobody@example.test', password: 'nope-nope' }, {}, '10.0.1.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json<TErrorBody>().message).toBe(TEXTS.hy.errors.INVALID_CREDENTIALS);
    expect(unknownEmail.json<TErrorBody>().message).toBe(wrongPassword.json<TErrorBody>().message);
    const english = await login(
      { email: user.email, password: 'nope' },
      { 'accept-language': 'en-US,en;q=0.9' },
      '10.0.1.3',
    );
    expect(english.json<TErrorBody>().message).toBe('Wrong e-mail or password');
    const russian = await login({ email: user.email, password: 'nope' }, { 'accept-language': 'ru' }, '10.0.1.4');
    expect(russian.json<TErrorBody>().message).toBe(TEXTS.ru.errors.INVALID_CREDENTIALS);
  });

  it('tells an account that may not log in what to do, but only after the password matched', async () => {
    const expected = {
      not_verified: ['ACCOUNT_NOT_VERIFIED', 'Your e-mail address is not confirmed yet'],
      verified: ['ACCOUNT_AWAITING_APPROVAL', "Your registration is waiting for the agency's approval"],
      rejected: ['ACCOUNT_REJECTED', 'Your registration was not approved. Please contact the agency'],
      blocked: ['ACCOUNT_BLOCKED', 'Your account is blocked. Please contact the agency'],
    } as const;
    for (const [status, [code, message]] of Object.entries(expected)) {
      const user = await createUser(testApp.database.db, { status: status as keyof typeof expected });
      const response = await login(
        { email: user.email, password: TEST_PASSWORD },
        { 'accept-language': 'en' },
        '10.0.2.1',
      );
      expect(response.statusCode, status).toBe(403);
      expect(response.json<TErrorBody>().code, status).toBe(code);
      expect(response.json<TErrorBody>().message, status).toContain(message);
      for (const language of ['hy', 'ru'] as const) {
        const translated = await login({ email: user.email, password: TEST_PASSWORD }, { 'accept-language': language });
        expect(translated.json<TErrorBody>().message, `${status} ${language}`).toBe(TEXTS[language].errors[code]);
      }
      // A wrong password hears what an unknown address hears: nothing about the account.
      const wrong = await login({ email: user.email, password: 'wrong-password' }, {}, '10.0.2.2');
      expect(wrong.statusCode, status).toBe(401);
      expect(wrong.json<TErrorBody>().code, status).toBe('INVALID_CREDENTIALS');
    }
  });
  // Throttling: lib/login-throttle.api.test.ts.
});

describe('bad input', () => {
  it('names each missing field under its key', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    const body = response.json<TErrorBody>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual({ email: TEXTS.hy.fieldErrors.required, password: TEXTS.hy.fieldErrors.required });
  });

  it('refuses wrong types and a malformed e-mail with field errors', async () => {
    const response = await login({ email: 'not-an-email', password: 12345 }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ email: 'Invalid e-mail address', password: 'Invalid value' });
  });

  it('refuses unknown fields', async () => {
    const response = await login({ email: 'a@example.test', password: 'x', admin: true }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>().errors).toEqual({ admin: 'Unknown field' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: AUTH_ENDPOINTS.login.method,
      url: urlOf(AUTH_ENDPOINTS.login),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TErrorBody>()).toMatchObject({
      code: 'MALFORMED_JSON',
      message: TEXTS.hy.errors.MALFORMED_JSON,
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await testApp.app.inject({
      method: AUTH_ENDPOINTS.login.method,
      url: urlOf(AUTH_ENDPOINTS.login),
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<TErrorBody>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await login({ email: 'a@example.test', password: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json<TErrorBody>().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('tokens', () => {
  it('refuses a request without a token', async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json<TErrorBody>().code).toBe('UNAUTHORIZED');
  });

  it('refuses garbled tokens and other schemes', async () => {
    for (const authorization of ['Bearer garbage', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const response = await profile({ authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json<TErrorBody>().message).toBeTruthy();
    }
  });

  it('refuses an expired token with the session-expired message', async () => {
    const user = await createUser(testApp.database.db);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = handMadeToken({
      secret: TEST_JWT_SECRET,
      payload: { sub: String(user.id), ver: 0, iat: past, exp: past + 60 },
    });
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json<TErrorBody>().code).toBe('SESSION_EXPIRED');
  });

  it('refuses a token signed with another key, and one with alg none', async () => {
    const user = await createUser(testApp.database.db);
    const payload = { sub: String(user.id), ver: 0, iat: Math.floor(Date.now() / 1000) };
    const forged = handMadeToken({ secret: 'another-secret', payload });
    const unsigned = handMadeToken({ secret: '', payload, algorithm: 'none' });
    const genuine = handMadeToken({ secret: TEST_JWT_SECRET, payload });
    expect((await profile(bearer(forged))).statusCode).toBe(401);
    expect((await profile(bearer(unsigned))).statusCode).toBe(401);
    expect((await profile(bearer(genuine))).statusCode).toBe(200);
  });

  it('logout revokes every outstanding token of the user', async () => {
    const user = await createUser(testApp.database.db);
    const first = await loginAs(testApp.app, user.email);
    const second = await loginAs(testApp.app, user.email);
    const logout = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.logout, { token: first.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    expect((await profile(bearer(first.token))).statusCode).toBe(401);
    expect((await profile(bearer(second.token))).statusCode).toBe(401);
    const fresh = await loginAs(testApp.app, user.email);
    expect((await profile(bearer(fresh.token))).statusCode).toBe(200);
  });

  it('a raised token version (password change) or blocking revokes tokens at once', async () => {
    const user = await createUser(testApp.database.db);
    const { token } = await loginAs(testApp.app, user.email);
    await revokeTokens(testApp.database.db, user.id);
    expect((await profile(bearer(token))).statusCode).toBe(401);

    const other = await createUser(testApp.database.db);
    const otherToken = (await loginAs(testApp.app, other.email)).token;
    const { users } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await testApp.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, other.id));
    expect((await profile(bearer(otherToken))).statusCode).toBe(401);
  });
});
