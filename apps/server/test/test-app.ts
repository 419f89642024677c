import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { TConfig, TTrustProxy } from '../src/config';
import { PGLITE_EXTENSIONS, pgliteHandle, postgresHandle, type TDatabaseHandle } from '../src/db/database';
import type { TMailConfig } from '../src/modules/mail';
import { createDatabaseOn, testDatabasePrefix } from './database-url';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-000';

/** A fresh, migrated database of this test file's own: a PGlite copy of the suite's dump, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<TDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    // Named after the run's template, so that a run's teardown drops its own databases only, never those of another
    // run sharing the server.
    const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
    return postgresHandle(await createDatabaseOn(serverUrl, name, template), 5);
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return pgliteHandle(client);
}

export interface TTestApp {
  app: FastifyInstance;
  database: TDatabaseHandle;
  /** This app's own uploads folder, removed when the app closes. */
  uploadsDir: string;
}

/** The real application on a fresh database; closing the app closes the database. */
export async function createTestApp(
  options: {
    webDistDir?: string;
    logger?: Parameters<typeof buildApp>[0]['logger'];
    cbaRatesUrl?: string;
    mail?: TMailConfig;
    findActiveOrders?: Parameters<typeof buildApp>[0]['findActiveOrders'];
    /** TRUST_PROXY as the config parses it (`parseTrustProxy`); none by default. */
    trustProxy?: TTrustProxy;
    /** PUBLIC_URL (HSTS is sent when it is https); none by default. */
    publicUrl?: string;
    /** The PDFs' time limit (a test of the limit shortens it). */
    documents?: Parameters<typeof buildApp>[0]['documents'];
    /** The product lines (the registry by default); a test registers a line of its own. */
    productLines?: Parameters<typeof buildApp>[0]['productLines'];
    /** WEBHOOK_ALLOW_INSECURE (unset by default) and the webhook dispatcher's retry waits, timeout and sweep. */
    webhookAllowInsecure?: boolean;
    webhooks?: Parameters<typeof buildApp>[0]['webhooks'];
    /** The API keys' rate limits (the config's defaults unless given). */
    apiKeyRates?: TConfig['apiKeyRates'];
    /** METRICS_TOKEN (unset by default: GET /metrics answers 404). */
    metricsToken?: string;
    /** SEARCH_CACHE_MS: the search cache is off (0) unless given. */
    searchCacheMs?: number;
    /** A database the test prepared itself (a fresh one of the file's own by default); the app closes it. */
    database?: TDatabaseHandle;
  } = {},
): Promise<TTestApp> {
  const database = options.database ?? (await createTestDatabase());
  const uploadsDir = mkdtempSync(join(tmpdir(), 'frs-uploads-'));
  const built = buildApp({
    config: {
      jwtSecret: TEST_JWT_SECRET,
      jwtExpiresIn: '1h',
      webDistDir: options.webDistDir,
      logLevel: 'silent',
      // Tests never leave the machine: without a fake rate service, the provider points at a closed port.
      cbaRatesUrl: options.cbaRatesUrl ?? 'http://127.0.0.1:9/exchangerates.asmx',
      uploadsDir,
      mail: options.mail,
      trustProxy: options.trustProxy,
      publicUrl: options.publicUrl,
      webhookAllowInsecure: options.webhookAllowInsecure,
      apiKeyRates: options.apiKeyRates,
      metrics: { token: options.metricsToken, port: undefined, host: '127.0.0.1' },
      searchCacheMs: options.searchCacheMs,
      // Every answer of the API tests is checked by zod against its contract and against the compiled serializer.
      checkAnswers: true,
    },
    database,
    logger: options.logger ?? false,
    findActiveOrders: options.findActiveOrders,
    documents: options.documents,
    productLines: options.productLines,
    webhooks: options.webhooks,
  });
  // An app that does not start (a registry it refuses) leaves no database or folder behind.
  const app = await built.catch(async (error: unknown) => {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
    throw error;
  });
  app.addHook('onClose', () => rmSync(uploadsDir, { recursive: true, force: true }));
  return { app, database, uploadsDir };
}
