import fc from 'fast-check';
import { todayIsoDate, addDays } from '@frs/contract';

/**
 * fast-check arbitraries from the JSON Schema of an endpoint's zod schemas (`z.toJSONSchema(…, { io: 'input' })`):
 * values the schema accepts, and, in the almost-valid mode, values one step off at some nodes (a bound crossed, a
 * wrong type, a required field left out, a field added, an impossible date), so that both the services behind the
 * validation and the validation's edges are reached. Only what zod's output of this contract uses is understood.
 */

export interface TJsonSchemaNode {
  $ref?: string;
  $defs?: Record<string, TJsonSchemaNode>;
  type?: string | string[];
  properties?: Record<string, TJsonSchemaNode>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchemaNode;
  items?: TJsonSchemaNode;
  prefixItems?: TJsonSchemaNode[];
  minItems?: number;
  maxItems?: number;
  anyOf?: TJsonSchemaNode[];
  oneOf?: TJsonSchemaNode[];
  allOf?: TJsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface TArbitraryOptions {
  /** Off-by-one values at some nodes (about one node in `mutationOdds`), else only valid values. */
  almostValid: boolean;
  /** Ids up to this name real rows (the seeded data): integer fields named `id` or `…Id` draw mostly from 1..idMax. */
  idMax: number;
  /** Fixed arbitraries by field name (e.g. an SMTP host that must stay on this machine). */
  overrides?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

const MUTATION_ODDS = 8;
const INT32_MAX = 2_147_483_647;
const TEXT_SAMPLES = ['Fuzz', 'ABCDE12345', 'AM', 'EVN', 'USD', 'ZZZ999', 'fuzz@example.test', '+374 10 123456'];
const ODD_TEXTS = ['', ' ', 'x'.repeat(300), 'Ñandú 𝔘 日本', '<script>', "O'Brien", '%', '_', '\\', '1e309'];
const ODD_DATES = ['2030-02-30', '2030-13-01', '1900-01-01', '2999-12-31', '2030-1-1', '20300101', 'today'];

function resolve(root: TJsonSchemaNode, node: TJsonSchemaNode): TJsonSchemaNode {
  let current = node;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

function typeOf(node: TJsonSchemaNode): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((type) => type !== 'null');
  if (node.type) return node.type;
  if (node.properties) return 'object';
  return undefined;
}

function isoDate(days: number): string {
  return addDays(todayIsoDate(), days);
}

function dateArbitrary(node: TJsonSchemaNode): fc.Arbitrary<string> {
  const near = fc.integer({ min: -800, max: 800 }).map(isoDate);
  return node.pattern ? fc.oneof({ weight: 4, arbitrary: near }, fc.stringMatching(new RegExp(node.pattern))) : near;
}

function stringArbitrary(node: TJsonSchemaNode): fc.Arbitrary<string> {
  const min = node.minLength ?? 0;
  const max = Math.min(node.maxLength ?? 40, min + 40);
  if (node.format === 'date') return dateArbitrary(node);
  if (node.format === 'date-time' || node.format === 'datetime') {
    return fc.integer({ min: -800, max: 800 }).map((days) => `${isoDate(days)}T10:00:00.000Z`);
  }
  if (node.format === 'email') {
    return fc.constantFrom('fuzz@example.test', 'agent@demo.test', 'superadmin@demo.test', 'A.B+c@example.test');
  }
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'uri' || node.format === 'url') return fc.constantFrom('https://example.test/x', 'http://a.test');
  const fits = (text: string) => text.length >= min && text.length <= (node.maxLength ?? Infinity);
  if (node.pattern) {
    const pattern = new RegExp(node.pattern, 'u');
    const samples = TEXT_SAMPLES.filter((text) => fits(text) && pattern.test(text));
    const matching = fc.stringMatching(new RegExp(node.pattern)).filter(fits);
    return samples.length ? fc.oneof(fc.constantFrom(...samples), matching) : matching;
  }
  const samples = TEXT_SAMPLES.filter(fits);
  const free = fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  return samples.length ? fc.oneof(fc.constantFrom(...samples), free) : free;
}

function numberBounds(node: TJsonSchemaNode, integer: boolean) {
  const step = integer ? 1 : 0.01;
  const low = Math.max(
    node.minimum ?? -INT32_MAX,
    node.exclusiveMinimum === undefined ? -Infinity : node.exclusiveMinimum + step,
    -Number.MAX_SAFE_INTEGER,
  );
  const high = Math.min(
    node.maximum ?? INT32_MAX,
    node.exclusiveMaximum === undefined ? Infinity : node.exclusiveMaximum - step,
    Number.MAX_SAFE_INTEGER,
  );
  return { low, high };
}

function numberArbitrary(node: TJsonSchemaNode, integer: boolean, isId: boolean, idMax: number) {
  const { low, high } = numberBounds(node, integer);
  const whole = fc.integer({ min: Math.ceil(Math.max(low, -1e12)), max: Math.floor(Math.min(high, 1e12)) });
  const small = fc.integer({ min: Math.ceil(Math.max(low, 0)), max: Math.floor(Math.min(high, 100)) });
  const base = low <= Math.min(high, 100) && Math.max(low, 0) <= high ? fc.oneof(small, whole) : whole;
  const idLow = Math.max(1, Math.ceil(low));
  const idHigh = Math.min(idMax, Math.floor(high));
  const value =
    isId && idLow <= idHigh ? fc.oneof({ weight: 4, arbitrary: fc.integer({ min: idLow, max: idHigh }) }, base) : base;
  return integer ? value : fc.oneof(value, fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }));
}

/** Values one step outside the node's schema. */
function offArbitrary(node: TJsonSchemaNode, root: TJsonSchemaNode): fc.Arbitrary<unknown> {
  const resolved = resolve(root, node);
  const type = typeOf(resolved);
  const wrongTypes: unknown[] = [null, true, 'x', 1, [], {}];
  const offs: unknown[] = [];
  if (resolved.enum || resolved.const !== undefined) offs.push('bogus', '');
  if (type === 'integer' || type === 'number') {
    const { low, high } = numberBounds(resolved, type === 'integer');
    offs.push(low - 1, high + 1, 0, -1, 1.5, INT32_MAX + 1, '12', Number.MAX_SAFE_INTEGER);
  } else if (type === 'string') {
    offs.push(...ODD_TEXTS);
    if (resolved.maxLength !== undefined) offs.push('x'.repeat(resolved.maxLength + 1));
    if (resolved.format === 'date' || resolved.pattern?.includes('\\d{4}')) offs.push(...ODD_DATES);
  } else if (type === 'array') {
    offs.push(
      [],
      Array.from({ length: (resolved.maxItems ?? 20) + 1 }, () => ({})),
    );
  } else if (type === 'object') {
    offs.push({ unexpected: 1 });
  }
  return fc.constantFrom(...offs, ...wrongTypes);
}

/** The arbitrary of a node; `name` is the field's name (ids and overrides go by it). */
export function arbitraryOf(
  root: TJsonSchemaNode,
  node: TJsonSchemaNode,
  options: TArbitraryOptions,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const override = options.overrides?.[name];
  if (override) return override;
  const valid = validArbitrary(root, node, options, name, depth);
  if (!options.almostValid || depth === 0) return valid;
  return fc.oneof({ weight: MUTATION_ODDS, arbitrary: valid }, { weight: 1, arbitrary: offArbitrary(node, root) });
}

function validArbitrary(
  root: TJsonSchemaNode,
  raw: TJsonSchemaNode,
  options: TArbitraryOptions,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  const node = resolve(root, raw);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches?.length) {
    return fc.oneof(...branches.map((branch) => arbitraryOf(root, branch, options, name, depth + 1)));
  }
  if (node.allOf?.length) return arbitraryOf(root, node.allOf[0]!, options, name, depth + 1);
  const nullable = Array.isArray(node.type) && node.type.includes('null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (typeOf(node)) {
      case 'object':
        return objectArbitrary(root, node, options, depth);
      case 'array': {
        if (node.prefixItems) {
          return fc.tuple(...node.prefixItems.map((item) => arbitraryOf(root, item, options, name, depth + 1)));
        }
        const minLength = node.minItems ?? 0;
        const maxLength = Math.min(node.maxItems ?? minLength + 3, minLength + 3);
        const items = node.items ? arbitraryOf(root, node.items, options, name, depth + 1) : fc.jsonValue();
        return fc.array(items, { minLength, maxLength });
      }
      case 'string':
        return stringArbitrary(node);
      case 'integer':
      case 'number':
        return numberArbitrary(node, typeOf(node) === 'integer', /(^id$|Id$|_id$)/.test(name), options.idMax);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

function objectArbitrary(
  root: TJsonSchemaNode,
  node: TJsonSchemaNode,
  options: TArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(node.properties ?? {});
  const required = new Set(node.required ?? []);
  const record = fc.record(
    Object.fromEntries(
      properties.map(([key, property]) => [key, arbitraryOf(root, property, options, key, depth + 1)]),
    ),
    { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
  );
  if (!options.almostValid) return record;
  // One step off for the object itself: a required field left out, or a field the schema does not know.
  return fc.oneof(
    { weight: MUTATION_ODDS, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc.tuple(record, fc.nat()).map(([value, pick]) => {
        const object = value as Record<string, unknown>;
        const keys = [...required];
        if (keys.length > 0 && pick % 2 === 0) {
          const left = keys[pick % keys.length];
          return Object.fromEntries(Object.entries(object).filter(([key]) => key !== left));
        }
        return { ...object, [`extra${pick % 3}`]: pick };
      }),
    },
  );
}
