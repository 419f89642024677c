/**
 * `npm run client:generate`: writes the typed client's OpenAPI document and types (packages/client/openapi.json and
 * src/schema.d.ts) from the routes the server registers now. Run it after changing an endpoint or a schema.
 */
import { writeFileSync } from 'node:fs';
import {
  buildOpenApiDocument,
  CLIENT_DOCUMENT_FILE,
  CLIENT_SCHEMA_FILE,
  documentText,
  schemaText,
} from './openapi-client';

const document = await buildOpenApiDocument();
writeFileSync(CLIENT_DOCUMENT_FILE, documentText(document));
writeFileSync(CLIENT_SCHEMA_FILE, await schemaText(document));
process.stdout.write(
  `Wrote ${CLIENT_DOCUMENT_FILE} (${Object.keys(document.paths ?? {}).length} paths) and ${CLIENT_SCHEMA_FILE}.\n`,
);
