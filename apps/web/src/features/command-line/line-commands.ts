import {
  formatInstant,
  formatMinor,
  routePath,
  orderStatusKey,
  type TOrderStatus,
  type TOrderTotals,
  type TPendingApproval,
  type TProductLine,
} from '@frs/contract';
import { WEB_PRODUCT_LINE } from '../../lib/product-lines';

import { plain, ok, type TAnswerLine, type TTranslate } from './answer';
import type { TCommand } from './commands';
import type { TAvailability, TSold, TWorkSession } from './work-session';

/**
 * What the command line needs of a product line: its availability, its sell, its hold (ER), and the calls on one of
 * its orders. Every call is the line's own endpoint of the contract (the screens call the same ones): the command
 * line is another way of typing a booking, not a second booking path. `COMMAND_LINES` (command-lines.ts) holds one
 * per product line; a fourth line is one more module.
 */

/** What every line's order answers with, as the command line reads it. */
export interface TCommandOrder {
  id: number;
  pnr: string;
  status: TOrderStatus;
  operations: readonly string[];
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
  totals: TOrderTotals;
}

/** Everything a command runs with besides its own words. */
export interface TRunContext {
  t: TTranslate;
  /** The reader's day (yyyy-mm-dd): dates without a year are read against it. */
  today: string;
  language: 'hy' | 'en' | 'ru';
}

export interface TLineCommands<TOrder extends TCommandOrder = TCommandOrder> {
  line: TProductLine;
  /** The availability command this line answers (AN, HA, PA). */
  availabilityKind: Extract<TCommand, { kind: `${string}Availability` }>['kind'];
  availability(
    command: Extract<TCommand, { kind: `${string}Availability` }>,
    context: TRunContext,
  ): Promise<{ availability: TAvailability; answer: TAnswerLine[] }>;
  /** SS on one of its availability lines: what is sold now (added to what was, for a flight's other leg). */
  sell(command: Extract<TCommand, { kind: 'sell' }>, work: TWorkSession): TSold;
  /**
   * ER: the pre-order of what is sold, for the names, passports and contact given, under the Idempotency-Key the work
   * session keeps until a hold is placed.
   */
  hold(work: TWorkSession, idempotencyKey: string): Promise<TOrder>;
  get(id: number): Promise<TOrder>;
  /** The caller's orders of this line whose PNR starts so (RT finds a PNR with it, the panel suggests PNRs). */
  ordersByPnr(prefix: string): Promise<{ id: number; pnr: string }[]>;
  /** Pay a hold or a booking now (TK), or book a hold unpaid (BK). */
  place(order: TOrder, mode: 'booking' | 'ticketing', idempotencyKey: string): Promise<TOrder>;
  /** XI: cancel a hold or a booking. */
  cancel(order: TOrder, idempotencyKey: string): Promise<TOrder>;
  /** RF: refund every traveller under the rules' penalties; may be held for a second approval. */
  refund(order: TOrder, idempotencyKey: string): Promise<TOrder | TPendingApproval>;
  /** The line's own lines of an order's display (its flights, its hotel, its travellers). */
  describe(order: TOrder, context: TRunContext): TAnswerLine[];
}

/** The money words of every answer: AMD minor units as the screens write them. */
export function money(minor: number, t: TTranslate): string {
  return `${formatMinor(minor)} ${t('header.amdSign')}`;
}

/** An order's head, the same on every line: PNR (a link to its page), status, amounts, the deadline that runs. */
export function orderHead(line: TProductLine, order: TCommandOrder, context: TRunContext): TAnswerLine[] {
  const { t } = context;
  const path = routePath(WEB_PRODUCT_LINE[line].routes.order, { id: order.id });
  const lines: TAnswerLine[] = [
    ok(
      t('commandLine.answers.orderHead', {
        pnr: order.pnr,
        line: t(`commandLine.lines.${line}`),
        status: t(orderStatusKey(order.status, line)),
      }),
      path,
    ),
    plain(
      t('commandLine.answers.orderTotals', {
        payable: money(order.totals.payable, t),
        paid: money(order.totals.paid, t),
      }),
    ),
  ];
  const deadline =
    order.status === 'hold' ? order.holdExpiresAt : order.status === 'booked' ? order.bookingExpiresAt : null;
  if (deadline) lines.push(plain(t(`commandLine.answers.deadline.${order.status}`, { at: formatInstant(deadline) })));
  return lines;
}

/** What may be typed next on this order, from what the server says it allows. */
export function nextSteps(order: TCommandOrder, context: TRunContext): TAnswerLine[] {
  const codes: string[] = [];
  if (order.operations.includes('ticket') || order.operations.some((operation) => PAY_BOOKING.has(operation)))
    codes.push('TK');
  if (order.operations.includes('book')) codes.push('BK');
  if (order.operations.includes('cancelPreOrder') || order.operations.includes('cancel')) codes.push('XI');
  if (order.operations.includes('refund')) codes.push('RF');
  return codes.length === 0 ? [] : [plain(context.t('commandLine.answers.nextSteps', { codes: codes.join(', ') }))];
}

/** Each line's name for paying a booking (flights and packages issue tickets, a hotel stay is confirmed). */
export const PAY_BOOKING = new Set(['bookingToTicketing', 'ticketing']);
