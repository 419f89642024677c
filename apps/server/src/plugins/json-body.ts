import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * How deep a JSON body may nest (arrays and objects). The deepest request of the API nests a few levels; the limit
 * is far above that and far below what a recursive walk of the parsed value (the validator's text check, zod,
 * JSON.stringify) survives: 4,000 nested arrays in an 8 KB body overflowed the stack (a 500, issue 30).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of a JSON text, counting brackets and braces outside strings (escaped quotes inside strings
 * do not end them), up to the first level beyond `limit` (the rest is not read). For a text that is not JSON the
 * count means little, and JSON.parse refuses it afterwards anyway.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * Fastify's JSON parser (secure-json-parse, refusing `__proto__` and `constructor.prototype` keys, as Fastify does
 * by default) behind a check of the text's depth: a body nested deeper than MAX_JSON_DEPTH is a 400
 * (`JSON_TOO_DEEP`) before anything walks it. JSON.parse itself is not recursive, but every walk of its value is.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError(400, 'JSON_TOO_DEEP', undefined, undefined, { params: { depth: String(MAX_JSON_DEPTH) } }));
      return;
    }
    parse(request, text, done);
  });
});
