import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, LOGIN_MAX_FAILURES, type TErrorBody } from '@frs/contract';
import { loginAs } from '../../../test/factories';
import { approvedWithLink, inject, nextAddress, testApp, useAccountsApp } from './accounts-test-kit';

/**
 * Set-password links (issue 30): bad links are throttled per address, a valid link never is. A link carries 256
 * random bits, so the throttle only has to slow the guessing of bad ones; refusing a valid link after someone else's
 * bad tries at a shared address (an office behind one NAT) would only lock its owner out.
 */

useAccountsApp();

/** A well-formed link secret that no user has. */
const madeUpToken = () => randomBytes(32).toString('base64url');

describe('set-password link throttle', () => {
  it(`${LOGIN_MAX_FAILURES} bad links from an address: the 11th bad one is 429, a valid link from it still works`, async () => {
    const { user, userId, token } = await approvedWithLink();
    const address = nextAddress();
    const check = (secret: string) =>
      inject(ACCOUNT_ENDPOINTS.checkPasswordLink, {
        query: { user_id: userId, token: secret },
        remoteAddress: address,
      });
    const set = (secret: string, password: string) =>
      inject(ACCOUNT_ENDPOINTS.setPassword, {
        body: { user_id: userId, token: secret, password, c_password: password },
        remoteAddress: address,
      });
    // Bad tries of both calls count together.
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const response = attempt % 2 === 0 ? await check(madeUpToken()) : await set(madeUpToken(), 'hijacked-1');
      expect(response.statusCode, `bad try ${attempt + 1}`).toBe(410);
    }
    for (const refused of [await check(madeUpToken()), await set(madeUpToken(), 'hijacked-1')]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json<TErrorBody>().code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The valid link, from the same address: the page opens and the password is set.
    const opened = await check(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ success: true, email: user.email });
    expect((await set(token, 'owner-secret-1')).statusCode).toBe(200);
    expect((await loginAs(testApp.app, user.email, 'owner-secret-1')).userId).toBe(user.id);
    // Spent now, the link is a bad one like any other: still throttled at that address, 410 elsewhere.
    expect((await check(token)).statusCode).toBe(429);
    expect((await inject(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token } })).statusCode).toBe(
      410,
    );
  });
});
