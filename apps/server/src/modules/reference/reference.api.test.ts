import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hasPermission,
  readsPrivateFields,
  REFERENCE_ENDPOINTS,
  REFERENCE_RESOURCES,
  resourceEndpoints,
  resourceItemPath,
  screenWord,
  textsOf,
  type TEndpointDefinition,
  type TReferenceExportColumn,
  type TReferenceResourceName,
  type TResourceDescriptor,
} from '@frs/contract';
import { history } from '../../db/schema';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { createFlightSetup, tokensForEveryRole, type TFlightSetup } from '../../../test/flight-factories';
import { referenceCases, type TInput } from '../../../test/reference-cases';
import { OPENAPI_DOCUMENT_URL } from '../../../test/openapi-walk';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { SERVER_RESOURCES } from '../../reference-resources';

/**
 * The same checks for every registered reference resource: CRUD with history rows, paging, sorting, search and
 * filters, validation (each wrong field answered under its name, nothing written), uniqueness, references to
 * missing records, 404s, permissions, and 409 while a record is in use. The data of each resource is its case in
 * test/reference-cases.ts; a resource registered without a case fails the type-check and the first test.
 */

let testApp: TTestApp;
let setup: TFlightSetup;
let tokenOf: Awaited<ReturnType<typeof tokensForEveryRole>>;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, ['Admin', 'Viewer', 'user']);
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const CASES = referenceCases({ db, setup: () => setup });

/** Calls an endpoint of a resource as `token` (null: no token), with English messages. */
function call(
  endpoint: TEndpointDefinition,
  token: string | null,
  request: Omit<TInjectCall, 'token' | 'headers'> = {},
) {
  return injectEndpoint(testApp.app, endpoint, {
    ...request,
    ...(token ? { token } : {}),
    headers: { 'accept-language': 'en' },
  });
}

/** The value at a dotted path of a record (`prices.adult.fare`). */
function valueAtPath(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined),
      record,
    );
}

async function historyActions(entity: string, id: number): Promise<string[]> {
  const rows = await db()
    .select({ action: history.action })
    .from(history)
    .where(and(eq(history.entity, entity), eq(history.entityId, String(id))))
    .orderBy(history.id);
  return rows.map((row) => row.action);
}

async function rowCount(descriptor: TResourceDescriptor): Promise<number> {
  const [row] = await db()
    .select({ rows: count() })
    .from(SERVER_RESOURCES[descriptor.name as TReferenceResourceName].table);
  return row?.rows ?? 0;
}

it('has a test case for every registered resource, and a server descriptor for every resource of the contract', () => {
  expect(Object.keys(SERVER_RESOURCES).sort()).toEqual(Object.keys(REFERENCE_RESOURCES).sort());
  expect(Object.keys(CASES).sort()).toEqual(Object.keys(SERVER_RESOURCES).sort());
});

it('documents every endpoint of every resource in the OpenAPI document', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_URL });
  expect(response.statusCode).toBe(200);
  const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
  for (const resource of Object.values(SERVER_RESOURCES)) {
    expect(Object.keys(paths)).toContain(resource.descriptor.path);
    expect(Object.keys(paths)).toContain(resourceItemPath(resource.descriptor.path, '{id}'));
    expect(Object.keys(paths)).toContain(resourceItemPath(resource.descriptor.path, 'export'));
  }
  const documented = Object.values(REFERENCE_ENDPOINTS).filter(
    (endpoint) => paths[endpoint.path]?.[endpoint.method.toLowerCase()] !== undefined,
  );
  expect(documented).toHaveLength(Object.keys(REFERENCE_RESOURCES).length * 6);
});

describe.each(Object.values(SERVER_RESOURCES).map((resource) => [resource.descriptor.name, resource] as const))(
  '%s',
  (name, resource) => {
    const descriptor = resource.descriptor;
    const endpoints = resourceEndpoints(descriptor);
    const testCase = CASES[name as TReferenceResourceName];
    const writer = () => tokenOf('Admin');
    // An agent reads when it may and sees whole records; private fields are private-fields.api.test.ts's.
    const agentReadsAll = hasPermission('user', descriptor.permissions.read) && descriptor.privateFields.length === 0;
    const reader = () => tokenOf(agentReadsAll ? 'user' : 'Viewer');
    const prepare = testCase.beforeEach;
    if (prepare) beforeEach(prepare);
    const create = async (input: TInput) => {
      const response = await call(endpoints.create, writer(), { body: input });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number } & TInput>();
    };

    it('creates, reads, replaces and deletes a record, each with its history row', async () => {
      const input = await testCase.valid();
      const created = await create(input);
      expect(created).toEqual({ id: expect.any(Number), ...(testCase.stored?.(input) ?? input) });

      const read = await call(endpoints.get, reader(), { params: { id: created.id } });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(created);

      const changed = testCase.change(input);
      const updated = await call(endpoints.update, writer(), { params: { id: created.id }, body: changed });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toEqual({ id: created.id, ...(testCase.stored?.(changed) ?? changed) });

      const removed = await call(endpoints.remove, writer(), { params: { id: created.id } });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect((await call(endpoints.get, reader(), { params: { id: created.id } })).statusCode).toBe(404);
      expect(await historyActions(name, created.id)).toEqual(['create', 'update', 'delete']);
    });

    it('lists a page with its count, sorted either way, found by search and by each filter', async () => {
      const records = [await create(await testCase.valid()), await create(await testCase.valid())];
      const all = await call(endpoints.list, reader(), { query: { pageSize: 100 } });
      expect(all.statusCode, all.body).toBe(200);
      const page = all.json<{ result: { id: number }[]; count: number }>();
      expect(page.count).toBeGreaterThanOrEqual(2);
      expect(page.result.map((row) => row.id)).toEqual(expect.arrayContaining(records.map((row) => row.id)));

      const first = await call(endpoints.list, reader(), { query: { pageSize: 1, page: 0 } });
      const second = await call(endpoints.list, reader(), { query: { pageSize: 1, page: 1 } });
      expect(first.json().result).toHaveLength(1);
      expect(first.json().count).toBe(page.count);
      expect(second.json().result[0].id).not.toBe(first.json().result[0].id);

      for (const column of descriptor.columns.filter((item) => item.sortable)) {
        const ascending = await call(endpoints.list, reader(), { query: { pageSize: 100, sortField: column.field } });
        const descending = await call(endpoints.list, reader(), {
          query: { pageSize: 100, sortField: column.field, sortOrder: 'desc' },
        });
        expect(ascending.statusCode, column.field).toBe(200);
        const values = (response: typeof ascending) =>
          response.json<{ result: Record<string, unknown>[] }>().result.map((row) => row[column.field]);
        // Ties are broken by id either way, so compare the distinct values in order.
        expect([...new Set(values(descending))], column.field).toEqual([...new Set(values(ascending))].reverse());
      }

      const target = records[1]!;
      for (const column of descriptor.columns.filter((item) => item.filterable)) {
        const value = target[column.field];
        if (value === null || value === undefined) continue;
        const filtered = await call(endpoints.list, reader(), {
          query: { pageSize: 100, [column.field]: String(value) },
        });
        expect(filtered.statusCode, column.field).toBe(200);
        const ids = filtered.json<{ result: { id: number }[] }>().result.map((row) => row.id);
        expect(ids, column.field).toContain(target.id);
      }
      const searchable = descriptor.columns.find((column) => column.type === 'text' && column.filterable);
      if (searchable) {
        const text = String(target[searchable.field]).slice(0, 3).toLowerCase();
        const found = await call(endpoints.list, reader(), { query: { pageSize: 100, search: text } });
        expect(found.json<{ result: { id: number }[] }>().result.map((row) => row.id)).toContain(target.id);
      }
      const nothing = await call(endpoints.list, reader(), { query: { search: '%_no such thing_%' } });
      expect(nothing.json()).toEqual({ result: [], count: 0, countCapped: false });
    });

    it('exports exactly the filtered list in its order, as CSV and XLSX, with the headers of its columns', async () => {
      const records = [await create(await testCase.valid()), await create(await testCase.valid())];
      const target = records[1]!;
      const readsPrivate = readsPrivateFields(descriptor, agentReadsAll ? 'user' : 'Viewer');
      const visible = (field: string) => readsPrivate || !descriptor.privateFields.includes(field);
      const filter = descriptor.columns.find(
        (column) => column.filterable && visible(column.field) && typeof target[column.field] !== 'object',
      );
      const sortField = descriptor.columns.find((column) => column.sortable)!.field;
      const query = {
        sortField,
        sortOrder: 'desc',
        ...(filter ? { [filter.field]: String(target[filter.field]) } : {}),
      };
      const listed = await call(endpoints.list, reader(), { query: { ...query, pageSize: 100 } });
      const page = listed.json<{ result: ({ id: number } & TInput)[]; count: number }>();
      expect(page.count).toBeLessThanOrEqual(100);
      expect(page.result.map((row) => row.id)).toContain(target.id);
      const columns = descriptor.exportColumns.filter((column) => visible(column.column.field));
      // A column written as the record holds it (not a label or a text in the reader's language).
      const plain = columns.find(
        (column) => !['reference', 'multilingual', 'money', 'enum', 'boolean'].includes(column.column.type),
      )!;
      // Issue 31: enumerations and yes/no as the list shows them, in the reader's language (they were codes and
      // true/false).
      const worded = columns.filter((column) => ['enum', 'boolean'].includes(column.column.type));
      const wordOf = (column: TReferenceExportColumn, value: unknown) => {
        if (value === null || value === undefined) return '';
        if (column.column.type === 'boolean') return value ? 'Yes' : 'No';
        return screenWord('en', `enums.${column.column.labels}.${String(value)}`);
      };
      const reference = columns.find((column) => column.column.type === 'reference');
      const targetRow = page.result.findIndex((row) => row.id === target.id) + 1;
      for (const format of ['csv', 'xlsx'] as const) {
        const response = await call(endpoints.export, reader(), { query: { ...query, format } });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-disposition']).toContain(`filename="${name}-`);
        const rows = await readExport(response.rawPayload, format);
        const headers: Record<string, string> = textsOf('en').exports.reference;
        expect(rows[0]).toEqual(columns.map((column) => headers[column.key]));
        expect(rows).toHaveLength(page.count + 1);
        const index = columns.indexOf(plain);
        const cells = page.result.map((row) => String(valueAtPath(row, plain.column.path) ?? ''));
        expect(
          rows.slice(1).map((row) => row[index]),
          `${format} ${plain.key}`,
        ).toEqual(cells);
        for (const column of worded) {
          expect(
            rows.slice(1).map((row) => row[columns.indexOf(column)]),
            `${format} ${column.key}`,
          ).toEqual(page.result.map((row) => wordOf(column, valueAtPath(row, column.column.path))));
        }
        const referenced = reference && valueAtPath(target, reference.column.path);
        if (reference && typeof referenced === 'number') {
          const targetResource = REFERENCE_RESOURCES[reference.column.resource as TReferenceResourceName];
          const record = await call(resourceEndpoints(targetResource).get, reader(), { params: { id: referenced } });
          expect(rows[targetRow]?.[columns.indexOf(reference)]).toBe(targetResource.toLabel(record.json()));
        }
      }
    });

    it('refuses a bad list query with field errors', async () => {
      const response = await call(endpoints.list, reader(), {
        query: { sortField: 'password', pageSize: 1000, color: 'red' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors).sort()).toEqual(['color', 'pageSize', 'sortField']);
    });

    it.each(testCase.invalid)('answers %s with a field error and writes nothing', async (_label, spoil, errors) => {
      const before = await rowCount(descriptor);
      const response = await call(endpoints.create, writer(), { body: await spoil(await testCase.valid()) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
      expect(await rowCount(descriptor)).toBe(before);
    });

    it('answers an empty body with "required" under the required fields, and refuses unknown fields', async () => {
      const empty = await call(endpoints.create, writer(), { body: {} });
      expect(empty.statusCode).toBe(400);
      for (const field of descriptor.fields.filter((item) => item.required)) {
        expect(empty.json().errors[field.name], field.name).toBe('Field is required');
      }
      const extra = await call(endpoints.create, writer(), { body: { ...(await testCase.valid()), id: 5 } });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual({ id: 'Unknown field' });
    });

    it('refuses an update that breaks the rules, leaving the record as it was', async () => {
      const created = await create(await testCase.valid());
      const [, spoil, errors] = testCase.invalid[0]!;
      const input = await testCase.valid();
      const response = await call(endpoints.update, writer(), { params: { id: created.id }, body: await spoil(input) });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject(errors);
      expect((await call(endpoints.get, reader(), { params: { id: created.id } })).json()).toEqual(created);
    });

    if (testCase.uniqueField) {
      const uniqueField = testCase.uniqueField;
      it(`refuses a second record with the same ${uniqueField}`, async () => {
        const input = await testCase.valid();
        await create(input);
        const again = { ...(await testCase.valid()), [uniqueField]: input[uniqueField] };
        if (name === 'classTemplates') again.flightTemplateId = input.flightTemplateId;
        const response = await call(endpoints.create, writer(), { body: again });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors).toEqual({ [uniqueField]: 'This value is already used' });
      });

      it(`keeps its own ${uniqueField} on update without calling it a clash`, async () => {
        const input = await testCase.valid();
        const created = await create(input);
        const response = await call(endpoints.update, writer(), { params: { id: created.id }, body: input });
        expect(response.statusCode, response.body).toBe(200);
      });
    }

    it('answers 404 for a record that does not exist', async () => {
      const params = { id: 999_999 };
      expect((await call(endpoints.get, reader(), { params })).statusCode).toBe(404);
      expect((await call(endpoints.update, writer(), { params, body: await testCase.valid() })).statusCode).toBe(404);
      expect((await call(endpoints.remove, writer(), { params })).statusCode).toBe(404);
    });

    it('lets only its writers write: a Viewer gets 403, no token 401, even with a bad body, and nothing changes', async () => {
      const before = await rowCount(descriptor);
      const input = await testCase.valid();
      expect((await call(endpoints.create, tokenOf('Viewer'), { body: input })).statusCode).toBe(403);
      expect((await call(endpoints.create, null, { body: input })).statusCode).toBe(401);
      // The caller is checked before the body: a bad body of a caller who may not write is still a 403 (or 401).
      expect((await call(endpoints.create, tokenOf('Viewer'), { body: { id: 5 } })).statusCode).toBe(403);
      expect((await call(endpoints.create, null, { body: { id: 5 } })).statusCode).toBe(401);
      expect((await call(endpoints.list, null)).statusCode).toBe(401);
      const created = await create(input);
      const params = { id: created.id };
      expect(
        (await call(endpoints.update, tokenOf('Viewer'), { params, body: testCase.change(input) })).statusCode,
      ).toBe(403);
      expect((await call(endpoints.remove, tokenOf('Viewer'), { params })).statusCode).toBe(403);
      expect(await rowCount(descriptor)).toBe(before + 1);
    });

    const use = testCase.use;
    if (use) {
      it('refuses to delete a record in use with 409 naming where it is used, and keeps it', async () => {
        const created = await create(await testCase.valid());
        const place = await use(created.id);
        const response = await call(endpoints.remove, writer(), { params: { id: created.id } });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          code: 'IN_USE',
          message: `This record is in use and cannot be deleted. Used in: ${place}`,
        });
        expect((await call(endpoints.get, reader(), { params: { id: created.id } })).statusCode).toBe(200);
        expect(await historyActions(name, created.id)).toEqual(['create']);
      });
    }
  },
);
