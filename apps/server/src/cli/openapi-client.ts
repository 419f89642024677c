import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { IDEMPOTENCY_HEADER } from '@frs/contract';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../app';
import { PGLITE_EXTENSIONS, pgliteHandle } from '../db/database';
import { DOCS_PREFIX } from '../plugins/docs';

/**
 * The typed client's generated files (packages/client, docs/API.md "The typed client"): the server's OpenAPI
 * document as the running server serves it at /api/docs/json, and the TypeScript types openapi-typescript makes of
 * it. `npm run client:generate` writes both; `openapi-client.test.ts` fails while either is not what the server
 * builds now, so a changed endpoint forces a regeneration.
 */

const CLIENT_DIR = fileURLToPath(new URL('../../../../packages/client/', import.meta.url));
export const CLIENT_DOCUMENT_FILE = join(CLIENT_DIR, 'openapi.json');
export const CLIENT_SCHEMA_FILE = join(CLIENT_DIR, 'src', 'schema.d.ts');

type TOpenApiDocument = OpenAPI3;

/**
 * Builds the app as main.ts does (every route registered) on an in-memory PGlite, and reads its document. Nothing is
 * migrated or seeded: registering the routes reads no table.
 */
export async function buildOpenApiDocument(): Promise<TOpenApiDocument> {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'frs-openapi-'));
  const database = pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  try {
    // Some routes read the database as they register (the live events' hub reads its watermark, migration 0025).
    await database.migrate();
    const app = await buildApp({
      config: {
        jwtSecret: 'openapi-document-only-never-signs-a-token-0000',
        jwtExpiresIn: '1h',
        webDistDir: undefined,
        logLevel: 'silent',
        uploadsDir,
        cbaRatesUrl: 'http://127.0.0.1:9/exchangerates.asmx',
      },
      database,
      logger: false,
    });
    try {
      // What a client downloads from a running server, not the object behind it.
      const response = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
      if (response.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${response.statusCode}`);
      return response.json<TOpenApiDocument>();
    } finally {
      // Closing the app closes the database.
      await app.close();
    }
  } finally {
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** The committed document's text: two-space JSON, so that a changed endpoint is a readable diff. */
export function documentText(document: TOpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The client's types. The document requires an Idempotency-Key on every money-moving call; the client's middleware
 * sends a fresh one when the caller gives none, so the types make that header optional (a caller passes one to retry
 * a call under the same key).
 */
export async function schemaText(document: TOpenApiDocument): Promise<string> {
  const copy = JSON.parse(JSON.stringify(document)) as TOpenApiDocument;
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, { parameters?: unknown[] }>)) {
      for (const parameter of operation.parameters ?? []) {
        const header = parameter as { in?: string; name?: string; required?: boolean };
        if (header.in === 'header' && header.name?.toLowerCase() === IDEMPOTENCY_HEADER) header.required = false;
      }
    }
  }
  const header = [
    '/**',
    " * The types of the server's OpenAPI document (packages/client/openapi.json), written by `npm run client:generate`",
    ' * with openapi-typescript. Do not edit by hand: apps/server/src/cli/openapi-client.test.ts fails until it is run.',
    ' */',
    '',
  ].join('\n');
  // A field with a default that its schema does not require may be left out of a request: optional, not required.
  return `${header}${astToString(await openapiTS(copy, { defaultNonNullable: false }))}`;
}
