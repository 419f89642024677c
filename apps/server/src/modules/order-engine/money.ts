import type { TBalanceEntryKind, TLedgerReason } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../../lib/actor';
import { postLedgerEntry } from '../ledger';
import type { TOrderRow } from './order-row';

/**
 * An order's money, whatever it sells (apps/server/src/modules/order-engine/README.md): the order row carries the sums
 * over its active items; an agent pays net and the agency's own sale gross; the discount belongs to the order and never
 * exceeds what the active items cost. An agent's balance moves only through `postLedgerEntry` (the users module's one
 * ledger primitive), in the operation's transaction, with the order's PNR as its reference.
 */

/** What the totals read of an order's item (whatever a line sells: a traveller's ticket, a room). */
export interface TPricedItem {
  status: string;
  gross: number;
  commission: number;
  net: number;
}

/** Whether an item still counts: items that were refunded or removed keep their row but no longer cost anything. */
export function isActiveItem(item: { status: string }): boolean {
  return item.status === 'active';
}

/** What a payer pays of a price: an agent the net, the agency's own sale the gross. */
export function basisOf(price: { gross: number; net: number }, agentPays: boolean): number {
  return agentPays ? price.net : price.gross;
}

/** The sums over the active items and what the payer owes (docs/DOMAIN.md: an agent pays net, the agency gross). */
export function totalsOf(items: readonly TPricedItem[], agentPays: boolean, discount: number, fees: number) {
  let gross = 0;
  let commission = 0;
  let net = 0;
  for (const item of items) {
    if (!isActiveItem(item)) continue;
    gross += item.gross;
    commission += item.commission;
    net += item.net;
  }
  const basis = agentPays ? net : gross;
  // A discount never exceeds what the active items cost.
  const cappedDiscount = Math.min(discount, basis);
  return { gross, commission, net, discount: cappedDiscount, payable: basis - cappedDiscount + fees };
}

export interface TOrderMoney {
  order: TOrderRow;
  actor: TActor;
  /** Signed minor units of AMD: negative charges the agent, positive credits it. */
  amount: number;
  kind: TBalanceEntryKind;
  reason: TLedgerReason;
  now: Date;
}

/**
 * Moves an agent's balance for its order; false when a charge finds the balance and the credit limit short. The
 * agency's own sale moves no balance, and nor does a zero amount (both answer true).
 */
export async function tryMoveAgentMoney(tx: TExecutor, money: TOrderMoney): Promise<boolean> {
  const { order, amount } = money;
  if (order.agentId === null || amount === 0) return true;
  const entry = await postLedgerEntry(tx, {
    userId: order.agentId,
    amount,
    kind: money.kind,
    reason: money.reason,
    actorId: money.actor.userId,
    orderReference: order.pnr,
    now: money.now,
  });
  return entry !== null;
}

/** The same, failing the whole operation with 409 `INSUFFICIENT_BALANCE` when a charge is not covered. */
export async function moveAgentMoney(tx: TExecutor, money: TOrderMoney): Promise<void> {
  if (!(await tryMoveAgentMoney(tx, money))) throw new AppError(409, 'INSUFFICIENT_BALANCE');
}

/**
 * Charges the agent the order's payable (what a ticketing or a confirmation costs); the whole operation fails with
 * 409 when the balance and the credit limit together fall short. Run it at the end of the operation
 * (`atEnd(() => chargePayable(…))`, after the answer is stored), so that the agent's row, which every charge of that
 * agent waits on, is the last statement before the commit and stays locked for the least time.
 */
export async function chargePayable(tx: TExecutor, charge: Omit<TOrderMoney, 'amount'>): Promise<void> {
  // Ticketing spends the balance: a call made with an API key needs its `tickets` scope for it (issue 33), whichever
  // endpoint got here (the `order` call that tickets at once, the ticketing of a booking, a hotel's confirmation) and
  // whichever line. The one place every line's ticketing charges, so no line's route can forget it.
  const apiKey = charge.actor.apiKey;
  if (apiKey && !apiKey.scopes.includes('tickets')) {
    throw new AppError(403, 'API_KEY_SCOPE', undefined, undefined, { params: { scope: 'tickets' } });
  }
  if (charge.order.payable <= 0) return;
  await moveAgentMoney(tx, { ...charge, amount: -charge.order.payable });
}

/**
 * A refund's two moves of the agent's balance, each naming the refunded travellers: what is given back (`back`),
 * then the penalty kept of it. The agency's own sale moves nothing.
 */
export async function moveRefundMoney(
  tx: TExecutor,
  refund: { order: TOrderRow; actor: TActor; back: number; penalty: number; names: readonly string[]; now: Date },
): Promise<void> {
  const { order, actor, now } = refund;
  const params = { pnr: order.pnr, passengers: [...refund.names] };
  await moveAgentMoney(tx, {
    order,
    actor,
    amount: refund.back,
    kind: 'refund',
    reason: { code: 'refund', params },
    now,
  });
  await moveAgentMoney(tx, {
    order,
    actor,
    amount: -refund.penalty,
    kind: 'penalty',
    reason: { code: 'refundPenalty', params },
    now,
  });
}

/**
 * What a refund writes of the order's money: what is given back (`back` less the penalty kept) leaves `paid` and
 * joins `refunded`; the penalty joins `penalties`.
 */
export function refundedMoney(
  order: Pick<TOrderRow, 'refunded' | 'penalties' | 'paid'>,
  refund: { back: number; penalty: number },
) {
  const given = refund.back - refund.penalty;
  return { refunded: order.refunded + given, penalties: order.penalties + refund.penalty, paid: order.paid - given };
}
