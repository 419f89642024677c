/**
 * The documents' load part of `npm run bench:documents` (or alone: `BENCH_ONLY=load npm run bench:documents`): does
 * drawing PDFs stall the server? A real server (the app listening on a local port, the embedded database with the
 * demo seed, in a temporary folder) with a large ticket logo stored (BENCH_LOGO_PX, default 4096: a square RGBA PNG
 * written straight into the uploads folder and the ticket settings, as a logo stored before the upload limits would
 * be), then BENCH_DOCUMENTS (default 10) e-tickets asked for at once, while `/api/health` is asked every 20 ms.
 * Prints the event loop's longest delay over that time (perf_hooks.monitorEventLoopDelay), the health answers'
 * latency, the tickets' and the process's peak RSS. The goal: the event loop never waits more than 50 ms.
 *
 * The embedded database (PGlite) runs its queries on this same thread (WebAssembly, synchronously), so its share of
 * the delay is not the documents'; BENCH_DATABASE_URL=postgres://… (a server whose user may create databases) runs
 * the same on a throwaway database there instead, dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AUTH_ENDPOINTS, DOCUMENT_ENDPOINTS, endpointPath } from '@frs/contract';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { orderPassengers, orders, ticketSettings, uploads, users } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-seed';
import { databaseUrlWithName, onServer } from '../test/database-url';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A square RGBA PNG of `size` pixels a side: a pattern with a transparent border, which compresses well (the issue's
 * 8000×8000 logo was 249 KB) yet must be decoded pixel by pixel to be drawn with its transparency.
 */
export function largeLogoPng(size: number): Buffer {
  const row = 1 + size * 4;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    const start = y * row;
    raw[start] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const pixel = start + 1 + x * 4;
      const inside = x > size / 8 && x < (size * 7) / 8 && y > size / 8 && y < (size * 7) / 8;
      raw[pixel] = (x >> 4) & 0xff;
      raw[pixel + 1] = (y >> 4) & 0xff;
      raw[pixel + 2] = 0x80;
      raw[pixel + 3] = inside ? 0xff : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

export async function documentsLoadBench(options: {
  logoPixels: number;
  documents: number;
  /** A PostgreSQL server to run on (a throwaway database is made there); left out: the embedded database. */
  serverUrl?: string;
}): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'frs-documents-load-'));
  const uploadsDir = join(folder, 'uploads');
  mkdirSync(uploadsDir);
  const serverUrl = options.serverUrl;
  const databaseName = `frs_bench_documents_${randomUUID().slice(0, 8)}`;
  if (serverUrl) await onServer(serverUrl, `create database ${databaseName}`);
  const database = await openDatabase({
    databaseUrl: serverUrl && databaseUrlWithName(serverUrl, databaseName),
    dataDir: join(folder, 'data'),
  });
  await database.migrate();
  await seedDemoData(database.db, new Date(), { uploadsDir });
  const db = database.db;

  const logo = largeLogoPng(options.logoPixels);
  const logoId = randomUUID();
  writeFileSync(join(uploadsDir, logoId), logo);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  await db.insert(uploads).values({
    id: logoId,
    kind: 'ticketLogo',
    mimeType: 'image/png',
    size: logo.length,
    originalName: 'large-logo.png',
    createdBy: admin!.id,
  });
  await db.update(ticketSettings).set({ logoUploadId: logoId }).where(eq(ticketSettings.id, 1));
  const [ticket] = await db
    .select({ orderId: orders.id, passengerId: orderPassengers.id })
    .from(orderPassengers)
    .innerJoin(orders, eq(orders.id, orderPassengers.orderId))
    .where(and(eq(orders.productLine, 'flight'), isNotNull(orderPassengers.ticketNumber)))
    .limit(1);
  if (!ticket) throw new Error('The demo seed has no ticketed flight passenger');

  const app = await buildApp({
    config: {
      jwtSecret: 'bench-secret-that-is-long-enough-000000',
      jwtExpiresIn: '1h',
      logLevel: 'warn',
      uploadsDir,
      webDistDir: undefined,
    },
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${address}${AUTH_ENDPOINTS.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const ticketUrl = `${address}${endpointPath(DOCUMENT_ENDPOINTS.ticket, ticket)}?lang=en`;
    const getTicket = async () => {
      const started = performance.now();
      const response = await fetch(ticketUrl, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, ms: performance.now() - started, size: bytes.length };
    };
    // One ticket first: the fonts are read and the code paths warmed, as on a server that has been up a while.
    const warm = await getTicket();
    if (warm.status !== 200) throw new Error(`The warm-up ticket answered ${warm.status}`);

    const delay = monitorEventLoopDelay({ resolution: 5 });
    const healthTimes: number[] = [];
    let rssPeak = process.memoryUsage.rss();
    const rssBefore = rssPeak;
    let rendering = true;
    const pollHealth = async () => {
      while (rendering) {
        const started = performance.now();
        const response = await fetch(`${address}${AUTH_ENDPOINTS.health.path}`);
        await response.arrayBuffer();
        healthTimes.push(performance.now() - started);
        rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    delay.enable();
    const started = performance.now();
    const health = pollHealth();
    const tickets = await Promise.all(Array.from({ length: options.documents }, getTicket));
    const wall = performance.now() - started;
    rendering = false;
    await health;
    delay.disable();

    const ticketTimes = tickets.map((result) => result.ms).sort((a, b) => a - b);
    const statuses = [...new Set(tickets.map((result) => result.status))].join(', ');
    healthTimes.sort((a, b) => a - b);
    const rows = {
      database: serverUrl ? 'PostgreSQL' : 'embedded (PGlite, on this thread)',
      logo: `${options.logoPixels}×${options.logoPixels} RGBA PNG, ${(logo.length / 1024).toFixed(0)} KB`,
      'tickets at once': `${options.documents} (answers: ${statuses}; PDF ${(tickets[0]!.size / 1024).toFixed(0)} KB)`,
      'all tickets done ms': wall.toFixed(0),
      'ticket p50 / max ms': `${percentile(ticketTimes, 0.5).toFixed(0)} / ${ticketTimes.at(-1)!.toFixed(0)}`,
      'event loop max delay ms': (delay.max / 1e6).toFixed(1),
      'event loop p99 delay ms': (delay.percentile(99) / 1e6).toFixed(1),
      'health answers': String(healthTimes.length),
      'health p50 / max ms': `${percentile(healthTimes, 0.5).toFixed(1)} / ${(healthTimes.at(-1) ?? Number.NaN).toFixed(1)}`,
      'RSS before / peak MB': `${(rssBefore / 2 ** 20).toFixed(0)} / ${(rssPeak / 2 ** 20).toFixed(0)}`,
    };
    console.log(`\ndocuments under load (goal: event loop max delay ≤ 50 ms):`);
    for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(26)} ${value}`);
  } finally {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `drop database if exists ${databaseName}`);
  }
}
