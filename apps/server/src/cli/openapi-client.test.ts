import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  CLIENT_DOCUMENT_FILE,
  CLIENT_SCHEMA_FILE,
  documentText,
  schemaText,
} from './openapi-client';

const REGENERATE = 'the typed client is out of date: run `npm run client:generate` and commit packages/client';

describe('the typed client (packages/client)', () => {
  it('has the OpenAPI document the server builds now, and the types of that document', async () => {
    const document = await buildOpenApiDocument();
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(100);
    // Compared as text, not with toEqual: a mismatch names the regeneration instead of printing a megabyte of diff.
    const committedDocument = readFileSync(CLIENT_DOCUMENT_FILE, 'utf8');
    expect(committedDocument === documentText(document), REGENERATE).toBe(true);
    const committedSchema = readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    expect(committedSchema === (await schemaText(document)), REGENERATE).toBe(true);
  }, 60_000);

  it('types every money-moving call with an optional Idempotency-Key (the client sends one)', () => {
    const schema = readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    expect(schema).toContain('"idempotency-key"?: string;');
    expect(schema).not.toContain('"idempotency-key": string;');
  });
});
