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
  ZOrderRequest,
  ZPreOrderRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { bookingToTicketing, cancelBooking, cancelPreOrder, placeOrder } from './lifecycle-service';
import { listOrders, orderActivity, orderView } from './order-view';
import { createPreOrder } from './pre-order-service';

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
};
