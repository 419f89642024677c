import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_ORDER_ENDPOINTS, HOTEL_ORDER_LIST, HOTEL_SEARCH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { answerHeld } from '../approvals';
import { sendExport } from '../../lib/list-export';
import { orderActivity } from '../order-engine';
import { cancelHotelOrder } from './cancel';
import { editHotelOrder } from './edit-order';
import { exportHotelOrders, listHotelOrders } from './order-list';
import { readHotelOrder, readHotelOrderByPnr } from './order-view';
import { placeHotelOrder } from './place-order';
import { createHotelPreOrder } from './pre-order';
import { refundHotelOrder } from './refund';
import { confirmHotelBooking } from './ticketing';

const endpoints = HOTEL_ORDER_ENDPOINTS;

/** Hotel orders (docs/PRODUCT.md §7 "Search and orders"): thin routes, one operation file each. */
export const hotelOrdersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerEndpoint(app, endpoints.preOrder, async ({ actor, body, idempotencyKey }) =>
    createHotelPreOrder({ db, actor, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.cancelPreOrder, async ({ actor, params, idempotencyKey }) =>
    cancelHotelOrder({ db, actor, orderId: params.id, idempotencyKey }, 'cancelPreOrder'),
  );
  registerEndpoint(app, endpoints.order, async ({ actor, body, idempotencyKey }) =>
    placeHotelOrder({ db, actor, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.cancel, async ({ actor, params, idempotencyKey }) =>
    cancelHotelOrder({ db, actor, orderId: params.id, idempotencyKey }, 'cancel'),
  );
  registerEndpoint(app, endpoints.ticketing, async ({ actor, params, idempotencyKey }) =>
    confirmHotelBooking({ db, actor, orderId: params.id, idempotencyKey }),
  );
  // Four-eyes: a refund above the Super Admin's threshold waits for approval (modules/approvals).
  registerEndpoint(app, endpoints.refund, async ({ actor, params, body, idempotencyKey, reply }) => {
    const orderId = params.id;
    return answerHeld(reply, {
      db,
      actor,
      idempotencyKey,
      kind: 'hotelRefund',
      target: { orderId },
      input: body,
      run: (executor) => refundHotelOrder({ db: executor, actor, orderId, input: body, idempotencyKey }),
    });
  });
  registerEndpoint(app, endpoints.edit, async ({ actor, params, body }) =>
    editHotelOrder({ db, actor, orderId: params.id, input: body }),
  );
  registerEndpoint(app, endpoints.list, async ({ actor, query }) => listHotelOrders({ db, actor, input: query }));
  registerEndpoint(app, endpoints.export, async ({ actor, query, request, reply }) =>
    sendExport(reply, {
      list: HOTEL_ORDER_LIST,
      language: request.language,
      format: query.format,
      batches: exportHotelOrders({ db, actor, input: query }),
      fileName: 'hotel-orders',
    }),
  );
  registerEndpoint(app, endpoints.get, async ({ actor, params }) => readHotelOrder({ db, actor, orderId: params.id }));
  registerEndpoint(app, endpoints.activity, async ({ actor, params }) =>
    orderActivity({ db, actor, orderId: params.id, productLine: 'hotel' }),
  );
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.byPnr, async ({ actor, params }) =>
    readHotelOrderByPnr({ db, actor, pnr: params.pnr }),
  );
};
