import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, TEXTS, USER_ENDPOINTS, type TErrorBody } from '@frs/contract';
import { loginFailures } from '../db/schema';
import { injectEndpoint } from '../../test/endpoint-call';
import { createUser, TEST_PASSWORD, userWithToken } from '../../test/factories';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { clearAccountFailures, LOGIN_POLICY, recordLoginFailure } from './login-throttle';

/**
 * The login throttle (issue 11): failures slow down the address and account pair that made them, and a flooding
 * address; never the owner of an account trying the right password from an address that has not failed for it.
 */

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

let addressCounter = 0;
/** A client address of its own per test, so that one test's failures never reach another's. */
function freshSubnet(): string {
  addressCounter += 1;
  return `10.${addressCounter}`;
}

const login = (email: string, password: string, remoteAddress: string) =>
  injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, { body: { email, password }, remoteAddress });

/** Lets time pass for the throttle: every recorded failure moves `seconds` into the past. */
async function letTimePass(seconds: number): Promise<void> {
  await testApp.database.db
    .update(loginFailures)
    .set({ failedAt: sql`${loginFailures.failedAt} - make_interval(secs => ${seconds})` });
}

describe('no lockout of innocent users', () => {
  it("the issue's scenario: 10 bad logins with made-up e-mails, then viewer@demo.test with the right password", async () => {
    const viewer = await createUser(testApp.database.db, { email: 'viewer@demo.test', role: 'Viewer' });
    const address = `${freshSubnet()}.0.1`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(`made-up-${attempt}@example.test`, 'guess', address)).statusCode).toBe(401);
    }
    const response = await login(viewer.email, TEST_PASSWORD, address);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: viewer.id, role: 'Viewer' });
  }, 90_000);

  it('wrong passwords for one e-mail from many addresses never keep the owner out', async () => {
    const owner = await createUser(testApp.database.db);
    const subnet = freshSubnet();
    for (let host = 1; host <= 12; host += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await login(owner.email, `guess-${host}-${attempt}`, `${subnet}.1.${host}`);
        expect([401, 429]).toContain(response.statusCode);
      }
    }
    // The owner, from an address of their own, at once.
    expect((await login(owner.email, TEST_PASSWORD, `${subnet}.2.1`)).statusCode).toBe(200);
    // The account is under attack: a new address of the attacker gets one guess, then waits.
    const attacker = `${subnet}.1.99`;
    expect((await login(owner.email, 'one-more-guess', attacker)).statusCode).toBe(401);
    const refused = await login(owner.email, 'and-another', attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LOGIN_POLICY.pairFirstWaitSeconds - 15);
    // Another owner's device is not slowed either.
    expect((await login(owner.email, TEST_PASSWORD, `${subnet}.2.2`)).statusCode).toBe(200);
  }, 90_000);

  it("refuses the attacker's pair with 429 and a Retry-After that doubles, whatever the password", async () => {
    const victim = await createUser(testApp.database.db);
    const attacker = `${freshSubnet()}.0.1`;
    for (let attempt = 0; attempt < LOGIN_POLICY.pairFreeFailures; attempt += 1) {
      expect((await login(victim.email, `guess-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      // During the wait even the right password is refused: the answer must not tell whether a guess was right.
      const refused = await login(victim.email, TEST_PASSWORD, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<TErrorBody>().code).toBe('TOO_MANY_ATTEMPTS');
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      await letTimePass(wait + 1);
      expect((await login(victim.email, `late-guess-${round}`, attacker)).statusCode).toBe(401);
    }
    // 30 s, 1 min, 2 min after each failure (less the time the requests took: the wait runs from the failure).
    waits.forEach((wait, round) => {
      const full = LOGIN_POLICY.pairFirstWaitSeconds * 2 ** round;
      expect(wait).toBeLessThanOrEqual(full);
      expect(wait).toBeGreaterThan(full - 15);
    });
    // The victim, from their own address, meanwhile logs in.
    const victimAddress = attacker.replace(/\.1$/, '.2');
    expect((await login(victim.email, TEST_PASSWORD, victimAddress)).statusCode).toBe(200);
  });

  it('says how long to wait, in minutes and in the language asked for', async () => {
    const user = await createUser(testApp.database.db);
    const address = `${freshSubnet()}.0.1`;
    for (let attempt = 0; attempt < LOGIN_POLICY.pairFreeFailures; attempt += 1) {
      await login(user.email, 'wrong', address);
    }
    const refused = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.login, {
      body: { email: user.email, password: 'wrong' },
      headers: { 'accept-language': 'en' },
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<TErrorBody>().message).toBe('Too many failed attempts. Try again in 1 min.');
    expect(TEXTS.hy.errors.TOO_MANY_ATTEMPTS).toContain('{{minutes}}');
  });

  it('behind a proxy without TRUST_PROXY: bad tries at the shared address do not lock out its other users', async () => {
    const proxy = `${freshSubnet()}.0.1`;
    const colleagues = await Promise.all([1, 2, 3].map(() => createUser(testApp.database.db)));
    const targeted = await createUser(testApp.database.db);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login(`made-up-${attempt}@example.test`, 'guess', proxy);
      await login(targeted.email, `guess-${attempt}`, proxy);
    }
    for (const colleague of colleagues) {
      expect((await login(colleague.email, TEST_PASSWORD, proxy)).statusCode).toBe(200);
    }
    // Only the account the attacker tried waits at that address (an attacker there cannot be told from its owner).
    expect((await login(targeted.email, TEST_PASSWORD, proxy)).statusCode).toBe(429);
  }, 90_000);

  it('slows a flooding address for every account, for at most a minute, and only beyond 100 failures', async () => {
    const proxy = `${freshSubnet()}.0.1`;
    const now = new Date();
    for (let attempt = 0; attempt < LOGIN_POLICY.floodFailures - 1; attempt += 1) {
      await recordLoginFailure(testApp.database.db, { ip: proxy, email: `spray-${attempt}@example.test` }, now);
    }
    const first = await createUser(testApp.database.db);
    expect((await login(first.email, TEST_PASSWORD, proxy)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await recordLoginFailure(testApp.database.db, { ip: proxy, email: `more-${attempt}@example.test` }, now);
    }
    const second = await createUser(testApp.database.db);
    const slowed = await login(second.email, TEST_PASSWORD, proxy);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_POLICY.floodMaxWaitSeconds);
    await letTimePass(LOGIN_POLICY.floodMaxWaitSeconds + 1);
    expect((await login(second.email, TEST_PASSWORD, proxy)).statusCode).toBe(200);
  });

  it("a successful login forgets its pair's failures; the address and account counts stay", async () => {
    const user = await createUser(testApp.database.db);
    const address = `${freshSubnet()}.0.1`;
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < LOGIN_POLICY.pairFreeFailures - 1; attempt += 1) {
        expect((await login(user.email, 'wrong', address)).statusCode).toBe(401);
      }
      expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it("a password reset forgets the account's failures from every address, and no other account's", async () => {
    const user = await createUser(testApp.database.db, { email: `reset-${freshSubnet()}@example.test` });
    const lookalike = await createUser(testApp.database.db, { email: `${user.email}.am` });
    const subnet = freshSubnet();
    const now = new Date();
    for (const email of [user.email, lookalike.email]) {
      for (const host of [1, 2]) {
        for (let attempt = 0; attempt < LOGIN_POLICY.pairFreeFailures; attempt += 1) {
          await recordLoginFailure(testApp.database.db, { ip: `${subnet}.0.${host}`, email }, now);
        }
      }
    }
    expect((await login(user.email, TEST_PASSWORD, `${subnet}.0.1`)).statusCode).toBe(429);
    await clearAccountFailures(testApp.database.db, user.email);
    expect((await login(user.email, TEST_PASSWORD, `${subnet}.0.1`)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD, `${subnet}.0.2`)).statusCode).toBe(200);
    expect((await login(lookalike.email, TEST_PASSWORD, `${subnet}.0.1`)).statusCode).toBe(429);
  });

  it('wrong current passwords of a password change count like login failures of that pair', async () => {
    const { user, headers } = await userWithToken(testApp.app, testApp.database.db, 'user');
    const address = `${freshSubnet()}.0.1`;
    const change = (currentPassword: string) =>
      injectEndpoint(testApp.app, USER_ENDPOINTS.changePassword, {
        params: { id: user.id },
        headers,
        remoteAddress: address,
        body: { currentPassword, password: 'new-password-1', c_password: 'new-password-1' },
      });
    for (let attempt = 0; attempt < LOGIN_POLICY.pairFreeFailures; attempt += 1) {
      expect((await change('wrong')).statusCode).toBe(400);
    }
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, `${address}0`)).statusCode).toBe(200);
  });
});
