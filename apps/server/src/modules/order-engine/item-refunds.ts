import { refundedMoney } from './money';
import type { TOrderRow } from './order-row';

/** One item of a refund (a traveller, a room): what its payer paid for it (`back`) and the penalty kept of that. */
export interface TItemRefund {
  id: number;
  back: number;
  penalty: number;
}

/**
 * The columns of an item refunded (a line writes them to its own table): its status, the penalty it kept, the amount
 * given back (what was paid for it less the penalty).
 */
export function refundedItemColumns(refund: Omit<TItemRefund, 'id'>, now: Date) {
  return {
    status: 'refunded' as const,
    refundPenalty: refund.penalty,
    refundAmount: refund.back - refund.penalty,
    updatedAt: now,
  };
}

/** What a refund comes to over its items: what was paid for them (`back`) and the penalty kept of that. */
export function refundSums(refunds: readonly Omit<TItemRefund, 'id'>[]): { back: number; penalty: number } {
  let back = 0;
  let penalty = 0;
  for (const refund of refunds) {
    back += refund.back;
    penalty += refund.penalty;
  }
  return { back, penalty };
}

/** The order history's line per item refunded: whom or what (`name`), the amount given back and the penalty kept. */
export function refundLines<TPlan extends Omit<TItemRefund, 'id'>>(
  plans: readonly TPlan[],
  nameOf: (plan: TPlan) => string,
): { name: string; amount: number; penalty: number }[] {
  return plans.map((plan) => ({ name: nameOf(plan), amount: plan.back - plan.penalty, penalty: plan.penalty }));
}

/**
 * What a refund of these items comes to: what was paid for them (`back`) and the penalty kept, the history's line
 * per item (`lines`), and the order's money after it (`money`: `refundedMoney`).
 */
export function refundOf<TPlan extends Omit<TItemRefund, 'id'>>(
  order: Pick<TOrderRow, 'paid' | 'refunded' | 'penalties'>,
  plans: readonly TPlan[],
  nameOf: (plan: TPlan) => string,
) {
  const { back, penalty } = refundSums(plans);
  return { back, penalty, lines: refundLines(plans, nameOf), money: refundedMoney(order, { back, penalty }) };
}
