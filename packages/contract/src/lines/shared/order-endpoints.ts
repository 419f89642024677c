import type { z } from 'zod';
import { ZErrorBody } from '../../errors';
import type { TPermission } from '../../permissions';
import { ZIdParams } from '../../api/common';
import { ZOrderConflict } from './order-schemas';

/**
 * What the declarations of every line's order endpoints share: their answers beyond the common ones, the row scope of
 * an order's `{id}`, and the three kinds of call a line is made of (creating or paying an order, an operation on one
 * order, a read of one order). A line's declaration spreads one and adds its path, body and summary.
 */

/** An operation on one order: 404 (none, or another agent's), 409 (its status, seats, rooms, money). */
export const ORDER_ERRORS = { 404: ZErrorBody, 409: ZOrderConflict } as const;
/** An operation that moves money also answers 422 (an Idempotency-Key reused for another request). */
export const ORDER_MONEY_ERRORS = { ...ORDER_ERRORS, 422: ZErrorBody } as const;
/** The path's `{id}` is an order: an agent reaches only its own (another agent's answers 404). */
export const ORDER_ROW_SCOPE = { id: 'order' } as const;
/** The OpenAPI group of every line's orders. */
export const ORDER_TAG = 'orders';

/**
 * A keyed POST that holds, books or charges (a pre-order, paying a hold): a double click or a retry of a lost answer
 * never holds or charges twice.
 */
export function orderCreation<
  const TAccess extends TPermission,
  TBody extends z.ZodType,
  TOrderSchema extends z.ZodType,
>(access: TAccess, body: TBody, order: TOrderSchema) {
  return {
    method: 'POST',
    access,
    body,
    response: order,
    errors: ORDER_MONEY_ERRORS,
    idempotent: true,
    tag: ORDER_TAG,
  } as const;
}

/** A keyed POST on the order of the path's `{id}`, answering the order as it now is: most operations of a line. */
export function orderOperation<const TAccess extends TPermission, TOrderSchema extends z.ZodType>(
  access: TAccess,
  order: TOrderSchema,
) {
  return {
    method: 'POST',
    access,
    params: ZIdParams,
    response: order,
    errors: ORDER_MONEY_ERRORS,
    idempotent: true,
    rowScope: ORDER_ROW_SCOPE,
    tag: ORDER_TAG,
  } as const;
}

/** A GET of the order of the path's `{id}` (the order, its activity): 404 for none or another agent's. */
export function orderRead<const TAccess extends TPermission, TResponse extends z.ZodType>(
  access: TAccess,
  response: TResponse,
) {
  return {
    method: 'GET',
    access,
    params: ZIdParams,
    response,
    errors: { 404: ZErrorBody },
    rowScope: ORDER_ROW_SCOPE,
    tag: ORDER_TAG,
  } as const;
}

/** The kit a line's declarations are written with, under one name. */
export const ORDER_CALLS = {
  errors: ORDER_ERRORS,
  moneyErrors: ORDER_MONEY_ERRORS,
  rowScope: ORDER_ROW_SCOPE,
  tag: ORDER_TAG,
  creation: orderCreation,
  operation: orderOperation,
  read: orderRead,
} as const;
