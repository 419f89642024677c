import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  ZErrorBody,
  ZIdempotencyHeaders,
  ZIdParams,
  ZOrder,
  ZOrderActivity,
  ZOrderConflict,
  ZOrderListRequest,
  ZOrderListResponse,
  ZEditDiscountRequest,
  ZFlightPassengers,
  ZOrderDateQuote,
  ZOrderDateQuoteRequest,
  ZOrderDateRequest,
  ZOrderEditRequest,
  ZOrderPassengerParams,
  ZOrderRequest,
  ZPassengerNameRequest,
  ZPreOrderRequest,
  ZRefundRequest,
  ZRemovePassengerParams,
  ZSplitRequest,
  ZSplitResponse,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { fieldErrors } from '../../lib/app-error';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { fieldCodesFromIssues } from '../../lib/validation';
import { validationIssues } from '../../plugins/errors';
import { actorOf } from '../../plugins/auth';
import { bookingToTicketing, cancelBooking, cancelPreOrder, placeOrder } from './lifecycle-service';
import {
  editDiscount,
  editOrder,
  editPassengerName,
  refundOrder,
  removePassenger,
  splitOrder,
} from './changes-service';
import { changeOrderDate, quoteOrderDate } from './order-date-service';
import { flightPassengers, listOrders, orderActivity, orderView } from './order-view';
import { createPreOrder, preOrderRuleErrors } from './pre-order-service';

const tags = ['orders'];
/** The answers of an operation on one order: 404 (none, or another agent's), 409 (status, seats, money). */
const ORDER_ERRORS = { ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZOrderConflict } as const;
const MONEY_ERRORS = { ...ORDER_ERRORS, 422: ZErrorBody } as const;

/** Flight orders (spec section 7 "Search and orders"): thin routes over the order services. */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
  const read = app.authorize('orders.read');
  const write = app.authorize('orders.write');

  app.post(
    API_PATHS.preOrder,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Hold seats for a trip and its passengers (the hold lasts the time limits’ hold minutes)',
        security: BEARER,
        body: ZPreOrderRequest,
        response: { 200: ZOrder, ...ORDER_ERRORS },
      },
      // A body that fails its schema is answered with the passenger rules as well (they need the trip's dates from
      // the database), so that the form hears every mistake in one answer. Only a caller who may pre-order is told
      // more than the schema says; anyone else gets the schema's 400 as before.
      errorHandler: async (error, request, reply) => {
        const issues = validationIssues(error);
        if (!issues) throw error;
        try {
          await write(request, reply);
        } catch {
          throw error;
        }
        const rules = await preOrderRuleErrors({ db, actor: actorOf(request), body: request.body });
        throw fieldErrors({ ...rules, ...fieldCodesFromIssues(issues) });
      },
    },
    async (request) => createPreOrder({ db, actor: actorOf(request), input: request.body }),
  );

  app.post(
    API_PATHS.cancelPreOrder(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Cancel a hold and free its seats',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrder, ...ORDER_ERRORS },
      },
    },
    async (request) => cancelPreOrder({ db, actor: actorOf(request), orderId: request.params.id }),
  );

  app.post(
    API_PATHS.order,
    {
      preHandler: write,
      config: { sendsMail: true },
      schema: {
        tags,
        summary: 'Turn a hold into a booking (unpaid) or tickets (the agent is charged now)',
        security: BEARER,
        headers: ZIdempotencyHeaders,
        body: ZOrderRequest,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      placeOrder({
        db,
        actor: actorOf(request),
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.cancelOrder(':id'),
    {
      preHandler: write,
      config: { sendsMail: true },
      schema: {
        tags,
        summary: 'Cancel an unpaid booking and free its seats',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrder, ...ORDER_ERRORS },
      },
    },
    async (request) => cancelBooking({ db, actor: actorOf(request), orderId: request.params.id }),
  );

  app.post(
    API_PATHS.bookingToTicketing(':id'),
    {
      preHandler: write,
      config: { sendsMail: true },
      schema: {
        tags,
        summary: 'Ticket a booking: the whole charge fails (409) when balance and credit fall short',
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      bookingToTicketing({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.orderList,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'A page of orders with filters (agents: only their own)',
        security: BEARER,
        body: ZOrderListRequest,
        response: { 200: ZOrderListResponse, ...PRIVATE_ERRORS },
      },
    },
    async (request) => listOrders({ db, actor: actorOf(request), input: request.body }),
  );

  app.get(
    API_PATHS.orderById(':id'),
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'One order with its passengers, totals and the operations the caller may run now',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrder, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => orderView(db, actorOf(request), request.params.id),
  );

  app.get(
    API_PATHS.orderActivity(':id'),
    {
      preHandler: read,
      schema: {
        tags,
        summary: "An order's history and the ledger entries carrying its PNR",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZOrderActivity, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => orderActivity({ db, actor: actorOf(request), orderId: request.params.id }),
  );

  app.post(
    API_PATHS.refund(':id'),
    {
      preHandler: write,
      config: { sendsMail: true },
      schema: {
        tags,
        summary:
          'Refund ticketed passengers (admins): penalty from the fare rules or given, seats to a receiving class',
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZRefundRequest,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      refundOrder({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.split(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move passengers to a new order under a new PNR (infants stay with an adult)',
        security: BEARER,
        params: ZIdParams,
        body: ZSplitRequest,
        response: { 200: ZSplitResponse, ...ORDER_ERRORS },
      },
    },
    async (request) => splitOrder({ db, actor: actorOf(request), orderId: request.params.id, input: request.body }),
  );

  app.patch(
    API_PATHS.orderDate(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Move segments to other flights of the same route; a ticketed agent pays or gets the difference',
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZOrderDateRequest,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      changeOrderDate({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.orderDateQuote(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary:
          "What a change of date comes to (payable and paid before and after, the agent's balance movement); nothing changes",
        security: BEARER,
        params: ZIdParams,
        body: ZOrderDateQuoteRequest,
        response: { 200: ZOrderDateQuote, ...ORDER_ERRORS },
      },
    },
    async (request) => quoteOrderDate({ db, actor: actorOf(request), orderId: request.params.id, input: request.body }),
  );

  app.post(
    API_PATHS.editDiscount(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: "The order's discount (admins); a ticketed agent is credited or charged the difference",
        security: BEARER,
        params: ZIdParams,
        headers: ZIdempotencyHeaders,
        body: ZEditDiscountRequest,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      editDiscount({
        db,
        actor: actorOf(request),
        orderId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.editOrder(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Edit the contact, the comment and passport details (not type, date of birth, name or ticket)',
        security: BEARER,
        params: ZIdParams,
        body: ZOrderEditRequest,
        response: { 200: ZOrder, ...ORDER_ERRORS },
      },
    },
    async (request) => editOrder({ db, actor: actorOf(request), orderId: request.params.id, input: request.body }),
  );

  app.patch(
    API_PATHS.editPassengerName(':orderId', ':passengerId'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: "A passenger's new name, with the fare rules' name-change fee (ticketed: admins)",
        security: BEARER,
        params: ZOrderPassengerParams,
        headers: ZIdempotencyHeaders,
        body: ZPassengerNameRequest,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      editPassengerName({
        db,
        actor: actorOf(request),
        orderId: request.params.orderId,
        passengerId: request.params.passengerId,
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.post(
    API_PATHS.removePassenger(':flightId', ':passengerId'),
    {
      preHandler: write,
      config: { sendsMail: true },
      schema: {
        tags,
        summary: 'Remove a passenger from their order (booked: repriced; ticketed: refunded, admins)',
        security: BEARER,
        params: ZRemovePassengerParams,
        headers: ZIdempotencyHeaders,
        response: { 200: ZOrder, ...MONEY_ERRORS },
      },
    },
    async (request) =>
      removePassenger({
        db,
        actor: actorOf(request),
        flightId: request.params.flightId,
        passengerId: request.params.passengerId,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      }),
  );

  app.get(
    API_PATHS.flightPassengers(':id'),
    {
      preHandler: app.authorize('flights.read'),
      schema: {
        tags: ['flights'],
        summary: "A flight's classes with the passengers of their active orders",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZFlightPassengers, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => flightPassengers({ db, flightId: request.params.id }),
  );
};
