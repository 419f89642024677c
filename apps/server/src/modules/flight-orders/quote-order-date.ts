import type { z } from 'zod';
import type { TOrderDateQuote, ZOrderDateQuoteRequest } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { readForOperation } from '../order-engine';
import { flightOrderLine } from './flight-order-line';
import { planOrderDate } from './order-date-plan';

/** POST /api/orders/orderDate/{id}/quote: what PATCH orderDate would do with these changes; nothing is written. */
export async function quoteOrderDate(call: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
  input: z.output<typeof ZOrderDateQuoteRequest>;
  now?: Date;
  /** Segment id -> the class of the new flight staff chose (order-date-plan.ts). */
  chosenClasses?: ReadonlyMap<number, number>;
}): Promise<TOrderDateQuote> {
  const { db, actor, orderId, input, chosenClasses } = call;
  const details = await readForOperation(db, flightOrderLine, actor, orderId, 'changeOrderDate');
  const plan = await planOrderDate(db, {
    actor,
    details,
    changes: input.changes,
    now: call.now ?? new Date(),
    chosenClasses,
  });
  return plan.quote;
}
