import type { TSearchOffer } from '@frs/contract';
import type { TPayer } from './checkout-form-values';

/**
 * "Hold and issue tickets" in one step (issue 31): the pre-order and then the ticketing of its hold, through their
 * own endpoints and Idempotency-Keys. Whether the checkout offers it, and for how much.
 */

/** What the one step would charge, and to whom. */
export type TOneStepOffer =
  | { payer: 'agency'; amount: number }
  | { payer: 'own' | 'agent'; amount: number; balance: number; available: number; agentName: string };

/** The choice the checkout shows: the one step, or why not (null: nothing to say yet, e.g. no agent chosen). */
export type TOneStepChoice =
  { offered: true; offer: TOneStepOffer } | { offered: false; shortfall: { amount: number; available: number } | null };

/** Why the one step stopped after the hold (the hold stays, and is ticketed from the hold panel or the order page). */
export type TOneStepProblem = { kind: 'failed'; reason: string } | { kind: 'priceChanged'; confirmed: number };

/**
 * An agent's own order, or one that staff make for an agent, is charged the net price to that agent's balance, and is
 * offered in one step only when balance and credit cover it (the server would refuse the ticketing otherwise, after
 * the hold). The agency's own sale moves no balance: its one step is always offered, at the gross price.
 */
export function oneStepChoice(options: {
  payer: TPayer;
  offer: Pick<TSearchOffer, 'total'>;
  /** The paying agent's balance: one's own, or the chosen agent's; undefined while unknown. */
  balance: { currentBalance: number; creditLimit: number } | undefined;
  agentName: string;
}): TOneStepChoice {
  const { payer, offer, balance } = options;
  if (payer === 'agency') return { offered: true, offer: { payer, amount: offer.total.gross } };
  if (!balance) return { offered: false, shortfall: null };
  const amount = offer.total.net;
  const available = balance.currentBalance + balance.creditLimit;
  if (available < amount) return { offered: false, shortfall: { amount, available } };
  return {
    offered: true,
    offer: { payer, amount, balance: balance.currentBalance, available, agentName: options.agentName },
  };
}
