import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, FLIGHT_ORDER_ENDPOINTS, type TFlightOrder, type TSseMessage } from '@frs/contract';
import { postgresHandle, type TDatabaseHandle } from './db/database';
import { users } from './db/schema';
import { urlOf } from '../test/endpoint-call';
import { createUser } from '../test/factories';
import { createFlightSetup } from '../test/flight-factories';
import { dataOf, openLiveReader, type TLiveReader } from '../test/live-stream';
import { preOrderBody, seedRatesAndTickets, sellableClass } from '../test/order-factories';
import { startPostgresCluster, type TPostgresCluster } from '../test/postgres-cluster';
import { exitOf, loginOn, startServer, type TServerProcess } from '../test/server-process';

/**
 * Live screens across processes (issue 19): two API processes (src/main.ts) on one PostgreSQL cluster of this file's
 * own. A hold made through one reaches the streams open on the other through LISTEN/NOTIFY, a balance change reaches
 * only its agent, and open streams do not hold a shutdown.
 */

let cluster: TPostgresCluster;
let database: TDatabaseHandle;
let servers: TServerProcess[] = [];
const readers: TLiveReader[] = [];
const folders: string[] = [];
let classId = 0;
let agentX: { id: number; token: string };
let agentY: { id: number; token: string };

async function setBalance(userId: number, balance: number) {
  await database.db.update(users).set({ balance }).where(eq(users.id, userId));
}

const balanceIs = (balance: number) => (message: TSseMessage) =>
  message.event === 'balance' && dataOf(message).balance === balance;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = postgresHandle(cluster.url, 2);
  const env = {
    DATABASE_URL: cluster.url,
    JWT_SECRET: 'live-events-process-test-secret-of-32-characters',
    CBA_RATES_URL: 'http://127.0.0.1:9/exchangerates.asmx',
    SEARCH_CACHE_MS: '0',
  };
  const starting = Promise.all(
    ['a', 'b'].map((name) => {
      const dataDir = mkdtempSync(join(tmpdir(), `frs-live-${name}-`));
      folders.push(dataDir);
      return startServer({ ...env, DATA_DIR: dataDir, UPLOADS_DIR: dataDir });
    }),
  );
  // The processes migrate the database as they start (one at a time, under the migration lock); the data comes after.
  servers = await starting;
  const setup = await createFlightSetup(database.db);
  await seedRatesAndTickets(database.db);
  classId = (await sellableClass(database.db, setup, { seats: 5 })).flightClass.id;
  const [x, y] = [await createUser(database.db), await createUser(database.db)];
  agentX = { id: x.id, token: await loginOn(servers[0]!, x.email) };
  agentY = { id: y.id, token: await loginOn(servers[1]!, y.email) };
}, 60_000);

afterAll(async () => {
  for (const reader of readers) reader.close();
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => exitOf(server.child)));
  await database?.close();
  await cluster?.destroy();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('live events across two API processes on one PostgreSQL', () => {
  it("a hold made through one process reaches the other's streams; a balance change only its agent", async () => {
    const [serverA, serverB] = servers as [TServerProcess, TServerProcess];
    const streamX = await openLiveReader(serverB.url, agentX.token);
    const streamY = await openLiveReader(serverB.url, agentY.token);
    readers.push(streamX, streamY);
    for (const stream of [streamX, streamY]) await stream.next((message) => message.event === 'ready');

    const response = await fetch(`${serverA.url}${urlOf(FLIGHT_ORDER_ENDPOINTS.preOrder)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agentX.token}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: randomUUID(),
      },
      body: JSON.stringify(preOrderBody([classId])),
    });
    expect(response.status).toBe(200);
    const order = (await response.json()) as TFlightOrder;
    const held = await streamX.next((message) => message.event === 'order' && dataOf(message).orderId === order.id);
    expect(dataOf(held)).toMatchObject({ status: 'hold', pnr: order.pnr });
    await streamY.next((message) => message.event === 'seats' && dataOf(message).classId === classId);

    await setBalance(agentX.id, 5_000);
    await setBalance(agentY.id, 7_000);
    await streamX.next(balanceIs(5_000));
    await streamY.next(balanceIs(7_000));
    expect(streamY.messages.filter((message) => message.event === 'order' || balanceIs(5_000)(message))).toEqual([]);
    expect(streamX.messages.some(balanceIs(7_000))).toBe(false);
  });

  it('ends open streams on shutdown instead of waiting for them', async () => {
    const server = servers[1]!;
    const stream = await openLiveReader(server.url, agentY.token);
    readers.push(stream);
    await stream.next((message) => message.event === 'ready');
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    await stream.ended;
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  });
});
