import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MANIFEST_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { readManifest, readManifestFile, sendManifest } from './manifest-service';

/** A flight's manifest: read and downloaded by the flight staff (flights.read), mailed by its writers (flights.write). */
export const manifestsRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, MANIFEST_ENDPOINTS.get, async ({ params }) => readManifest(db, params.id));

  registerEndpoint(app, MANIFEST_ENDPOINTS.file, async ({ params, query, request, reply }) => {
    const file = await readManifestFile(db, params.id, query.format, request.language);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  });

  registerEndpoint(app, MANIFEST_ENDPOINTS.send, async ({ actor, params, body, idempotencyKey }) =>
    sendManifest({ db, actor, flightId: params.id, input: body, idempotencyKey }),
  );
};
