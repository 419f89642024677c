import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FLIGHT_ORDER_LIST, FLIGHT_ORDER_ENDPOINTS } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { fieldErrors } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { answerHeld, registerHeldOrderOperation } from '../approvals';
import { fieldCodesFromIssues } from '../../lib/validation';
import { validationIssues } from '../../plugins/errors';
import { actorOf } from '../../plugins/auth';
import { bookingDefaults } from './booking-defaults';
import { bookingToTicketing } from './booking-to-ticketing';
import { cancelBooking } from './cancel-booking';
import { cancelPreOrder } from './cancel-pre-order';
import { changeOrderDate } from './change-order-date';
import { editDiscount } from './edit-discount';
import { editOrder } from './edit-order';
import { editPassengerName } from './edit-passenger-name';
import { flightPassengers } from './flight-passengers';
import { registerHoldRoutes, registerOrderReadRoutes } from '../order-engine';
import { flightOrderList } from './order-list';
import { orderView } from './order-view';
import { placeOrder } from './place-order';
import { createPreOrder } from './pre-order';
import { preOrderRuleErrors } from './pre-order-rules';
import { quoteOrderDate } from './quote-order-date';
import { refundOrder } from './refund';
import { orderOfPassengerOnFlight, removePassenger } from './remove-passenger';
import { splitOrder } from './split-order';

const endpoints = FLIGHT_ORDER_ENDPOINTS;

/** Flight orders (docs/PRODUCT.md §7 "Search and orders"): thin routes, one operation file each. */
export const flightOrdersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  registerHoldRoutes(app, {
    db,
    endpoints,
    operations: { preOrder: createPreOrder, cancelPreOrder, order: placeOrder, cancel: cancelBooking },
    preOrderOptions: {
      // A body that fails its schema is answered with the passenger rules as well (they need the trip's dates from
      // the database), so that the form hears every mistake in one answer. Only a caller allowed to pre-order gets
      // this far: the access check runs before validation.
      errorHandler: async (error, request) => {
        const issues = validationIssues(error);
        if (!issues) throw error;
        const rules = await preOrderRuleErrors({ db, actor: actorOf(request), body: request.body });
        throw fieldErrors({ ...rules, ...fieldCodesFromIssues(issues) });
      },
    },
  });
  registerEndpoint(app, endpoints.bookingToTicketing, async ({ actor, params, idempotencyKey }) =>
    bookingToTicketing({ db, actor, orderId: params.id, idempotencyKey }),
  );

  registerOrderReadRoutes(app, {
    db,
    productLine: 'flight',
    endpoints,
    orderList: flightOrderList,
    file: { list: FLIGHT_ORDER_LIST, fileName: 'flight-orders' },
  });
  registerEndpoint(app, endpoints.bookingDefaults, async ({ actor }) => bookingDefaults({ db, actor }));
  registerEndpoint(app, endpoints.get, async ({ actor, params }) => orderView(db, actor, params.id));

  // Four-eyes: a refund or a discount above the Super Admin's threshold waits for approval (modules/approvals).
  registerHeldOrderOperation(app, endpoints.refund, { db, kind: 'flightRefund', operation: refundOrder });
  registerEndpoint(app, endpoints.split, async ({ actor, params, body, idempotencyKey }) =>
    splitOrder({ db, actor, orderId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.changeDate, async ({ actor, params, body, idempotencyKey }) =>
    changeOrderDate({ db, actor, orderId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.changeDateQuote, async ({ actor, params, body }) =>
    quoteOrderDate({ db, actor, orderId: params.id, input: body }),
  );
  registerHeldOrderOperation(app, endpoints.editDiscount, { db, kind: 'flightDiscount', operation: editDiscount });
  registerEndpoint(app, endpoints.edit, async ({ actor, params, body, idempotencyKey }) =>
    editOrder({ db, actor, orderId: params.id, input: body, idempotencyKey }),
  );
  registerEndpoint(app, endpoints.editPassengerName, async ({ actor, params, body, idempotencyKey }) =>
    editPassengerName({
      db,
      actor,
      orderId: params.orderId,
      passengerId: params.passengerId,
      input: body,
      idempotencyKey,
    }),
  );
  // Four-eyes: removing a ticketed passenger refunds them, so it is held like a refund (issue 30).
  registerEndpoint(app, endpoints.removePassenger, async ({ actor, params, idempotencyKey, reply }) => {
    const { flightId, passengerId } = params;
    return answerHeld(reply, {
      db,
      actor,
      idempotencyKey,
      kind: 'flightPassengerRemoval',
      target: { orderId: await orderOfPassengerOnFlight(db, flightId, passengerId) },
      input: { flightId, passengerId },
      run: (executor) => removePassenger({ db: executor, actor, flightId, passengerId, idempotencyKey }),
    });
  });
  registerEndpoint(app, endpoints.flightPassengers, async ({ params }) =>
    flightPassengers({ db, flightId: params.id }),
  );
};
