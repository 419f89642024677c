import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_ENDPOINTS, USER_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import { changePassword, exportUsers, getUserProfile, listUsers, setUserStatus, updateUser } from './users-service';

const endpoints = USER_ENDPOINTS;

/** Profiles, the /agents list and its CSV, user edits and status, and passwords (the agents' ledger is modules/ledger). */
/** `readReplica` serves the export (it may lag a few seconds); everything else reads and writes `db`. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: TDatabase; readReplica: TReadReplica }> = async (
  app,
  { db, readReplica },
) => {
  registerEndpoint(app, endpoints.profile, async ({ actor }) => getUserProfile({ db, actor, userId: actor.userId }));

  registerEndpoint(app, endpoints.get, async ({ actor, params }) => getUserProfile({ db, actor, userId: params.id }));

  registerEndpoint(app, endpoints.list, async ({ body }) => listUsers({ db, input: body }));

  registerEndpoint(app, endpoints.export, async ({ body, request, reply }) => {
    const batches = exportUsers({ db: readReplica.executor(), input: body });
    return sendExport(reply, {
      list: USER_LIST,
      language: request.language,
      format: body.format,
      batches,
      fileName: 'agents',
    });
  });

  registerEndpoint(
    app,
    endpoints.update,
    async ({ actor, params, body }) => updateUser({ db, actor, userId: params.id, input: body }),
    { changesSessions: true },
  );

  registerEndpoint(
    app,
    endpoints.setStatus,
    async ({ actor, params, body }) => setUserStatus({ db, actor, userId: params.id, action: body.action }),
    { changesSessions: true },
  );

  registerEndpoint(
    app,
    endpoints.changePassword,
    async ({ actor, params, body, request }) => {
      const change = await changePassword({ db, actor, userId: params.id, input: body, ip: request.ip });
      if (!change.own) return { success: true as const, session: null };
      // Every token of the user was revoked; this browser gets a fresh one so that it stays logged in.
      const { user } = change;
      const token = await app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion });
      return {
        success: true as const,
        session: { token, userId: user.id, role: user.role, adminGroups: user.adminGroups ?? null },
      };
    },
    { changesSessions: true },
  );
};
