import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'frs-main-'));
const started: ChildProcess[] = [];
/** Revoked by a logout in the first run: still refused after a restart only if the data was kept. */
let revokedToken = '';

interface TRunning {
  child: ChildProcess;
  url: string;
  output: () => string;
}

function startServer(): Promise<TRunning> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
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

    const second = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
