import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPER_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { listDeliveries, resendDelivery, resendFailed, sendTestEvent } from './deliveries-service';
import type { TWebhookDispatcher } from './dispatcher';
import { createEndpoint, deleteEndpoint, listEndpoints, rotateSecret, updateEndpoint } from './endpoints-service';

export interface TWebhooksRoutesOptions {
  db: TDatabase;
  dispatcher: TWebhookDispatcher;
  /** WEBHOOK_ALLOW_INSECURE=true: http to a loopback receiver is accepted. */
  allowInsecure: boolean;
}

export const webhooksRoutes: FastifyPluginAsyncZod<TWebhooksRoutesOptions> = async (app, options) => {
  const { db, dispatcher, allowInsecure } = options;
  const endpoints = DEVELOPER_ENDPOINTS;

  registerEndpoint(app, endpoints.webhooks, async ({ actor }) => listEndpoints({ db, actor }));

  registerEndpoint(app, endpoints.createWebhook, async ({ actor, body }) =>
    createEndpoint({ db, actor, input: body, allowInsecure }),
  );

  registerEndpoint(app, endpoints.updateWebhook, async ({ actor, params, body }) =>
    updateEndpoint({ db, actor, id: params.id, input: body, allowInsecure }),
  );

  registerEndpoint(app, endpoints.deleteWebhook, async ({ actor, params }) =>
    deleteEndpoint({ db, actor, id: params.id }),
  );

  registerEndpoint(app, endpoints.rotateWebhookSecret, async ({ actor, params }) =>
    rotateSecret({ db, actor, id: params.id }),
  );

  registerEndpoint(app, endpoints.deliveries, async ({ actor, params, query }) =>
    listDeliveries({ db, actor, id: params.id, query }),
  );

  registerEndpoint(app, endpoints.resendDelivery, async ({ actor, params }) =>
    resendDelivery({ db, actor, id: params.id, deliveryId: params.deliveryId, dispatcher }),
  );

  registerEndpoint(app, endpoints.resendFailed, async ({ actor, params, body }) =>
    resendFailed({ db, actor, id: params.id, since: body.since, dispatcher }),
  );

  registerEndpoint(app, endpoints.testWebhook, async ({ actor, params }) =>
    sendTestEvent({ db, actor, id: params.id, dispatcher }),
  );
};
