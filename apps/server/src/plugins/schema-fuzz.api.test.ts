import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allEndpoints,
  hasPermission,
  IDEMPOTENCY_HEADER,
  ROLES,
  type TEndpointDefinition,
  type TRole,
} from '@frs/contract';
import { seedDemoData } from '../seed/demo-seed';
import { userWithToken } from '../../test/factories';
import { arbitraryOf, type TJsonSchemaNode } from '../../test/schema-arbitrary';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * A fuzz generated from the endpoint declarations: for every endpoint, requests drawn by fast-check from the JSON
 * Schema of its zod params, query and body, valid ones and almost valid ones (test/schema-arbitrary.ts), sent as a
 * role allowed to call it, on the demo data (ids 1..ID_MAX name real rows, so valid requests reach the services and
 * change real orders, flights and users). No answer may be a 5xx.
 *
 * CI runs FUZZ_RUNS (default 4) requests per endpoint from a fixed seed, so a failure repeats; set FUZZ_RUNS=200 (and
 * FUZZ_SEED=<n> for other requests) for a longer hunt. A failure prints fast-check's shrunk request and its seed.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 1818);
const ID_MAX = 40;
/** Mail settings the fuzz writes must keep mail on this machine: the SMTP host is always a closed local port. */
const OVERRIDES = { host: fc.constant('127.0.0.1'), port: fc.constant(9) };

let testApp: TTestApp;
const tokens = new Map<TRole, string>();
/** The server's error log lines since the current request went out: what a 5xx failure reports. */
let errorLines: string[] = [];

async function renewToken(role: TRole) {
  tokens.set(role, (await userWithToken(testApp.app, testApp.database.db, role)).token);
}

beforeAll(async () => {
  testApp = await createTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void errorLines.push(line) } },
  });
  await seedDemoData(testApp.database.db, new Date(), { uploadsDir: testApp.uploadsDir });
  for (const role of ROLES) await renewToken(role);
}, 120_000);
afterAll(async () => {
  await testApp.app.close();
});

function jsonSchemaOf(schema: z.ZodType): TJsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchemaNode;
}

/** Who may call: the roles holding the permission; anyone or no one for public and optional endpoints. */
function callersOf(endpoint: TEndpointDefinition): (TRole | null)[] {
  if (endpoint.access === 'public' || endpoint.access === 'optional') return [null, 'user', 'Super Admin'];
  const access = endpoint.access;
  return ROLES.filter((role) => hasPermission(role, access));
}

interface TFuzzRequest {
  role: TRole | null;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  idempotencyKey: string | null;
}

function requestArbitrary(endpoint: TEndpointDefinition): fc.Arbitrary<TFuzzRequest> {
  const part = (schema: z.ZodType | undefined, almostValid: boolean) => {
    if (!schema) return fc.constant(undefined);
    const root = jsonSchemaOf(schema);
    return arbitraryOf(root, root, { almostValid, idMax: ID_MAX, overrides: OVERRIDES });
  };
  const multipart = endpoint.consumes !== undefined;
  const request = (almostValid: boolean) =>
    fc.record({
      role: fc.constantFrom(...callersOf(endpoint)),
      params: part(endpoint.params, almostValid).map((value) => (value ?? {}) as Record<string, unknown>),
      query: part(endpoint.query, almostValid).map((value) => (value ?? {}) as Record<string, unknown>),
      body: multipart ? fc.constant(undefined) : part(endpoint.body, almostValid),
      idempotencyKey: endpoint.idempotent
        ? almostValid
          ? fc.constantFrom(randomUUID(), null, 'x', randomUUID().repeat(4))
          : fc.uuid()
        : fc.constant(null),
    });
  return fc.oneof(request(false), request(true));
}

function urlOf(endpoint: TEndpointDefinition, request: TFuzzRequest): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(
      typeof request.params[name] === 'object' ? JSON.stringify(request.params[name]) : String(request.params[name]),
    ),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function send(endpoint: TEndpointDefinition, request: TFuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.role) headers.authorization = `Bearer ${tokens.get(request.role)}`;
  if (request.idempotencyKey !== null) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  errorLines = [];
  const response = await testApp.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, request),
    headers,
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    // An event stream stays open: its head is the answer (the app's close ends the stream).
    ...(endpoint.eventStream ? { payloadAsStream: true } : {}),
  } as InjectOptions);
  // A call may end its own caller's session (logout, a password change, a block): the next call gets a new one.
  if (response.statusCode === 401 && request.role && endpoint.access !== 'public') await renewToken(request.role);
  return response;
}

describe('a fuzz generated from the endpoint declarations', () => {
  it(`answers no 5xx to ${RUNS} valid or almost valid requests per endpoint`, async () => {
    const endpoints = allEndpoints();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, { area, name, endpoint }] of endpoints.entries()) {
      const details = await fc.check(
        fc.asyncProperty(requestArbitrary(endpoint), async (request) => {
          const response = await send(endpoint, request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) {
            const logged = errorLines.map((line) => (JSON.parse(line) as { err?: { message?: string } }).err?.message);
            throw new Error(`${response.statusCode}: ${logged.filter(Boolean).join('; ').slice(0, 500)}`);
          }
        }),
        { numRuns: RUNS, seed: SEED + index, maxSkipsPerRun: 0 },
      );
      if (details.failed) {
        failures.push(
          `${area}.${name} ${endpoint.method} ${endpoint.path} (seed ${details.seed}): ` +
            `${String(details.errorInstance)} for ${fc.stringify(details.counterexample)}`,
        );
      }
    }
    console.info(
      `schema fuzz: ${endpoints.length} endpoints x ${RUNS} runs; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
