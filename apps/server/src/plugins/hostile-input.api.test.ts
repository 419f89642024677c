import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRPORTS,
  allEndpoints,
  MAIL_ENDPOINTS,
  resourceEndpoints,
  ROLES,
  SEND_EMAIL_FIELDS,
  UPLOAD_ENDPOINTS,
  UPLOAD_FIELD,
  USER_ENDPOINTS,
  type TErrorBody,
  type TRole,
} from '@frs/contract';
import { injectEndpoint } from '../../test/endpoint-call';
import { userWithToken } from '../../test/factories';
import { malformedMultipartBodies, multipartForm, pngBytes } from '../../test/multipart';
import {
  admitsLargeInteger,
  isDateSchema,
  isIntegerSchema,
  isStringSchema,
  leavesOf,
  OPENAPI_DOCUMENT_URL,
  operationsOf,
  sampleOf,
  withValueAt,
  type TOpenApiDocument,
  type TOperation,
} from '../../test/openapi-walk';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * The fuzz that found 500s (issue 11), run over every operation of the OpenAPI document: a whole number beyond a
 * 32-bit integer, a NUL character and a lone UTF-16 surrogate, in every path parameter, query parameter, header and
 * body field, and as a body's key (and dates out of range in date fields). None may answer 500, and each is refused with 400 naming the field (money fields may
 * hold the large number, so they only must not fail). Issue 30 added bodies: JSON nested thousands deep to every
 * operation with a JSON body (400 JSON_TOO_DEEP), and to every multipart operation a body without a boundary, one
 * cut short and a text where the file is expected (400 on the form's file field). One request per case.
 *
 * Requests are sent as a role allowed to call the operation: Super Admin first, and the next role when one is
 * refused with 403, so the walk keeps reaching validation and the services whatever the order of the checks.
 */

const BIG_INTEGER = 99_999_999_999;
const NUL_TEXT = 'a\u0000b';
const LONE_SURROGATE_TEXT = 'a\ud800b';
/** Dates the database cannot hold (no year 0) or that day arithmetic pushes past yyyy-mm-dd (found with the fuzz). */
const OUT_OF_RANGE_DATES = ['0000-01-01', '9999-12-31'];
/**
 * The same in a URL: %00 is a NUL, refused like in a body. A URL cannot carry a lone surrogate: the nearest is the
 * bytes U+D800 would have in UTF-8, which no UTF-8 text holds; they are read as the text they spell, so they only
 * must not fail.
 */
const URL_TEXTS = [
  { text: 'a%00b', refused: true },
  { text: 'a%ED%A0%80b', refused: false },
];
/** Arrays and objects nested 5,000 deep (about 25 KB): the stack of a recursive walk overflowed at 4,000. */
const DEEP_JSON = '[{"a":'.repeat(2_500) + '1' + '}]'.repeat(2_500);
const endpointKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
/**
 * The file field of each multipart operation (the OpenAPI document does not describe multipart bodies): where the
 * hostile forms aim, and what their 400 must name. A test below checks it lists every multipart declaration.
 */
const MULTIPART_FILE_FIELDS = new Map<string, string>([
  [endpointKey(UPLOAD_ENDPOINTS.upload), UPLOAD_FIELD],
  [endpointKey(MAIL_ENDPOINTS.sendEmail), SEND_EMAIL_FIELDS.attachments],
]);
/** A valid id of no record: base values of path parameters must not reach anyone's real data. */
const NO_SUCH_ID = '2147483647';
/** Super Admin may do most; an agent what is only theirs; the others in case a role is refused. */
const ROLE_ORDER: readonly TRole[] = [
  'Super Admin',
  'user',
  ...ROLES.filter((r) => r !== 'Super Admin' && r !== 'user'),
];

let testApp: TTestApp;
let document: TOpenApiDocument;
const tokens = new Map<TRole, Record<string, string>>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const role of ROLE_ORDER) {
    tokens.set(role, (await userWithToken(testApp.app, testApp.database.db, role)).headers);
  }
  document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_URL })).json<TOpenApiDocument>();
});
afterAll(async () => {
  await testApp.app.close();
});

interface TCase {
  operation: TOperation;
  /** What is hostile and where, for the report ("body segments.0.classId = 99999999999"). */
  label: string;
  /** The field the 400 must name, or null when only "no 500" is asked (a money field, a key). */
  field: string | null;
  /** The error code the 400 must carry instead of a field (a body refused as a whole). */
  code?: string;
  request: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };
}

function baseParameters(operation: TOperation) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = isIntegerSchema(document, parameter.schema)
      ? NO_SUCH_ID
      : String(sampleOf(document, parameter.schema));
    if (parameter.in === 'path') path[parameter.name] = encodeURIComponent(value);
    else if (parameter.in === 'query' && parameter.required) query[parameter.name] = encodeURIComponent(value);
    else if (parameter.in === 'header') headers[parameter.name] = `fuzz-${Math.random().toString(36).slice(2)}`;
  }
  return { path, query, headers };
}

function urlOf(operation: TOperation, path: Record<string, string>, query: Record<string, string>): string {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '');
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

function casesOf(operation: TOperation): TCase[] {
  const base = baseParameters(operation);
  const body = operation.body ? sampleOf(document, operation.body) : undefined;
  const request = (path = base.path, query = base.query, payload = body) => ({
    method: operation.method as InjectOptions['method'],
    url: urlOf(operation, path, query),
    headers: base.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const cases: TCase[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') {
      // A real HTTP server refuses a NUL in a header before the app; the app must not depend on that.
      for (const value of [NUL_TEXT, LONE_SURROGATE_TEXT]) {
        cases.push({
          operation,
          label: `header ${parameter.name} = ${JSON.stringify(value)}`,
          field: parameter.name,
          request: { ...request(), headers: { ...base.headers, [parameter.name]: value } },
        });
      }
      continue;
    }
    const texts = isIntegerSchema(document, parameter.schema)
      ? [{ text: String(BIG_INTEGER), refused: true }]
      : URL_TEXTS;
    for (const { text, refused } of texts) {
      const path = parameter.in === 'path' ? { ...base.path, [parameter.name]: text } : base.path;
      const query = parameter.in === 'query' ? { ...base.query, [parameter.name]: text } : base.query;
      cases.push({
        operation,
        label: `${parameter.in} ${parameter.name} = ${text}`,
        field: refused ? parameter.name : null,
        request: request(path, query),
      });
    }
  }
  if (operation.body) {
    for (const leaf of leavesOf(document, operation.body)) {
      const field = leaf.path.join('.');
      const values: unknown[] = isIntegerSchema(document, leaf.schema)
        ? [BIG_INTEGER]
        : isStringSchema(document, leaf.schema)
          ? [NUL_TEXT, LONE_SURROGATE_TEXT, ...(isDateSchema(document, leaf.schema) ? OUT_OF_RANGE_DATES : [])]
          : [];
      for (const value of values) {
        const wide = typeof value === 'number' && admitsLargeInteger(document, leaf.schema, value);
        cases.push({
          operation,
          label: `body ${field} = ${JSON.stringify(value)}`,
          field: wide ? null : field,
          request: request(base.path, base.query, withValueAt(body, leaf.path, value)),
        });
      }
    }
    cases.push({
      operation,
      label: 'body nested 5,000 deep',
      field: null,
      code: 'JSON_TOO_DEEP',
      request: { ...request(), payload: DEEP_JSON, headers: { ...base.headers, 'content-type': 'application/json' } },
    });
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      for (const key of [NUL_TEXT, LONE_SURROGATE_TEXT]) {
        cases.push({
          operation,
          label: `body key ${JSON.stringify(key)}`,
          field: key,
          request: request(base.path, base.query, { ...body, [key]: 'x' }),
        });
      }
    }
  }
  const fileField = MULTIPART_FILE_FIELDS.get(endpointKey(operation));
  if (operation.multipart || fileField) {
    const field = fileField ?? UPLOAD_FIELD;
    for (const fileName of ['a\u0000b.png', 'a\ud800b.png']) {
      const upload = multipartForm([], [{ field, fileName, contentType: 'image/png', bytes: pngBytes() }]);
      cases.push({
        operation,
        label: `multipart file name ${JSON.stringify(fileName)}`,
        field: null,
        request: { ...request(), payload: upload.payload, headers: { ...base.headers, ...upload.headers } },
      });
    }
    for (const form of malformedMultipartBodies(field)) {
      cases.push({
        operation,
        label: `multipart: ${form.title}`,
        field,
        request: { ...request(), payload: form.payload, headers: { ...base.headers, ...form.headers } },
      });
    }
  }
  return cases;
}

/** Role per operation: the first in ROLE_ORDER that is not refused with 403. */
const roleOfOperation = new Map<string, number>();

async function send(testCase: TCase): Promise<LightMyRequestResponse> {
  const key = `${testCase.operation.method} ${testCase.operation.path}`;
  for (let index = roleOfOperation.get(key) ?? 0; index < ROLE_ORDER.length; index += 1) {
    const role = ROLE_ORDER[index] as TRole;
    const response = await testApp.app.inject({
      ...testCase.request,
      headers: { ...testCase.request.headers, ...tokens.get(role) },
    } as InjectOptions);
    if (response.statusCode !== 403 || index === ROLE_ORDER.length - 1) {
      roleOfOperation.set(key, index);
      return response;
    }
  }
  throw new Error('no role');
}

function errorBody(response: LightMyRequestResponse): Partial<TErrorBody> {
  try {
    return response.json<TErrorBody>();
  } catch {
    return {};
  }
}

const errorFields = (response: LightMyRequestResponse) => Object.keys(errorBody(response).errors ?? {});

describe('the three inputs of the issue', () => {
  it('refuses them with 400 and the field named, in the language asked for', async () => {
    const headers = { ...tokens.get('Super Admin'), 'accept-language': 'en' };
    const airport = await injectEndpoint(testApp.app, resourceEndpoints(AIRPORTS).get, {
      params: { id: 99_999_999_999 },
      headers,
    });
    expect(airport.statusCode).toBe(400);
    expect(airport.json<TErrorBody>().errors).toEqual({ id: 'Maximum 2147483647' });
    for (const escaped of ['\\u0000', '\\ud800']) {
      // The body as text: JSON escapes that no JavaScript string would survive being written as.
      const users = await injectEndpoint(testApp.app, USER_ENDPOINTS.list, {
        body: `{"search":"${escaped}"}`,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(users.statusCode, escaped).toBe(400);
      expect(users.json<TErrorBody>().errors).toEqual({ search: 'Contains characters that are not allowed' });
    }
  });
});

describe('hostile input on every operation of the OpenAPI document', () => {
  it('knows the file field of every multipart operation', () => {
    const multipart = allEndpoints()
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => endpoint.consumes?.includes('multipart/form-data'));
    expect(multipart.map(endpointKey).sort()).toEqual([...MULTIPART_FILE_FIELDS.keys()].sort());
  });

  it('never answers 5xx, and refuses a too large id or number, a NUL, a lone surrogate, deep JSON and broken forms with 400', async () => {
    const operations = operationsOf(document);
    const failures: string[] = [];
    let requests = 0;
    const operationsWith5xx = new Set<string>();
    let answers5xx = 0;
    for (const operation of operations) {
      for (const testCase of casesOf(operation)) {
        const response = await send(testCase);
        requests += 1;
        const where = `${operation.method} ${operation.path} ${testCase.label}`;
        if (response.statusCode >= 500) {
          answers5xx += 1;
          operationsWith5xx.add(`${operation.method} ${operation.path}`);
          failures.push(`${where}: ${response.statusCode}`);
        } else if (testCase.code !== undefined) {
          const code = errorBody(response).code;
          if (response.statusCode !== 400 || code !== testCase.code) {
            failures.push(`${where}: ${response.statusCode} ${code}, not 400 ${testCase.code}`);
          }
        } else if (testCase.field !== null) {
          if (response.statusCode !== 400) failures.push(`${where}: ${response.statusCode}, not 400`);
          else if (!errorFields(response).includes(testCase.field)) {
            failures.push(`${where}: 400 without an error on ${testCase.field} (${errorFields(response).join(', ')})`);
          }
        }
      }
    }
    console.info(
      `hostile input: ${requests} requests over ${operations.length} operations; ` +
        `${answers5xx} answers of 5xx on ${operationsWith5xx.size} operations`,
    );
    expect(operations.length).toBeGreaterThan(150);
    expect(failures).toEqual([]);
    expect(answers5xx).toBe(0);
  }, 120_000);
});
