import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, USER_ENDPOINTS } from '@frs/contract';
import type { TDatabaseEvents } from '../../db/database-events';
import { injectEndpoint } from '../../../test/endpoint-call';
import { bearer, createUser, loginAs } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { createSessionCache } from './session-cache';

/**
 * Sessions are checked from memory (session-cache.ts): these tests show that the cache really answers without the
 * database, and that every way a session changes still reaches it: the process's own routes at once, anything else
 * (another process, SQL by hand) through the users table's trigger and LISTEN/NOTIFY within a second.
 */

let testApp: TTestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const profileStatus = async (token: string) =>
  (await injectEndpoint(testApp.app, USER_ENDPOINTS.profile, { headers: bearer(token) })).statusCode;

/** Runs `work` with the users table's notice trigger off: a change the cache cannot hear about. */
async function withoutNotices(work: () => Promise<void>) {
  await db().execute(sql`alter table users disable trigger users_session_change`);
  try {
    await work();
  } finally {
    await db().execute(sql`alter table users enable trigger users_session_change`);
  }
}

describe('the session cache', () => {
  it('answers a known session from memory, without reading the users table', async () => {
    const user = await createUser(db());
    const { token } = await loginAs(testApp.app, user.email);
    expect(await profileStatus(token)).toBe(200);
    await withoutNotices(async () => {
      await db().execute(sql`update users set token_version = token_version + 1 where id = ${user.id}`);
      // The database says the token is revoked, but nobody told this process: only a cache lets it through.
      expect(await profileStatus(token)).toBe(200);
    });
  });

  it('forgets a session changed by hand in SQL (as by another process) within a second', async () => {
    const user = await createUser(db());
    const { token } = await loginAs(testApp.app, user.email);
    expect(await profileStatus(token)).toBe(200);
    await db().execute(sql`update users set status = 'blocked' where id = ${user.id}`);
    await expect.poll(() => profileStatus(token), { timeout: 1_000, interval: 20 }).toBe(401);
  });

  it("takes the process's own logout into account before answering it", async () => {
    const user = await createUser(db());
    const { token } = await loginAs(testApp.app, user.email);
    expect(await profileStatus(token)).toBe(200);
    await withoutNotices(async () => {
      const logout = await injectEndpoint(testApp.app, AUTH_ENDPOINTS.logout, { headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(await profileStatus(token)).toBe(401);
    });
  });

  it('reads the database while notices may be missed, and stores nothing meanwhile', async () => {
    const user = await createUser(db());
    let live = false;
    const events: TDatabaseEvents = {
      get live() {
        return live;
      },
      listen: async () => {},
      onResume: () => {},
      close: async () => {},
    };
    const cache = await createSessionCache(db(), events);
    expect(await cache.find(user.id, 0)).toMatchObject({ id: user.id });
    await withoutNotices(async () => {
      await db().execute(sql`update users set token_version = 1 where id = ${user.id}`);
    });
    expect(await cache.find(user.id, 0)).toBeNull();
    live = true;
    expect(await cache.find(user.id, 1)).toMatchObject({ id: user.id });
    expect(await cache.find(user.id, 0)).toBeNull();
  });
});
