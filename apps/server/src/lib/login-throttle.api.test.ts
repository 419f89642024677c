import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, TEXTS, USER_ENDPOINTS, type TErrorBody } from '@frs/contract';
import { loginFailures } from '../db/schema';
import { injectEndpoint } from '../../test/endpoint-call';
import { createUser, TEST_PASSWORD, userWithToken } from '../../test/factories';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { parseTrustProxy } from '../config';
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

  it('wrong passwords for one e-mail from many addresses never keep the owner out of an address it logged in from', async () => {
    const owner = await createUser(testApp.database.db);
    const subnet = freshSubnet();
    // The owner's two devices: addresses the account knows.
    for (const device of [1, 2]) {
      expect((await login(owner.email, TEST_PASSWORD, `${subnet}.2.${device}`)).statusCode).toBe(200);
    }
    for (let host = 1; host <= 12; host += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await login(owner.email, `guess-${host}-${attempt}`, `${subnet}.1.${host}`);
        expect([401, 429]).toContain(response.statusCode);
      }
    }
    // The owner, from an address of their own, at once.
    expect((await login(owner.email, TEST_PASSWORD, `${subnet}.2.1`)).statusCode).toBe(200);
    // The account is under attack: a new address of the attacker waits for the account's next slot.
    const refused = await login(owner.email, 'one-more-guess', `${subnet}.1.99`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_POLICY.accountMaxWaitSeconds);
    // The owner's other device is not slowed either.
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

/** The keys the throttle counted failures under, for one account: whose address it took for the client's. */
async function countedKeys(db: TTestApp['database']['db'], email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: loginFailures.key })
    .from(loginFailures)
    .where(sql`${loginFailures.key} like ${`%${email}%`} or ${loginFailures.key} like 'ip:%'`);
  return rows.map((row) => row.key).sort();
}

describe("the account's ceiling: guesses from many addresses", () => {
  it('40 addresses with one guess each: 10 are evaluated, then a new address waits for the next slot; the owner logs in from a known address', async () => {
    const owner = await createUser(testApp.database.db);
    const subnet = freshSubnet();
    const home = `${subnet}.9.1`;
    expect((await login(owner.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let host = 1; host <= 40; host += 1) {
      statuses.push((await login(owner.email, `guess-${host}`, `${subnet}.1.${host}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_POLICY.accountFreeFailures);
    expect(statuses.slice(LOGIN_POLICY.accountFreeFailures).every((status) => status === 429)).toBe(true);
    // Even the right password waits at an unknown address (the answer must not tell a right guess), for a slot.
    const newDevice = await login(owner.email, TEST_PASSWORD, `${subnet}.9.2`);
    expect(newDevice.statusCode).toBe(429);
    const firstWait = Number(newDevice.headers['retry-after']);
    expect(firstWait).toBeLessThanOrEqual(LOGIN_POLICY.accountFirstWaitSeconds);
    expect(firstWait).toBeGreaterThan(LOGIN_POLICY.accountFirstWaitSeconds - 15);
    // The owner at home is not slowed.
    expect((await login(owner.email, TEST_PASSWORD, home)).statusCode).toBe(200);
    // The next slot: one more guess, from whichever address, then a wait twice as long.
    await letTimePass(firstWait + 1);
    expect((await login(owner.email, 'slot-guess', `${subnet}.3.1`)).statusCode).toBe(401);
    const next = await login(owner.email, 'too-soon', `${subnet}.3.2`);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(2 * LOGIN_POLICY.accountFirstWaitSeconds - 15);
    // The wait grows and is capped.
    const now = new Date();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await recordLoginFailure(testApp.database.db, { ip: `${subnet}.4.${attempt}`, email: owner.email }, now);
    }
    const capped = await login(owner.email, 'capped', `${subnet}.3.3`);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(LOGIN_POLICY.accountMaxWaitSeconds);
    expect((await login(owner.email, TEST_PASSWORD, home)).statusCode).toBe(200);
  }, 90_000);

  it('guesses sent at once from many addresses are decided one after another: at most 10 are evaluated', async () => {
    const owner = await createUser(testApp.database.db);
    const subnet = freshSubnet();
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, host) => login(owner.email, `guess-${host}`, `${subnet}.1.${host + 1}`)),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_POLICY.accountFreeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24 - LOGIN_POLICY.accountFreeFailures);
  }, 90_000);

  it('a password reset makes its address known: the owner logs in from it while the attack goes on', async () => {
    const owner = await createUser(testApp.database.db);
    const subnet = freshSubnet();
    const now = new Date();
    for (let host = 1; host <= LOGIN_POLICY.accountFreeFailures; host += 1) {
      await recordLoginFailure(testApp.database.db, { ip: `${subnet}.1.${host}`, email: owner.email }, now);
    }
    const hotel = `${subnet}.9.1`;
    expect((await login(owner.email, TEST_PASSWORD, hotel)).statusCode).toBe(429);
    await clearAccountFailures(testApp.database.db, owner.email, { ip: hotel, now: new Date() });
    for (let host = 1; host <= 2 * LOGIN_POLICY.accountFreeFailures; host += 1) {
      await login(owner.email, `guess-${host}`, `${subnet}.2.${host}`);
    }
    expect((await login(owner.email, 'another', `${subnet}.2.99`)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, hotel)).statusCode).toBe(200);
  }, 90_000);
});

describe('behind a proxy: TRUST_PROXY=1 (one hop)', () => {
  let proxied: TTestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: parseTrustProxy('1') });
  });
  afterAll(async () => {
    await proxied.app.close();
  });

  /** A login as nginx passes it on: from the proxy's socket, the client's header with the real address appended. */
  const viaProxy = (email: string, password: string, forwardedFor: string) =>
    injectEndpoint(proxied.app, AUTH_ENDPOINTS.login, {
      body: { email, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('25 guesses each with a new fake left-most X-Forwarded-For: at most 10 evaluated, and the owner still logs in', async () => {
    const owner = await createUser(proxied.database.db);
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const fake = `198.51.100.${attempt + 1}`;
      statuses.push((await viaProxy(owner.email, `guess-${attempt}`, `${fake}, ${attacker}`)).statusCode);
    }
    const evaluated = statuses.filter((status) => status === 401).length;
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(evaluated).toBe(LOGIN_POLICY.pairFreeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - evaluated);
    // The failures are the real address's, none a fake one's.
    expect(await countedKeys(proxied.database.db, owner.email)).toEqual([
      `email:${owner.email}`,
      `ip:${attacker}`,
      `pair:${owner.email} ${attacker}`,
    ]);
    // The owner, from their own address (with a fake entry of their own, even), logs in.
    expect((await viaProxy(owner.email, TEST_PASSWORD, `${attacker}, 192.0.2.10`)).statusCode).toBe(200);
    expect((await viaProxy(owner.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
  }, 90_000);
});

describe('behind listed proxies: TRUST_PROXY=10.0.0.2,10.0.0.3', () => {
  let proxied: TTestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: parseTrustProxy('10.0.0.2,10.0.0.3') });
  });
  afterAll(async () => {
    await proxied.app.close();
  });

  it('reads X-Forwarded-For from the right past the listed proxies only; a client reaching the port directly is itself', async () => {
    const user = await createUser(proxied.database.db);
    const login = (remoteAddress: string, forwardedFor: string) =>
      injectEndpoint(proxied.app, AUTH_ENDPOINTS.login, {
        body: { email: user.email, password: 'wrong' },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Client, then two proxies in a row: the client's address is the one before 10.0.0.3.
    expect((await login('10.0.0.2', '198.51.100.1, 203.0.113.8, 10.0.0.3')).statusCode).toBe(401);
    // Not a listed proxy: its header is not believed.
    expect((await login('192.0.2.44', '203.0.113.9')).statusCode).toBe(401);
    expect(await countedKeys(proxied.database.db, user.email)).toEqual([
      `email:${user.email}`,
      'ip:192.0.2.44',
      'ip:203.0.113.8',
      `pair:${user.email} 192.0.2.44`,
      `pair:${user.email} 203.0.113.8`,
    ]);
  });
});
