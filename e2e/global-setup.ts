import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_ENDPOINTS, endpointPath } from '@frs/contract';
import type { TestProject } from 'vitest/node';
import { startMailCapture } from '../apps/server/test/mail-capture';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** How much of the server's output is kept to explain a failed start. */
const LOG_TAIL_CHARS = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function buildWebIfMissing(): void {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  console.log('[e2e] apps/web/dist is missing: building the web app');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building the web app failed (exit code ${result.status})`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited before it was healthy (code ${child.exitCode}, signal ${child.signalCode}).\n${output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${url} did not answer 200 within ${HEALTH_TIMEOUT_MS} ms (${lastProblem}).\n${output()}`);
}

/**
 * A real SMTP server in this process: the server under test sends its mail here (SMTP_HOST/SMTP_PORT), and each
 * message is written to `mailDir` as `<n>.json` (envelope recipients, decoded subject, text, HTML), where the tests
 * wait for it (e2e/support/mail.ts).
 */
async function startMailbox(mailDir: string) {
  let sequence = 0;
  // Mails are written one after another, each aside and then renamed into place: a test polling the folder never
  // reads a half-written file, nor a mail before an earlier one.
  let written: Promise<void> = Promise.resolve();
  const capture = await startMailCapture({
    onMail: (mail) => {
      sequence += 1;
      const name = String(sequence).padStart(5, '0');
      const partial = join(mailDir, `${name}.partial`);
      written = written
        .then(() => writeFile(partial, JSON.stringify(mail)))
        .then(() => rename(partial, join(mailDir, `${name}.json`)));
    },
  });
  return {
    port: capture.port,
    close: async () => {
      await capture.close();
      await written;
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfMissing();
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'frs-e2e-'));
  const mailDir = await mkdtemp(join(tmpdir(), 'frs-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    JWT_SECRET: 'e2e-test-secret-that-is-long-enough-for-hs256-0123456789',
    // Nothing leaves the machine: the Central Bank's service is a closed local port.
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    PUBLIC_URL: baseUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    SMTP_SECURE: 'none',
    SMTP_FROM: 'Flights Reservation System <robot@e2e.test>',
    // Webhook endpoints may be plain-http receivers on this machine, which developers.e2e.test.ts starts.
    WEBHOOK_ALLOW_INSECURE: 'true',
  };
  // The suite needs the fresh embedded database with the demo seed, never a configured PostgreSQL.
  delete env.DATABASE_URL;

  let log = '';
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString('utf8')).slice(-LOG_TAIL_CHARS);
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const serverOutput = (): string => `--- server output (last ${LOG_TAIL_CHARS} characters) ---\n${log}`;

  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(server);
      clearTimeout(timer);
    }
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(mailDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${baseUrl}${endpointPath(AUTH_ENDPOINTS.health)}`, server, serverOutput);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  return stop;
}
