import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFrsClient, FrsApiError, ok } from './index';
import type { components } from './schema';

/** What the test server received: each request's method, path, headers and body. */
interface TReceived {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const API_KEY = 'frs_live_test0123456789abcdefghijklmnopqrstuvwxyz';
const received: TReceived[] = [];
/** The answers the server gives, in order; then 200 `{}`. */
let answers: { status: number; headers?: Record<string, string>; body: unknown }[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answers = [];
});

const preOrder: components['schemas']['PreOrderRequestInput'] = {
  travelType: 'oneWay',
  segments: [{ classId: 7 }],
  passengers: [
    {
      type: 'adult',
      firstName: 'Anna',
      lastName: 'Petrosyan',
      gender: 'female',
      dateOfBirth: '1990-05-01',
      passportNumber: 'AM1234567',
      passportExpiry: '2031-05-01',
      citizenship: 'AM',
    },
  ],
  contact: { name: 'Karen Sahakyan', phone: '+374 99 123456', email: 'client@example.test' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createFrsClient', () => {
  it('sends the key as a bearer token, and a fresh Idempotency-Key on each write only', async () => {
    const frs = createFrsClient({ baseUrl, apiKey: API_KEY });
    await frs.POST('/api/orders/pre-order', { body: preOrder });
    await frs.POST('/api/orders/pre-order', { body: preOrder });
    await frs.GET('/api/orders/{id}', { params: { path: { id: 42 } } });

    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/orders/pre-order',
      'POST /api/orders/pre-order',
      'GET /api/orders/42',
    ]);
    for (const request of received) expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const [first, second, read] = received.map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
    expect(JSON.parse(received[0]!.body)).toEqual(preOrder);
  });

  it('asks for the messages in the language given', async () => {
    await createFrsClient({ baseUrl, apiKey: API_KEY, language: 'en' }).GET('/api/orders/{id}', {
      params: { path: { id: 1 } },
    });
    await createFrsClient({ baseUrl, apiKey: API_KEY }).GET('/api/orders/{id}', { params: { path: { id: 1 } } });
    // Without a language, fetch's own default ('*'): the server answers in Armenian.
    expect(received.map((request) => request.headers['accept-language'])).toEqual(['en', '*']);
  });

  it("keeps the caller's Idempotency-Key, so that a retry of a lost answer is the same call", async () => {
    const frs = createFrsClient({ baseUrl, apiKey: API_KEY });
    const key = 'order-4211-ticketing';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await frs.POST('/api/orders/booking-to-ticketing/{id}', {
        params: { path: { id: 4211 }, header: { 'idempotency-key': key } },
      });
    }
    expect(received.map((request) => request.headers['idempotency-key'])).toEqual([key, key]);
  });

  it('sends a write answered 429 again after its Retry-After, with the same key and body', async () => {
    answers = [
      { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too many requests', code: 'RATE_LIMITED' } },
      { status: 200, body: { id: 4211, pnr: 'M3KQ7Z' } },
    ];
    const frs = createFrsClient({ baseUrl, apiKey: API_KEY, retryRateLimited: { attempts: 2 } });
    const started = Date.now();
    const order = await ok(frs.POST('/api/orders/pre-order', { body: preOrder }));

    expect(order).toMatchObject({ id: 4211, pnr: 'M3KQ7Z' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['idempotency-key']).toMatch(UUID);
    expect(received[1]!.headers['idempotency-key']).toBe(received[0]!.headers['idempotency-key']);
    expect(received[1]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received[1]!.body).toBe(received[0]!.body);
  });

  it('answers the 429 without retrying when not asked to, or when Retry-After is longer than allowed', async () => {
    const tooManyRequests = { status: 429, headers: { 'retry-after': '30' }, body: { message: 'Slow down' } };
    answers = [tooManyRequests, tooManyRequests];
    const plain = createFrsClient({ baseUrl, apiKey: API_KEY });
    expect((await plain.GET('/api/orders/{id}', { params: { path: { id: 1 } } })).response.status).toBe(429);
    const patient = createFrsClient({ baseUrl, apiKey: API_KEY, retryRateLimited: { attempts: 3, maxWaitSeconds: 5 } });
    expect((await patient.GET('/api/orders/{id}', { params: { path: { id: 1 } } })).response.status).toBe(429);
    expect(received).toHaveLength(2);
  });
});

describe('ok', () => {
  it('throws an FrsApiError with the status, message, code and field errors of the error body', async () => {
    answers = [
      {
        status: 400,
        body: { message: 'Check the fields', code: 'VALIDATION', errors: { 'contact.email': 'Not an e-mail' } },
      },
    ];
    const frs = createFrsClient({ baseUrl, apiKey: API_KEY });
    const error = await ok(frs.POST('/api/orders/pre-order', { body: preOrder })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FrsApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Check the fields',
      code: 'VALIDATION',
      errors: { 'contact.email': 'Not an e-mail' },
    });
  });

  it('returns the answer of a 2xx call', async () => {
    answers = [{ status: 200, body: { id: 9, pnr: 'ABC123' } }];
    const frs = createFrsClient({ baseUrl, apiKey: API_KEY });
    await expect(ok(frs.GET('/api/orders/{id}', { params: { path: { id: 9 } } }))).resolves.toMatchObject({ id: 9 });
  });
});
