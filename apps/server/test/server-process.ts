import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { AUTH_ENDPOINTS, endpointPath, type TLoginResponse } from '@frs/contract';
import { TEST_PASSWORD } from './factories';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface TServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
}

/** SERVER_CPU_PROFILE_DIR=<folder>: the server writes a V8 CPU profile there when it stops (finding a bench's hot spots). */
function profileArguments(): string[] {
  const folder = process.env.SERVER_CPU_PROFILE_DIR;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/** Spawns `src/main.ts` as `npm start` would (on a free port), without waiting. */
export function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [...profileArguments(), '--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts a server process and resolves once its banner shows the URL; rejects if it exits first. */
export function startServer(env: NodeJS.ProcessEnv): Promise<TServerProcess> {
  const child = spawnServer(env);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    // A process ended by a signal has no exit code, only a signal code.
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
}

/**
 * Runs `run` against the server at `runningUrl` when one is given (a bench's BENCH_URL, say), or else against a fresh
 * server as `npm start` runs it: the production build on a new embedded database with the demo seed, in a temporary
 * folder, removed afterwards. Nothing leaves the machine: the Central Bank's rate service is a closed local port.
 */
export async function withDemoServer<T>(
  runningUrl: string | undefined,
  run: (baseUrl: string) => Promise<T>,
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  if (runningUrl) return run(runningUrl.replace(/\/$/, ''));
  const dataDir = mkdtempSync(join(tmpdir(), 'frs-demo-server-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    DATABASE_URL: '',
    ...env,
  });
  try {
    return await run(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await exitOf(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Logs a test user (TEST_PASSWORD) in through a started server process: its token. */
export async function loginOn(server: TServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}${endpointPath(AUTH_ENDPOINTS.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as TLoginResponse).token;
}
