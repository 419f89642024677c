import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, type TSseMessage } from '@frs/contract';
import { liveEvents, users } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createFlightSetup } from '../../../test/flight-factories';
import { dataOf, openLiveReader, type TLiveReader } from '../../../test/live-stream';
import { preOrder, preOrderBody, seedRatesAndTickets, sellableClass } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { pruneLiveEvents } from './prune-job';

/**
 * GET /api/events over real HTTP: each caller's stream carries only what is theirs (an agent never another agent's
 * order or balance), a reconnect with Last-Event-ID gets what it missed once and in order, and a stream ends when
 * its session does.
 */

let testApp: TTestApp;
let baseUrl = '';
const readers: TLiveReader[] = [];
type TCaller = Awaited<ReturnType<typeof userWithToken>>;
let agentA: TCaller;
let agentB: TCaller;
let staff: TCaller;
let classId = 0;
const db = () => testApp.database.db;

async function open(caller: TCaller, lastEventId?: string | number) {
  const reader = await openLiveReader(baseUrl, caller.token, { lastEventId, acceptEncoding: 'br, gzip' });
  readers.push(reader);
  return reader;
}

/** Balance changes by hand (SQL, not the API): the trigger publishes whatever path changed the row. */
async function setBalance(userId: number, balance: number) {
  await db().update(users).set({ balance }).where(eq(users.id, userId));
}

const ofKind = (kind: string) => (message: TSseMessage) => message.event === kind;
const orderOf = (orderId: number) => (message: TSseMessage) =>
  message.event === 'order' && dataOf(message).orderId === orderId;
const balanceOf = (userId: number, balance: number) => (message: TSseMessage) =>
  message.event === 'balance' && dataOf(message).balance === balance && userId > 0;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [agentA, agentB, staff] = [
    await userWithToken(testApp.app, db(), 'user'),
    await userWithToken(testApp.app, db(), 'user'),
    await userWithToken(testApp.app, db(), 'Admin'),
  ];
  await seedRatesAndTickets(db());
  const setup = await createFlightSetup(db());
  classId = (await sellableClass(db(), setup, { seats: 20 })).flightClass.id;
});

afterAll(async () => {
  for (const reader of readers) reader.close();
  await testApp.app.close();
});

describe('GET /api/events', () => {
  it('gives each agent only its own orders and balance, staff every order, everyone the free seats', async () => {
    const [streamA, streamB, streamStaff] = [await open(agentA), await open(agentB), await open(staff)];
    expect(streamA.status).toBe(200);
    expect(streamA.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(streamA.headers.get('content-encoding')).toBeNull();
    for (const stream of [streamA, streamB, streamStaff]) await stream.next(ofKind('ready'));

    const orderA = await preOrder(testApp.app, agentA.headers, preOrderBody([classId]));
    const orderB = await preOrder(testApp.app, agentB.headers, preOrderBody([classId]));
    await setBalance(agentB.user.id, 12_345);
    await setBalance(agentA.user.id, 54_321);

    await streamA.next(orderOf(orderA.id));
    await streamA.next(balanceOf(agentA.user.id, 54_321));
    await streamB.next(orderOf(orderB.id));
    await streamB.next(balanceOf(agentB.user.id, 12_345));
    await streamStaff.next(orderOf(orderA.id));
    await streamStaff.next(orderOf(orderB.id));
    const seats = await streamB.next((message) => message.event === 'seats' && dataOf(message).free === 18);
    expect(dataOf(seats)).toMatchObject({ classId, free: 18 });
    await streamStaff.next((message) => message.event === 'seats' && dataOf(message).free === 18);
    // Staff's marker: everything committed before it has reached every stream that may see it.
    await setBalance(staff.user.id, 1);
    await streamStaff.next(balanceOf(staff.user.id, 1));

    const summary = (stream: TLiveReader) =>
      stream.messages
        .filter((message) => message.event === 'order' || message.event === 'balance')
        .map((message) => `${message.event}:${String(dataOf(message).orderId ?? dataOf(message).balance)}`);
    expect(summary(streamA)).toEqual([`order:${orderA.id}`, 'balance:54321']);
    expect(summary(streamB)).toEqual([`order:${orderB.id}`, 'balance:12345']);
    expect(summary(streamStaff)).toEqual([`order:${orderA.id}`, `order:${orderB.id}`, 'balance:1']);
    // A change rolled back publishes nothing.
    await db()
      .transaction(async (tx) => {
        await tx.update(users).set({ balance: 777 }).where(eq(users.id, agentA.user.id));
        throw new Error('roll back');
      })
      .catch(() => {});
    await setBalance(agentA.user.id, 778);
    await streamA.next(balanceOf(agentA.user.id, 778));
    expect(streamA.messages.some(balanceOf(agentA.user.id, 777))).toBe(false);
  });

  it('resumes after Last-Event-ID: what was missed arrives once and in order, then the live events', async () => {
    const first = await open(agentA);
    const ready = await first.next(ofKind('ready'));
    first.close();
    await first.ended;
    for (const balance of [101, 102, 103]) await setBalance(agentA.user.id, balance);
    await setBalance(agentB.user.id, 201);

    const resumed = await open(agentA, ready.id);
    await resumed.next(ofKind('ready'));
    await setBalance(agentA.user.id, 104);
    await resumed.next(balanceOf(agentA.user.id, 104));
    const events = resumed.messages.filter((message) => message.event !== 'ready');
    expect(events.map((message) => dataOf(message).balance)).toEqual([101, 102, 103, 104]);
    const ids = resumed.messages.map((message) => Number(message.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Number(events[0]!.id)).toBeGreaterThan(Number(ready.id));
  });

  it('tells a client whose id is no longer kept (or unknown) to refetch', async () => {
    const [bounds] = await db()
      .select({ newest: sql<number>`max(${liveEvents.id})::int` })
      .from(liveEvents);
    const newest = bounds!.newest;
    expect((await (await open(agentA, newest + 1_000)).next(() => true)).event).toBe('reset');
    expect((await (await open(agentA, 'not-an-id')).next(() => true)).event).toBe('reset');
    await pruneLiveEvents(db(), new Date(Date.now() + 2 * 60 * 60 * 1000));
    const reset = await (await open(agentA, 1)).next(() => true);
    expect(reset).toMatchObject({ event: 'reset', id: String(newest) });
  });

  it('ends the stream when its session ends', async () => {
    const caller = await userWithToken(testApp.app, db(), 'user');
    const stream = await open(caller);
    await stream.next(ofKind('ready'));
    expect((await injectEndpoint(testApp.app, AUTH_ENDPOINTS.logout, { headers: caller.headers })).statusCode).toBe(
      200,
    );
    await stream.ended;
    const again = await openLiveReader(baseUrl, caller.token);
    expect(again.status).toBe(401);
  });
});
