import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPER_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createKey, keyCalls, listAgentKeys, listOwnKeys, revokeAgentKey, revokeOwnKey } from './api-keys-service';

/** An agency's API keys on /developers, and the staff's view of an agent's keys on /agents/:id. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, DEVELOPER_ENDPOINTS.keys, async ({ actor }) => listOwnKeys({ db, actor }));

  registerEndpoint(app, DEVELOPER_ENDPOINTS.createKey, async ({ actor, body }) =>
    createKey({ db, actor, input: body }),
  );

  // A revocation holds in this process before the answer leaves; the others hear the table's notice.
  registerEndpoint(
    app,
    DEVELOPER_ENDPOINTS.revokeKey,
    async ({ actor, params }) => revokeOwnKey({ db, actor, keyId: params.id }),
    { changesApiKeys: true },
  );

  registerEndpoint(app, DEVELOPER_ENDPOINTS.keyCalls, async ({ actor, params }) =>
    keyCalls({ db, actor, keyId: params.id }),
  );

  registerEndpoint(app, DEVELOPER_ENDPOINTS.agentKeys, async ({ params }) => listAgentKeys({ db, agentId: params.id }));

  registerEndpoint(
    app,
    DEVELOPER_ENDPOINTS.revokeAgentKey,
    async ({ actor, params }) => revokeAgentKey({ db, actor, agentId: params.id, keyId: params.keyId }),
    { changesApiKeys: true },
  );
};
