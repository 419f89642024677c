import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PACKAGE_ORDER_ENDPOINTS, PACKAGE_ORDER_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerHeldOrderOperation } from '../approvals';
import { registerHoldRoutes, registerOrderReadRoutes } from '../order-engine';
import { packageBookingToTicketing } from './booking-to-ticketing';
import { cancelPackageOrder } from './cancel';
import { editPackageOrder } from './edit-order';
import { packageOrderList } from './order-list';
import { readPackageOrder } from './order-view';
import { placePackageOrder } from './place-order';
import { createPackagePreOrder } from './pre-order';
import { quotePackageRefund, refundPackageOrder } from './refund';
import { splitPackageOrder } from './split';

const endpoints = PACKAGE_ORDER_ENDPOINTS;

/** Package orders (docs/PRODUCT.md §7 "Search and orders"): thin routes, one operation file each. */
export const packageOrdersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerHoldRoutes(app, {
    db,
    endpoints,
    operations: {
      preOrder: createPackagePreOrder,
      cancelPreOrder: (call) => cancelPackageOrder(call, 'cancelPreOrder'),
      order: placePackageOrder,
      cancel: (call) => cancelPackageOrder(call, 'cancel'),
    },
  });
  registerEndpoint(app, endpoints.bookingToTicketing, async ({ actor, params, idempotencyKey }) =>
    packageBookingToTicketing({ db, actor, orderId: params.id, idempotencyKey }),
  );
  // Four-eyes: a refund above the Super Admin's threshold waits for approval (modules/approvals).
  registerHeldOrderOperation(app, endpoints.refund, { db, kind: 'packageRefund', operation: refundPackageOrder });
  registerEndpoint(app, endpoints.refundQuote, async ({ actor, params }) =>
    quotePackageRefund({ db, actor, orderId: params.id }),
  );
  registerEndpoint(app, endpoints.split, async ({ actor, params, body, idempotencyKey }) =>
    splitPackageOrder({ db, actor, orderId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.edit, async ({ actor, params, body }) =>
    editPackageOrder({ db, actor, orderId: params.id, input: body }),
  );
  registerOrderReadRoutes(app, {
    db,
    productLine: 'package',
    endpoints,
    orderList: packageOrderList,
    file: { list: PACKAGE_ORDER_LIST, fileName: 'package-orders' },
  });
  registerEndpoint(app, endpoints.get, async ({ actor, params }) =>
    readPackageOrder({ db, actor, orderId: params.id }),
  );
};
