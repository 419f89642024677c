import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  API_KEY_SCOPES,
  DEVELOPER_ENDPOINTS,
  hasPermission,
  keyScopeOf,
  pathParameterNames,
  type TApiKeyCreated,
  type TEndpointDefinition,
} from '@frs/contract';
import { injectEndpoint } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Issue 33: no key reaches what a key may not call. Every operation of the contract (`allEndpoints()`) is called
 * with a key holding every scope, with the sample path values and an empty body of lib/check-order.api.test.ts:
 * - an endpoint no key may call (`keyScopeOf` null: the staff's, /developers itself, profile and password changes,
 *   the live stream …) answers 403 API_KEY_NOT_ALLOWED, before anything else is looked at;
 * - one whose permission the agent lacks answers 403 too;
 * - one within the key's scopes meets its usual checks (a 400 for the empty body, a 404 for the sample id), never a
 *   401 or a key refusal; where a token is optional the key acts as its agent;
 * - a public endpoint does not read the key: it answers as it does to a caller without one.
 * The number of operations tried is printed (the note reports it).
 */

/** A value for each path parameter that its schema takes, naming no existing row. */
function samplePathValues(endpoint: TEndpointDefinition): Record<string, string> {
  const candidates = ['2147480000', '00000000-0000-4000-8000-000000000000', 'airline-logo', 'ZZZ999'];
  const values: Record<string, string> = {};
  for (const name of pathParameterNames(endpoint.path)) {
    const fits = (value: string) => endpoint.params?.safeParse({ ...values, [name]: value }).success === true;
    values[name] = candidates.find(fits) ?? candidates[0]!;
  }
  return values;
}

/** The error body's code; an event stream's answer is read only when it is not the stream itself. */
async function errorCodeOf(
  answer: Awaited<ReturnType<typeof injectEndpoint>>,
  endpoint: TEndpointDefinition,
): Promise<string | undefined> {
  if (!String(answer.headers['content-type'] ?? '').includes('json')) return undefined;
  if (!endpoint.eventStream) return answer.json<{ code?: string }>().code;
  let text = '';
  for await (const chunk of answer.stream()) text += String(chunk);
  return (JSON.parse(text) as { code?: string }).code;
}

let testApp: TTestApp;
let secret: string;

beforeAll(async () => {
  // No rate limit gets in the walk's way.
  const unlimited = { perSecond: 100_000, burst: 100_000 };
  testApp = await createTestApp({ apiKeyRates: { calls: unlimited, searches: unlimited } });
  const agent = await userWithToken(testApp.app, testApp.database.db, 'user');
  const created = await injectEndpoint(testApp.app, DEVELOPER_ENDPOINTS.createKey, {
    headers: agent.headers,
    body: { name: 'Every scope', scopes: [...API_KEY_SCOPES] },
  });
  secret = created.json<TApiKeyCreated>().secret;
});
afterAll(async () => {
  await testApp.app.close();
});

describe('a key with every scope, on every operation', () => {
  it('reaches only what keys may call', { timeout: 240_000 }, async () => {
    const tried: string[] = [];
    const wrong: string[] = [];
    const tally = { refused: 0, scoped: 0, optional: 0, public: 0 };
    for (const { area, name, endpoint } of allEndpoints()) {
      const route = `${endpoint.method} ${endpoint.path} (${area}.${name})`;
      const params = samplePathValues(endpoint);
      const answer = await injectEndpoint(testApp.app, endpoint, { params, body: {}, token: secret });
      tried.push(route);
      const code = await errorCodeOf(answer, endpoint);
      const scope = keyScopeOf(endpoint);
      const fail = (expected: string) =>
        wrong.push(`${route}: ${answer.statusCode} ${code ?? ''}, expected ${expected}`);
      if (endpoint.access === 'public') {
        tally.public += 1;
        const anonymous = await injectEndpoint(testApp.app, endpoint, { params, body: {} });
        if (answer.statusCode !== anonymous.statusCode) fail(`${anonymous.statusCode} as without a key`);
      } else if (endpoint.access === 'optional') {
        tally.optional += 1;
        if (answer.statusCode === 401 || answer.statusCode === 403) fail('the agent’s answer');
      } else if (scope === null) {
        tally.refused += 1;
        if (answer.statusCode !== 403 || code !== 'API_KEY_NOT_ALLOWED') fail('403 API_KEY_NOT_ALLOWED');
      } else if (!hasPermission('user', endpoint.access)) {
        tally.refused += 1;
        if (answer.statusCode !== 403) fail('403');
      } else {
        tally.scoped += 1;
        if (answer.statusCode === 401 || code?.startsWith('API_KEY_') || answer.statusCode >= 500) {
          fail('its usual checks');
        }
      }
    }
    process.stdout.write(
      `API key walk: ${tried.length} operations tried with a key (${tally.refused} refused with 403, ` +
        `${tally.scoped} within its scopes, ${tally.optional} optional, ${tally.public} public)\n`,
    );
    expect(wrong).toEqual([]);
    expect(tried.length).toBe(allEndpoints().length);
    expect(tally.refused).toBeGreaterThan(100);
    expect(tally.scoped).toBeGreaterThan(50);
  });
});
