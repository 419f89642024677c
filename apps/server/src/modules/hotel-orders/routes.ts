import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_ORDER_ENDPOINTS, HOTEL_ORDER_LIST, HOTEL_SEARCH_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerHeldOrderOperation } from '../approvals';
import { registerHoldRoutes, registerOrderReadRoutes } from '../order-engine';
import { cancelHotelOrder } from './cancel';
import { editHotelOrder } from './edit-order';
import { hotelOrderList } from './order-list';
import { readHotelOrder, readHotelOrderByPnr } from './order-view';
import { placeHotelOrder } from './place-order';
import { createHotelPreOrder } from './pre-order';
import { refundHotelOrder } from './refund';
import { confirmHotelBooking } from './ticketing';

const endpoints = HOTEL_ORDER_ENDPOINTS;

/** Hotel orders (docs/PRODUCT.md §7 "Search and orders"): thin routes, one operation file each. */
export const hotelOrdersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerHoldRoutes(app, {
    db,
    endpoints,
    operations: {
      preOrder: createHotelPreOrder,
      cancelPreOrder: (call) => cancelHotelOrder(call, 'cancelPreOrder'),
      order: placeHotelOrder,
      cancel: (call) => cancelHotelOrder(call, 'cancel'),
    },
  });
  registerEndpoint(app, endpoints.ticketing, async ({ actor, params, idempotencyKey }) =>
    confirmHotelBooking({ db, actor, orderId: params.id, idempotencyKey }),
  );
  // Four-eyes: a refund above the Super Admin's threshold waits for approval (modules/approvals).
  registerHeldOrderOperation(app, endpoints.refund, { db, kind: 'hotelRefund', operation: refundHotelOrder });
  registerEndpoint(app, endpoints.edit, async ({ actor, params, body }) =>
    editHotelOrder({ db, actor, orderId: params.id, input: body }),
  );
  registerOrderReadRoutes(app, {
    db,
    productLine: 'hotel',
    endpoints,
    orderList: hotelOrderList,
    file: { list: HOTEL_ORDER_LIST, fileName: 'hotel-orders' },
  });
  registerEndpoint(app, endpoints.get, async ({ actor, params }) => readHotelOrder({ db, actor, orderId: params.id }));
  registerEndpoint(app, HOTEL_SEARCH_ENDPOINTS.byPnr, async ({ actor, params }) =>
    readHotelOrderByPnr({ db, actor, pnr: params.pnr }),
  );
};
