import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, USER_ENDPOINTS } from '@frs/contract';
import { fetchEndpoint } from '../test/endpoint-call';
import { exitOf, spawnServer, startServer as startServerProcess } from '../test/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'frs-main-'));
const started: ChildProcess[] = [];
/** Revoked by a logout in the first run: still refused after a restart only if the data was kept. */
let revokedToken = '';

async function startServer() {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  started.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on the embedded database, seeds it, and prints the URL and demo logins', async () => {
    const server = await startServer();
    const health = await fetchEndpoint(server.url, AUTH_ENDPOINTS.health);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(server.output()).toContain('agent@demo.test');
    expect(server.output()).toContain('demo1234');
    const login = await fetchEndpoint(server.url, AUTH_ENDPOINTS.login, {
      body: { email: 'agent@demo.test', password: 'demo1234' },
    });
    revokedToken = ((await login.json()) as { token: string }).token;
    const logout = await fetchEndpoint(server.url, AUTH_ENDPOINTS.logout, { token: revokedToken });
    expect(logout.status).toBe(200);

    const second = spawnServer({ DATA_DIR: dataDir });
    started.push(second);
    let secondError = '';
    second.stderr?.on('data', (chunk: Buffer) => (secondError += chunk.toString()));
    expect(await exitOf(second)).toBe(1);
    expect(secondError).toContain('is in use by another server process');

    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    // Two server starts, the first with every migration and the demo seed on a new embedded database: over 90 s when
    // this group runs beside the PostgreSQL API suite on a busy 2-core machine (a hang guard, not a speed target).
  }, 180_000);

  it('keeps the data across a restart, and stops cleanly on SIGINT', async () => {
    const server = await startServer();
    const profile = await fetchEndpoint(server.url, USER_ENDPOINTS.profile, { token: revokedToken });
    expect(profile.status).toBe(401);
    const login = await fetchEndpoint(server.url, AUTH_ENDPOINTS.login, {
      body: { email: 'agent@demo.test', password: 'demo1234' },
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGINT');
    expect(await exitOf(server.child)).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);
});
