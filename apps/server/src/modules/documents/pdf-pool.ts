import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../lib/app-error';
import type { TPdfJob } from './pdf-job';

/**
 * The PDF pool: every PDF (the documents, the mails' attachments, the report's PDF) is drawn by a worker thread
 * (piscina), never on the thread that answers requests, so a slow document (a large image, a long report) slows
 * only its own answer. The requests' side gathers the data (`*-data.ts`, the database) and hands the worker a
 * `TPdfJob`; the worker (`pdf-worker.ts`) draws it and gives back the bytes.
 *
 * - Size: PDF_WORKERS threads (default: one less than the cores, at least 1, at most 4), started on the first PDF.
 * - Time: each PDF has PDF_TIMEOUT_MS (default 20 s) from the moment it is asked for, waiting included; past that
 *   it is aborted (piscina terminates a worker that is drawing it and starts another) and the caller gets 503
 *   DOCUMENT_TIMEOUT.
 * - Life: one pool per process, shared by every app built in it (tests build many); each app holds it
 *   (`openPdfPool`) and lets go when it closes, and the last to let go destroys it. Idle workers never keep the
 *   process alive (piscina unrefs them).
 */

/** Draws PDFs in the pool, within a time limit. */
export interface TPdfPool {
  draw: (job: TPdfJob) => Promise<Buffer>;
  /** Lets go of the pool (once; later calls do nothing): the last holder's close destroys the workers. */
  close: () => Promise<void>;
}

export const DEFAULT_PDF_TIMEOUT_MS = 20_000;
/** The most workers PDF_WORKERS may ask for: each holds the fonts and a document's images (tens of MB). */
const MOST_WORKERS = 16;

const require = createRequire(import.meta.url);
const WORKER = new URL('./pdf-worker.ts', import.meta.url).href;
/**
 * The worker is TypeScript, like the whole server: it runs under tsx's loader, named by its absolute path so that it
 * is found whatever the working folder (`node --import tsx` in production, Vitest's own loader in tests: a worker
 * thread starts without either).
 */
const WORKER_EXEC_ARGV = ['--import', pathToFileURL(require.resolve('tsx')).href];

function wholeNumberOf(env: NodeJS.ProcessEnv, name: string, range: { min: number; max: number }): number | null {
  const text = env[name]?.trim();
  if (!text) return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new Error(`${name} must be a whole number from ${range.min} to ${range.max} (it is "${text}")`);
  }
  return value;
}

/** PDF_WORKERS, else one less than the cores (the requests' thread keeps one), at least 1 and at most 4. */
export function pdfWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  return (
    wholeNumberOf(env, 'PDF_WORKERS', { min: 1, max: MOST_WORKERS }) ??
    Math.min(4, Math.max(1, availableParallelism() - 1))
  );
}

/** PDF_TIMEOUT_MS, else 20 seconds. */
export function pdfTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberOf(env, 'PDF_TIMEOUT_MS', { min: 1_000, max: 600_000 }) ?? DEFAULT_PDF_TIMEOUT_MS;
}

let pool: Piscina<TPdfJob, Uint8Array> | undefined;
let holders = 0;

function workers(): Piscina<TPdfJob, Uint8Array> {
  if (!pool) {
    const threads = pdfWorkerCount();
    pool = new Piscina<TPdfJob, Uint8Array>({
      filename: WORKER,
      minThreads: threads,
      maxThreads: threads,
      execArgv: WORKER_EXEC_ARGV,
    });
  }
  return pool;
}

async function draw(job: TPdfJob, timeoutMs: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const bytes = await workers().run(job, { signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (signal.aborted) throw new AppError(503, 'DOCUMENT_TIMEOUT');
    throw error;
  }
}

async function letGo(): Promise<void> {
  holders -= 1;
  if (holders > 0 || !pool) return;
  const closing = pool;
  pool = undefined;
  await closing.destroy();
}

/**
 * Holds the process's PDF pool until `close` (an app: from its build to its close). A wrong PDF_WORKERS or
 * PDF_TIMEOUT_MS throws here, so the server does not start with it.
 */
export function openPdfPool(options: { timeoutMs?: number } = {}): TPdfPool {
  pdfWorkerCount();
  const timeoutMs = options.timeoutMs ?? pdfTimeoutMs();
  holders += 1;
  let open = true;
  return {
    draw: (job) => draw(job, timeoutMs),
    close: async () => {
      if (!open) return;
      open = false;
      await letGo();
    },
  };
}

/** The thread ids of the pool's workers (none while no pool runs): what a test sees of its life. */
export function pdfWorkerThreadIds(): number[] {
  return pool ? pool.threads.map((thread) => thread.threadId) : [];
}

/**
 * The process's pool without holding it: for PDFs drawn outside an app's life (a renderer made before the app, a
 * script). Its workers are started when needed and destroyed with the last holder's close, if any.
 */
export function processPdfPool(): TPdfPool {
  const timeoutMs = pdfTimeoutMs();
  return { draw: (job) => draw(job, timeoutMs), close: async () => {} };
}
