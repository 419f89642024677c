import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZSearchResponse } from '@frs/contract';
import { answerSerializerCompiler } from './answer-serializer';

const route = (schema: unknown) =>
  ({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as Parameters<
    ReturnType<typeof answerSerializerCompiler>
  >[0];

const ZAnswer = z.object({ id: z.int(), name: z.string(), note: z.string().nullable(), tags: z.array(z.string()) });

describe('answerSerializerCompiler', () => {
  it('writes what zod writes, the declared fields only, from a compiled serializer', () => {
    const serialize = answerSerializerCompiler({ check: false })(route(ZAnswer));
    const answer = { id: 1, name: 'a "quoted" name', note: null, tags: ['x'], secret: 'not declared' };
    expect(JSON.parse(serialize(answer))).toEqual({ id: 1, name: 'a "quoted" name', note: null, tags: ['x'] });
    // The contract's largest answer compiles too (a calendar and nested offers).
    const search = answerSerializerCompiler({ check: true })(route(ZSearchResponse));
    expect(JSON.parse(search({ offers: [], calendar: [{ date: '2026-01-02', lowestPayable: null }] }))).toEqual({
      offers: [],
      calendar: [{ date: '2026-01-02', lowestPayable: null }],
    });
  });

  it('does not check without CHECK_ANSWERS, and refuses an answer that drifts from its contract with it', () => {
    // The compiled serializer writes a number where a string is declared; zod refuses it.
    const drifted = { id: 1, name: 5, note: null, tags: [] };
    expect(() => answerSerializerCompiler({ check: false })(route(ZAnswer))(drifted)).not.toThrow();
    expect(() => answerSerializerCompiler({ check: true })(route(ZAnswer))(drifted)).toThrow();
  });

  it('keeps zod serializing a schema that has no JSON Schema (a transform)', () => {
    const ZTransformed = z.object({ at: z.string().transform((value) => value.length) });
    const serialize = answerSerializerCompiler({ check: false })(route(ZTransformed));
    expect(() => serialize({ at: 5 })).toThrow();
  });
});
