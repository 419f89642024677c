import { randomUUID } from 'node:crypto';
import { DOCS_PREFIX } from '../src/plugins/docs';

/** Where the server serves its OpenAPI document: the documentation UI's JSON, under its prefix (no declared endpoint). */
export const OPENAPI_DOCUMENT_URL = `${DOCS_PREFIX}/json`;

/**
 * Reading the server's own OpenAPI document to build requests for every operation: a plausible value for each
 * schema, and the leaves of a body (each field a test may replace with a hostile value). Only what the document of
 * this API uses is understood (zod's JSON Schema output: $ref, anyOf, nullable, enum, const, formats, patterns).
 */

export interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  prefixItems?: TJsonSchema[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  additionalProperties?: boolean | TJsonSchema;
}

export interface TOperationParameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: TJsonSchema;
}

export interface TOperation {
  method: string;
  path: string;
  parameters: TOperationParameter[];
  /** The JSON body's schema, if the operation takes one. */
  body?: TJsonSchema;
  multipart: boolean;
}

export interface TOpenApiDocument {
  paths: Record<string, Record<string, { parameters?: TOperationParameter[]; requestBody?: unknown }>>;
  components?: { schemas?: Record<string, TJsonSchema> };
}

export function operationsOf(document: TOpenApiDocument): TOperation[] {
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: TJsonSchema }> } | undefined)
        ?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content?.['application/json']?.schema,
        multipart: content?.['multipart/form-data'] !== undefined || path.includes('{kind}'),
      });
    }
  }
  return operations;
}

/** Follows `$ref`s and takes the first non-null branch of a union, so callers see one concrete schema. */
export function resolveSchema(document: TOpenApiDocument, schema: TJsonSchema): TJsonSchema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    if (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = document.components?.schemas?.[name];
      if (!target) throw new Error(`unresolved ${current.$ref}`);
      current = target;
    } else if (current.anyOf ?? current.oneOf) {
      const branches = current.anyOf ?? current.oneOf ?? [];
      current = branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {};
    } else if (current.allOf?.length === 1 && current.allOf[0]) {
      current = current.allOf[0];
    } else {
      return current;
    }
  }
  throw new Error('schema nests too deeply');
}

function typeOf(schema: TJsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/** Texts tried, in order, against a string's pattern and length before falling back to 'x'. */
const STRING_CANDIDATES = [
  'Fuzz',
  'ABCDE12345',
  'AM',
  'EVN',
  'AMD',
  'USD',
  'FZ',
  'FZZ',
  'FZ123',
  'ZZZ999', // a PNR
  '2030-01-15',
  '2030-01-15T10:00',
  '10:00',
  '+374 10 123456',
  'https://example.test/x',
  'fuzz@example.test',
  '123456',
  '1.5',
  '12',
];

function sampleString(schema: TJsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.test/x';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const fits = (text: string) => text.length >= min && text.length <= max && (!pattern || pattern.test(text));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, min));
}

function sampleNumber(schema: TJsonSchema): number {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const floor = Math.max(1, schema.minimum ?? 1, exclusive ?? 1);
  return schema.maximum !== undefined ? Math.min(floor, schema.maximum) : floor;
}

/** A plausible value for a schema (required object fields only; arrays of their minimum length, at least one). */
export function sampleOf(document: TOpenApiDocument, raw: TJsonSchema): unknown {
  const schema = resolveSchema(document, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sampleOf(document, property)]),
      );
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleOf(document, item));
      const length = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length }, () => (schema.items ? sampleOf(document, schema.items) : 'x'));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    default:
      return 'x';
  }
}

export interface TLeaf {
  /** Keys and array indexes from the body's root. */
  path: (string | number)[];
  schema: TJsonSchema;
}

/** Every scalar field a body may carry (arrays through their first element), optional ones included. */
export function leavesOf(document: TOpenApiDocument, raw: TJsonSchema, path: (string | number)[] = []): TLeaf[] {
  const schema = resolveSchema(document, raw);
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      leavesOf(document, property, [...path, name]),
    );
  }
  if (type === 'array') {
    const first = schema.prefixItems?.[0] ?? schema.items;
    return first ? leavesOf(document, first, [...path, 0]) : [];
  }
  return [{ path, schema }];
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, replacement);
    return list;
  }
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withValueAt((object as Record<string, unknown>)[head], rest, replacement);
  return object;
}

/** True when the schema admits whole numbers as large as `value` on purpose (money), not just zod's safe range. */
export function admitsLargeInteger(document: TOpenApiDocument, raw: TJsonSchema, value: number): boolean {
  const schema = resolveSchema(document, raw);
  return schema.maximum !== undefined && schema.maximum >= value && schema.maximum < Number.MAX_SAFE_INTEGER;
}

export function isIntegerSchema(document: TOpenApiDocument, raw: TJsonSchema): boolean {
  const type = typeOf(resolveSchema(document, raw));
  return type === 'integer' || type === 'number';
}

export function isStringSchema(document: TOpenApiDocument, raw: TJsonSchema): boolean {
  return typeOf(resolveSchema(document, raw)) === 'string';
}

export function isDateSchema(document: TOpenApiDocument, raw: TJsonSchema): boolean {
  return resolveSchema(document, raw).format === 'date';
}
