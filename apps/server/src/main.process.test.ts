import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(server.output()).toContain('agent@demo.test');
    expect(server.output()).toContain('demo1234');
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.test', password: 'demo1234' }),
    });
    revokedToken = ((await login.json()) as { token: string }).token;
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${revokedToken}` },
    });
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
  }, 90_000);

  it('keeps the data across a restart, and stops cleanly on SIGINT', async () => {
    const server = await startServer();
    const profile = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${revokedToken}` } });
    expect(profile.status).toBe(401);
    const login = await fetch(`${server.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agent@demo.test', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGINT');
    expect(await exitOf(server.child)).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);
});
