import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageFromHeader, MAX_BODY_BYTES, type TLanguage } from '@frs/contract';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/database';
import { loggerOptions } from './lib/logger';
import { validatorCompiler } from './lib/validation';
import { authRoutes } from './modules/auth/routes';
import { currencyRoutes } from './modules/currency/routes';
import type { TFindActiveOrders } from './modules/flights/flight-orders';
import { flightsRoutes } from './modules/flights/routes';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { settingsRoutes } from './modules/settings/routes';
import { usersRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the request's Accept-Language header: error messages are answered in it. */
    language: TLanguage;
  }
}

export interface TAppOptions {
  config: Pick<TConfig, 'jwtSecret' | 'jwtExpiresIn' | 'webDistDir' | 'logLevel'> & { trustProxy?: boolean };
  database: TDatabaseHandle;
  /** Tests pass `false` or their own logger. */
  logger?: FastifyServerOptions['logger'];
  /** Tests stand in for the orders of a flight until the order module provides them. */
  findActiveOrders?: TFindActiveOrders;
}

/**
 * Builds the Fastify application on an open database. It does not migrate, seed or listen: main.ts does that, and
 * tests build it on a fresh database of their own.
 */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.trustProxy ?? false,
    // Request ids in the logs tie a user's report to the server's lines.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('language', {
    getter() {
      return languageFromHeader(this.headers['accept-language']);
    },
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { db: database.db, secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });

  const db = database.db;
  await app.register(healthRoutes, { db, kind: database.kind });
  await app.register(authRoutes, { db });
  await app.register(usersRoutes, { db });
  await app.register(currencyRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(referenceRoutes, { db });
  await app.register(flightsRoutes, { db, findActiveOrders: options.findActiveOrders });
  await app.register(webPlugin, { distDir: config.webDistDir });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
