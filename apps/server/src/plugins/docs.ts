import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@frs/contract';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is built from the contract's zod schemas that the routes declare. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            // An agency's own systems send an API key where the portal sends its login token (docs/API.md "Keys").
            description: 'A login token (JWT), or an API key `frs_live_…` created on /developers (docs/API.md).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI's own CSP (hashes of its inline scripts), without forcing https: the server may run on plain HTTP.
    staticCSP: true,
    transformStaticCSP: (header: string) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
});
