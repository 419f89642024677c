import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DISRUPTION_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { TDisruptionHooks } from '../order-engine';
import { disruptionView } from './disruption-view';
import { moveDisruptedOrders } from './move';
import { notifyDisruptedAgents } from './notify';
import { refundDisruptedOrders } from './refund';

const endpoints = DISRUPTION_ENDPOINTS;

/**
 * Own-flight disruption (issue 19): the screen's read and its three batches, over the orders of the lines whose
 * disruption hooks app.ts hands in (`disruptionHooksOf(PRODUCT_LINE_MODULES)`).
 */
export const disruptionRoutes: FastifyPluginAsyncZod<{ db: TDatabase; lines: TDisruptionHooks }> = async (
  app,
  { db, lines },
) => {
  registerEndpoint(app, endpoints.view, async ({ params }) => disruptionView({ db, lines, flightId: params.id }));
  registerEndpoint(app, endpoints.notify, async ({ actor, params, body, idempotencyKey }) =>
    notifyDisruptedAgents({ db, actor, flightId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.move, async ({ actor, params, body, idempotencyKey }) =>
    moveDisruptedOrders({ db, lines, actor, flightId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.refund, async ({ actor, params, body, idempotencyKey }) =>
    refundDisruptedOrders({ db, lines, actor, flightId: params.id, input: body, idempotencyKey }),
  );
};
