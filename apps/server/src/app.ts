import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageFromHeader, MAX_BODY_BYTES, type TLanguage } from '@frs/contract';
import { DEFAULT_API_KEY_RATES, trustProxyOption, type TConfig } from './config';
import type { TDatabaseHandle } from './db/database';
import { loggerOptions } from './lib/logger';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { validatorCompiler } from './lib/validation';
import { approvalOperations } from './approval-operations';
import { apiKeysRoutes } from './modules/api-keys';
import { approvalsRoutes } from './modules/approvals';
import { authRoutes } from './modules/auth';
import { createCbaRateProvider, currencyRoutes, type TRateProvider } from './modules/currency';
import { documentsRoutes } from './modules/documents';
import { disruptionRoutes } from './modules/disruption';
import { flightScriptMails, flightsRoutes, type TFindActiveOrders } from './modules/flights';
import { healthRoutes } from './modules/health';
import { historyRoutes } from './modules/history';
import { openPdfPool, renderOrderDocument, renderSampleDocument, type TPdfPool } from './modules/documents';
import { mailRoutes, type TDocumentRenderer, type TMailConfig, type TMailSetup } from './modules/mail';
import { manifestsRoutes } from './modules/manifests';
import { metricsRoutes } from './modules/metrics';
import { hotelsRoutes } from './modules/hotels';
import { hotelSearchRoutes } from './modules/hotel-search';
import { packageSearchRoutes } from './modules/package-search';
import { notificationsRoutes } from './modules/notifications';
import { alertsRoutes } from './modules/alerts';
import { ledgerRoutes } from './modules/ledger';
import { liveEventsRoutes } from './modules/live-events';
import {
  disruptionHooksOf,
  documentHooksOf,
  lineScriptMailsOf,
  mailTemplatesOf,
  registerLineRoutes,
  type TProductLineModule,
} from './modules/order-engine';
import { passengersRoutes } from './modules/passengers';
import { referenceRoutes } from './modules/reference';
import { reportsRoutes } from './modules/reports';
import { createSearchCache, ownWriteHook, SEARCH_CHANNEL, searchRoutes, type TSearchCache } from './modules/search';
import { settingsRoutes } from './modules/settings';
import { uploadsRoutes } from './modules/uploads';
import { createWebhookDispatcher, webhooksRoutes, type TWebhookDispatcher } from './modules/webhooks';
import { accountsRoutes, userScriptMails, usersRoutes } from './modules/users';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { compressionPlugin } from './plugins/compression';
import { requestLogPlugin } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { PRODUCT_LINE_MODULES } from './product-lines';
import { SERVER_RESOURCES } from './reference-resources';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's Accept-Language header: error messages are answered in it. */
    language: TLanguage;
  }
  interface FastifyInstance {
    /** Sends the webhooks (modules/webhooks): main.ts starts it in every process; tests may start it. */
    webhookDispatcher: TWebhookDispatcher;
    /** The search answers of this process (modules/search/search-cache.ts): its size for tests and metrics. */
    searchCache: TSearchCache;
  }
  interface FastifyContextConfig {
    /** The route may change a session (token version, status, role, groups): see lib/endpoint-route.ts. */
    changesSessions?: boolean;
  }
}

/** Mail without SMTP and without a data folder: nothing is sent (API tests run the sender themselves). */
const NO_MAIL: TMailConfig = { publicUrl: 'http://localhost', dataDir: undefined, production: false, smtp: null };

/**
 * The documents module's PDFs for mail attachments (mail cannot import documents: documents → flight-orders → mail),
 * with the logo and signature from the uploads folder, drawn by `pdfs` (an app's PDF pool; left out: the process's),
 * an order's ticket, voucher or itinerary read by its line among `productLines` (the registry by default).
 */
export function mailDocumentRenderer(
  uploadsDir: string | undefined,
  pdfs?: TPdfPool,
  productLines: readonly TProductLineModule[] = PRODUCT_LINE_MODULES,
): TDocumentRenderer {
  const lines = documentHooksOf(productLines);
  return {
    renderOrderDocument: (db, request) => renderOrderDocument(db, { ...request, uploadsDir, pdfs, lines }),
    renderSampleDocument: (db, kind, language) => renderSampleDocument(kind, language, { db, uploadsDir }, pdfs),
  };
}

export interface TAppOptions {
  config: Pick<TConfig, 'jwtSecret' | 'jwtExpiresIn' | 'webDistDir' | 'logLevel' | 'uploadsDir'> &
    Partial<
      Pick<
        TConfig,
        | 'cbaRatesUrl'
        | 'searchCacheMs'
        | 'searchCacheEntries'
        | 'trustProxy'
        | 'publicUrl'
        | 'apiKeyRates'
        | 'webhookAllowInsecure'
        | 'metrics'
        | 'checkAnswers'
      >
    > & {
      mail?: TMailConfig;
    };
  database: TDatabaseHandle;
  /** Where bank rates come from; by default the Central Bank's service at `config.cbaRatesUrl`. */
  rateProvider?: TRateProvider;
  /** Tests pass `false` or their own logger. */
  logger?: FastifyServerOptions['logger'];
  /** Tests stand in for the orders of a flight until the order module provides them. */
  findActiveOrders?: TFindActiveOrders;
  /** The PDFs' time limit (PDF_TIMEOUT_MS by default); tests shorten it. */
  documents?: { timeoutMs?: number };
  /** The product lines sold (the registry, src/product-lines.ts, by default); a test adds a line of its own. */
  productLines?: readonly TProductLineModule[];
  /** The webhook dispatcher's waits before each retry (WEBHOOK_RETRY_SECONDS), timeout and sweep; tests shorten them. */
  webhooks?: { retrySeconds?: readonly number[]; timeoutMs?: number; sweepMs?: number };
}

/**
 * Builds the Fastify application on an open database. It does not migrate, seed or listen: main.ts does that, and
 * tests build it on a fresh database of their own.
 */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const productLines = options.productLines ?? PRODUCT_LINE_MODULES;
  // First: a registry whose lines leave a mail template unwritten (or write one twice) does not start.
  const templates = mailTemplatesOf(productLines);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: MAX_BODY_BYTES,
    // Every reader of the client's address (login throttle, logs) takes request.ip, resolved by this option.
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    // Request ids in the logs tie a user's report to the server's lines.
    requestIdHeader: 'x-request-id',
    // One line per request instead of Fastify's two (plugins/request-log.ts); errors are logged by plugins/errors.ts.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers by compiled serializers; zod checks them too where CHECK_ANSWERS says (the API tests: lib/answer-serializer.ts).
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.checkAnswers ?? false }));
  app.decorateRequest('language', {
    getter() {
      return languageFromHeader(this.headers['accept-language']);
    },
  });

  await app.register(requestLogPlugin);
  // Before every route: its onResponse hook times them all (modules/metrics/README.md).
  await app.register(metricsRoutes, { database, token: config.metrics?.token });
  await app.register(errorsPlugin);
  // Before every route: JSON bodies nested deeper than MAX_JSON_DEPTH are refused before anything walks them.
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, {
    database,
    secret: config.jwtSecret,
    expiresIn: config.jwtExpiresIn,
    apiKeyRates: config.apiKeyRates ?? DEFAULT_API_KEY_RATES,
  });

  // Errors of connections no request is waiting on (an idle pool client, the LISTEN connection) go to the log.
  database.onBackgroundError((error) => app.log.warn({ err: error }, 'database connection error'));
  // The read replica's lag guard says each switch once: to the primary as a warning, back to the replica as news.
  database.readReplica.onSwitch((change) =>
    app.log[change.to === 'primary' ? 'warn' : 'info'](
      { reads: change.to, reason: change.reason },
      `reads on the ${change.to}`,
    ),
  );
  const { readReplica } = database;
  const db = database.db;
  // Every PDF is drawn in the process's worker pool, held while this app is open.
  const pdfs = openPdfPool({ timeoutMs: options.documents?.timeoutMs });
  app.addHook('onClose', () => pdfs.close());
  await app.register(healthRoutes, { db, kind: database.kind });
  const baseMail = config.mail ?? NO_MAIL;
  const mail: TMailSetup = {
    ...baseMail,
    documents: baseMail.documents ?? mailDocumentRenderer(config.uploadsDir, pdfs, productLines),
    // The mail module's own templates with the registered lines': mail imports no line.
    templates,
  };
  await app.register(authRoutes, { db });
  await app.register(accountsRoutes, { db });
  await app.register(usersRoutes, { db, readReplica });
  await app.register(ledgerRoutes, { db, readReplica });
  await app.register(mailRoutes, {
    db,
    config: mail,
    // The e-mail scripts' mails come from the modules that own what they are about.
    scripts: {
      // The product line whose order it is builds them.
      order: lineScriptMailsOf(productLines),
      user: userScriptMails,
      flight: (tx, request) => flightScriptMails(tx, request, options.findActiveOrders),
    },
  });
  const rateProvider = options.rateProvider ?? createCbaRateProvider({ url: config.cbaRatesUrl });
  await app.register(currencyRoutes, { db, rateProvider });
  await app.register(settingsRoutes, { db });
  await app.register(uploadsRoutes, { db, directory: config.uploadsDir });
  await app.register(referenceRoutes, { db, resources: SERVER_RESOURCES });
  await app.register(notificationsRoutes, { db });
  await app.register(alertsRoutes, { db });
  await app.register(liveEventsRoutes, { db, events: database.events });
  await app.register(hotelsRoutes, { db });
  await app.register(flightsRoutes, { db, readReplica, findActiveOrders: options.findActiveOrders });
  // The answers of the three searches, kept until the database announces a change they read (modules/search/README.md);
  // without a configured cache (tests) every search reads the database.
  const searchCache = createSearchCache(database.events, {
    maxAgeMs: config.searchCacheMs ?? 0,
    maxEntries: config.searchCacheEntries ?? 1_000,
    announce: (tag) => db.execute(sql`select pg_notify(${SEARCH_CHANNEL}, ${tag})`),
  });
  app.addHook('onSend', ownWriteHook(searchCache));
  app.decorate('searchCache', searchCache);
  await app.register(searchRoutes, { db, cache: searchCache, checkAnswers: config.checkAnswers ?? false });
  await app.register(hotelSearchRoutes, { db, cache: searchCache, checkAnswers: config.checkAnswers ?? false });
  await app.register(packageSearchRoutes, { db, cache: searchCache, checkAnswers: config.checkAnswers ?? false });
  await registerLineRoutes(app, productLines, { db });
  // The lines whose orders hold seats on flights bring what a disrupted flight does to their orders.
  await app.register(disruptionRoutes, { db, lines: disruptionHooksOf(productLines) });
  await app.register(passengersRoutes, { db, readReplica });
  // The ticket, voucher and itinerary of an order are read by its line.
  await app.register(documentsRoutes, {
    db,
    uploadsDir: config.uploadsDir,
    pdfs,
    lines: documentHooksOf(productLines),
  });
  await app.register(historyRoutes, { readReplica });
  await app.register(apiKeysRoutes, { db });
  await app.register(approvalsRoutes, { db, operations: approvalOperations(productLines) });
  await app.register(reportsRoutes, { readReplica, uploadsDir: config.uploadsDir, pdfs });
  await app.register(manifestsRoutes, { db });
  // The dispatcher is built here (the test event sends at once) and started by main.ts.
  const allowInsecure = config.webhookAllowInsecure ?? false;
  const webhookDispatcher = createWebhookDispatcher({
    db,
    events: database.events,
    log: app.log,
    allowInsecure,
    ...options.webhooks,
  });
  app.decorate('webhookDispatcher', webhookDispatcher);
  await app.register(webhooksRoutes, { db, dispatcher: webhookDispatcher, allowInsecure });
  await app.register(webPlugin, { distDir: config.webDistDir });

  app.addHook('onClose', async () => {
    // The deliveries in flight are written back before the database closes.
    await webhookDispatcher.stop();
    // So are the API key calls logged so far (this hook, added last, runs before the auth plugin's own).
    await app.flushApiKeyCalls();
    await database.close();
  });
  return app;
}
