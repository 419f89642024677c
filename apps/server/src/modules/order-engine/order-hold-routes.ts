import type { TEndpointBody, TEndpointDefinition, TEndpointReply, TPermission, ZIdParams } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { registerEndpoint, type TApp, type THandlerCall, type TRouteOptions } from '../../lib/endpoint-route';

/** A keyed call behind a permission: its handler always has an actor and an Idempotency-Key. */
type TKeyedCall = TEndpointDefinition & { access: TPermission; idempotent: true };
type TKeyedOrderCall = TKeyedCall & { params: typeof ZIdParams };

interface THoldEndpoints {
  preOrder: TKeyedCall;
  cancelPreOrder: TKeyedOrderCall;
  order: TKeyedCall;
  cancel: TKeyedOrderCall;
}

/** What an operation with a body gets (a pre-order, placing a hold), and what one on an order of the path gets. */
interface TKeyedInputCall<TInput> {
  db: TDatabase;
  actor: TActor;
  input: TInput;
  idempotencyKey: string;
}
interface TKeyedOrderOperationCall {
  db: TDatabase;
  actor: TActor;
  orderId: number;
  idempotencyKey: string;
}

/** A line's four operations of a hold's life, each answering what its declaration says. */
export interface THoldOperations<TEndpoints extends THoldEndpoints> {
  preOrder: (
    call: TKeyedInputCall<TEndpointBody<TEndpoints['preOrder']>>,
  ) => Promise<TEndpointReply<TEndpoints['preOrder']>>;
  cancelPreOrder: (call: TKeyedOrderOperationCall) => Promise<TEndpointReply<TEndpoints['cancelPreOrder']>>;
  order: (call: TKeyedInputCall<TEndpointBody<TEndpoints['order']>>) => Promise<TEndpointReply<TEndpoints['order']>>;
  cancel: (call: TKeyedOrderOperationCall) => Promise<TEndpointReply<TEndpoints['cancel']>>;
}

/** The caller and key of a keyed call (every declaration here has a permission and a key; TS cannot see it through
 * the generic endpoint). */
function keyedCallOf(call: unknown): Pick<THandlerCall<TKeyedOrderCall>, 'actor' | 'idempotencyKey' | 'params'> {
  return call as THandlerCall<TKeyedOrderCall>;
}

/**
 * The calls of a hold's life every line has, registered from its declarations and its operations: the pre-order
 * (a hold), cancelling the hold, placing it (a booking, or tickets and vouchers at once) and cancelling a booking.
 * `preOrderOptions` are the pre-order route's own (the flights answer a bad body with their passenger rules too).
 */
export function registerHoldRoutes<const TEndpoints extends THoldEndpoints>(
  app: TApp,
  routes: {
    db: TDatabase;
    endpoints: TEndpoints;
    operations: THoldOperations<TEndpoints>;
    preOrderOptions?: TRouteOptions;
  },
): void {
  const { db, endpoints, operations } = routes;
  registerEndpoint(
    app,
    endpoints.preOrder,
    async (call) => {
      const { actor, idempotencyKey } = keyedCallOf(call);
      return operations.preOrder({
        db,
        actor,
        input: call.body as TEndpointBody<TEndpoints['preOrder']>,
        idempotencyKey,
      });
    },
    routes.preOrderOptions,
  );
  registerEndpoint(app, endpoints.cancelPreOrder, async (call) => {
    const { actor, idempotencyKey, params } = keyedCallOf(call);
    return operations.cancelPreOrder({ db, actor, orderId: params.id, idempotencyKey });
  });
  registerEndpoint(app, endpoints.order, async (call) => {
    const { actor, idempotencyKey } = keyedCallOf(call);
    return operations.order({ db, actor, input: call.body as TEndpointBody<TEndpoints['order']>, idempotencyKey });
  });
  registerEndpoint(app, endpoints.cancel, async (call) => {
    const { actor, idempotencyKey, params } = keyedCallOf(call);
    return operations.cancel({ db, actor, orderId: params.id, idempotencyKey });
  });
}
