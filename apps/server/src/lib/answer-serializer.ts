import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import build from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The answers' serializer: each response schema of the contract compiled once to a JSON Schema (its `output`
 * side, the type a handler answers; a transform has none) and then to a fast-json-stringify function, which writes
 * the declared fields only, without checking them. A schema that has no JSON Schema (a transform, a date, a custom
 * check) keeps fastify-type-provider-zod's serializer (zod encodes and checks, then JSON.stringify). Checking every
 * answer with zod at run time was 8–17% of a search's CPU (docs/performance.md).
 *
 * `check` (CHECK_ANSWERS; on in the API tests) keeps zod checking every answer, so that a handler drifting from its
 * contract still fails there with the zod serializer's error, and also compares the compiled serializer's JSON with
 * zod's, so that a schema the compiled serializer reads differently (a field dropped or coerced) fails too.
 */
export function answerSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let compiled: ((data: unknown) => string) | null | undefined;
    // Compiled on the first answer, not at start-up: most routes of a process never answer most of their statuses.
    const compiledOf = () => {
      if (compiled === undefined) compiled = compile(route.schema);
      return compiled;
    };
    if (!options.check) {
      return (data) => {
        const fast = compiledWrite(compiledOf(), data);
        return fast ?? checked(data);
      };
    }
    return (data) => {
      const json = checked(data);
      const fast = compiledWrite(compiledOf(), data);
      if (fast !== null) {
        if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(json))) {
          throw new Error(
            `The compiled serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) writes ${fast}, zod ${json}`,
          );
        }
      }
      return json;
    };
  };
}

const compiledBySchema = new WeakMap<z.ZodType, ((data: unknown) => string) | null>();

/**
 * An answer as JSON, written by its schema's compiled serializer, for a route that sends a string it made earlier (the
 * search cache keeps answers as their JSON, so the route's serializer never sees them). With `check` (CHECK_ANSWERS),
 * or for a schema without a JSON Schema, zod checks and encodes it, as the route's serializer would.
 */
export function answerJson(schema: z.ZodType, data: unknown, options: { check: boolean }): string {
  let serialize = compiledBySchema.get(schema);
  if (serialize === undefined) {
    serialize = compile(schema);
    compiledBySchema.set(schema, serialize);
  }
  const fast = options.check ? null : compiledWrite(serialize, data);
  return fast ?? JSON.stringify(schema.parse(data));
}

/**
 * What the compiled serializer writes, or null when there is none or it refuses the value: fast-json-stringify picks
 * a union's branch by validating against the JSON Schema, and throws when no branch matches a value zod accepts (met
 * on the hotel refund's answer, "The value of '#' does not match schema definition"); zod's serializer then writes
 * it, so an answer never fails for the serializer's sake.
 */
function compiledWrite(serialize: ((data: unknown) => string) | null, data: unknown): string | null {
  if (!serialize) return null;
  try {
    return serialize(data);
  } catch {
    return null;
  }
}

/** A schema's compiled serializer, or null when it has no JSON Schema (zod's serializer then serves it). */
function compile(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    delete jsonSchema.$schema;
    return build(jsonSchema as Parameters<typeof build>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}
