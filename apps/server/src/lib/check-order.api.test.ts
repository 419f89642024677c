import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allEndpoints,
  AUTH_ENDPOINTS,
  hasPermission,
  needsPermission,
  pathParameterNames,
  ROLES,
  type TEndpointDefinition,
  type TRole,
} from '@frs/contract';
import { injectEndpoint } from '../../test/endpoint-call';
import { userWithToken } from '../../test/factories';
import { OPENAPI_DOCUMENT_URL } from '../../test/openapi-walk';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * Generated from the declarations (issue 12): every endpoint, called with no token, a garbage token and by each of
 * the nine kinds of demo user with an empty body, answers in the one order of checks: authentication (401), then
 * the permission (403), then validation (400), and only then the service's own answers. A new endpoint is covered
 * the moment it is declared.
 */

/** The nine demo users: one per role, and a second agent. */
const CALLERS: readonly { name: string; role: TRole }[] = [
  ...ROLES.map((role) => ({ name: role, role })),
  { name: 'second agent', role: 'user' },
];

/** A value for each path parameter that its schema takes, naming no existing row (the id far past any made here). */
function samplePathValues(endpoint: TEndpointDefinition): Record<string, string> {
  // A number, an upload's id, an upload kind, a PNR (the receipt's).
  const candidates = ['2147480000', '00000000-0000-4000-8000-000000000000', 'airline-logo', 'ZZZ999'];
  const values: Record<string, string> = {};
  for (const name of pathParameterNames(endpoint.path)) {
    const fits = (value: string) => endpoint.params?.safeParse({ ...values, [name]: value }).success === true;
    // A schema of several parameters fails until all are set: an id is taken until the last one is.
    values[name] = candidates.find(fits) ?? candidates[0]!;
  }
  return values;
}

/** Whether an empty body (and the sample path and no query) fails the declaration's schemas. */
function emptyCallIsInvalid(endpoint: TEndpointDefinition): boolean {
  const body = endpoint.body ?? (endpoint.consumes ? null : z.unknown());
  if (body === null) return true; // An upload without its multipart file.
  return !body.safeParse({}).success || endpoint.query?.safeParse({}).success === false;
}

/** Whether the status is one the endpoint may answer after its checks: a success, or an error it declares. */
function declares(endpoint: TEndpointDefinition, status: number): boolean {
  return status < 400 || status in (endpoint.errors ?? {});
}

/** Logout ends the caller's session: it goes last, so that it cannot revoke the tokens the other calls use. */
const ENDPOINTS = allEndpoints().sort(
  (left, right) => Number(left.endpoint === AUTH_ENDPOINTS.logout) - Number(right.endpoint === AUTH_ENDPOINTS.logout),
);

let testApp: TTestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const caller of CALLERS) {
    const { token } = await userWithToken(testApp.app, testApp.database.db, caller.role);
    tokens.set(caller.name, token);
  }
});
afterAll(async () => {
  await testApp.app.close();
});

describe('the order of checks on every declared endpoint', () => {
  it('declares each method and path once, with a summary, a tag and path parameters matching its schema', () => {
    const routes = ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
    for (const { area, name, endpoint } of ENDPOINTS) {
      expect(endpoint.summary.length, `${area}.${name}`).toBeGreaterThan(10);
      expect(endpoint.tag, `${area}.${name}`).toMatch(/^[a-z]+$/);
      const shape = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      expect(shape, `${area}.${name}`).toEqual(pathParameterNames(endpoint.path).sort());
    }
  });

  it('registers exactly the declared endpoints, and the OpenAPI document lists each with its security', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_URL })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    expect(documented.map(({ route }) => route).sort()).toEqual(
      ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
    for (const { endpoint } of ENDPOINTS) {
      const operation = documented.find(({ route }) => route === `${endpoint.method} ${endpoint.path}`)!.operation;
      expect(Boolean(operation.security?.length), `${endpoint.method} ${endpoint.path}`).toBe(
        endpoint.access !== 'public',
      );
    }
  });

  for (const { area, name, endpoint } of ENDPOINTS) {
    const route = `${endpoint.method} ${endpoint.path}`;
    it(`${route} (${area}.${name})`, async () => {
      const params = samplePathValues(endpoint);
      const call = (token?: string) =>
        injectEndpoint(testApp.app, endpoint, { params, ...(token ? { token } : {}), body: {} });
      const answers: string[] = [];
      const expectations: string[] = [];
      const record = (who: string, status: number, expected: string) => {
        answers.push(`${who}: ${status}`);
        expectations.push(`${who}: ${expected}`);
      };

      const anonymous = (await call()).statusCode;
      const garbage = (await call('garbage.not-a.token')).statusCode;
      if (needsPermission(endpoint)) {
        record('no token', anonymous, '401');
        record('garbage token', garbage, '401');
      } else {
        record('no token', anonymous, anonymous === 401 || anonymous >= 500 ? 'not 401/5xx' : String(anonymous));
        const garbageExpected = endpoint.access === 'optional' ? '401' : garbage >= 500 ? 'not 5xx' : String(garbage);
        record('garbage token', garbage, garbageExpected);
      }

      const invalid = emptyCallIsInvalid(endpoint);
      for (const caller of CALLERS) {
        // Logout is called with a token of its own, so that the callers' tokens stay valid.
        const token =
          endpoint === AUTH_ENDPOINTS.logout
            ? (await userWithToken(testApp.app, testApp.database.db, caller.role)).token
            : tokens.get(caller.name)!;
        const status = (await call(token)).statusCode;
        const allowed = !needsPermission(endpoint) || hasPermission(caller.role, endpoint.access);
        let expected: string;
        if (!allowed) expected = '403';
        else if (invalid) expected = '400';
        else
          expected =
            [400, 401, 403].includes(status) || !declares(endpoint, status) ? 'a declared answer' : String(status);
        record(caller.name, status, expected);
      }
      expect(answers).toEqual(expectations);
    });
  }
});
