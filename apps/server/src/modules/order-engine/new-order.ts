import { randomBytes } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { pnrFromBytes, type TOrderHistoryValues } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import {
  historyOfWrittenRowText,
  historyParams,
  historyRow,
  recordHistory,
  type THistoryEntry,
} from '../../lib/history';
import { preparedText } from '../../lib/prepared-read';
import type { TAgencyRates } from './agency-rates';
import type { totalsOf } from './money';
import type { TNewOrderStart } from './order-owner';
import {
  displayName,
  ORDER_COLUMNS,
  toOrderRow,
  type TNewOrderRow,
  type TOrderRow,
  type TPerson,
  type TRaw,
} from './order-row';

/**
 * New orders under fresh PNRs. A PNR is drawn at random (6 letters and digits of the contract's alphabet); the
 * insert does nothing on a clash (one in about a billion) and a new PNR is drawn.
 */

/** Runs an insert under fresh random PNRs until one is free (the insert answers undefined on a clash). */
export async function withFreshPnr<T>(insert: (pnr: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insert(pnrFromBytes(randomBytes(6)));
    if (inserted !== undefined) return inserted;
  }
  throw new Error('no free PNR after 5 draws');
}

/** Inserts an order row alone under a fresh random PNR. */
async function insertOrderWithPnr(tx: TExecutor, values: TNewOrderRow): Promise<TOrderRow> {
  return withFreshPnr(async (pnr) => {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, pnr })
      .onConflictDoNothing({ target: orders.pnr })
      .returning();
    return row;
  });
}

/**
 * A split's new order: a copy of the original (its line, agent, status, dates, rates, contact) under a fresh PNR,
 * created by the actor now, with the moving items' totals and what was paid for them; no fees, refunds or penalties
 * come along. The line then moves the items to it.
 */
export function insertSplitOrder(
  tx: TExecutor,
  split: { actor: TActor; order: TOrderRow; totals: ReturnType<typeof totalsOf>; paid: number; now: Date },
): Promise<TOrderRow> {
  const { id: _id, pnr: _pnr, createdAt: _created, updatedAt: _updated, ...copied } = split.order;
  return insertOrderWithPnr(tx, {
    ...copied,
    createdById: split.actor.userId,
    ...split.totals,
    fees: 0,
    paid: split.paid,
    refunded: 0,
    penalties: 0,
    createdAt: split.now,
    updatedAt: split.now,
  });
}

/** The new order's own history of a split: where it came from, with whom, and what it costs. */
export async function recordSplitFrom(
  tx: TExecutor,
  split: { actor: TActor; from: TOrderRow; created: TOrderRow; passengers: string[] },
): Promise<void> {
  await recordHistory(tx, {
    actor: { userId: split.actor.userId },
    entity: 'order',
    entityId: split.created.id,
    action: 'splitFrom',
    newValues: {
      status: split.created.status,
      fromPnr: split.from.pnr,
      passengers: split.passengers,
      payable: split.created.payable,
    } satisfies TOrderHistoryValues,
  });
}

/**
 * A line's inserts of a new order's items, as statement text: a module constant of the line, so that the statement
 * of a new order is built once per line and shape of order, and prepared by name (lib/prepared-read.ts).
 */
export interface TItemStatement {
  /**
   * The CTEs over the new order `o` (`name as (insert … from o … returning …)`, …), numbering their parameters from
   * `$first` on (the values given with the order, `itemValues`).
   */
  ctes: (first: number) => string;
  /** What the answer selects of the CTEs, beside the order's columns (`(select …) as name`). */
  select: string;
}

/** A new order with the line's items, for insertOrderWithItems. */
export interface TNewOrderStatement<TItems> {
  order: TNewOrderRow;
  /** The history row of the new order, given its PNR. */
  history: (pnr: string) => Pick<THistoryEntry, 'actor' | 'action' | 'newValues'>;
  items: TItemStatement;
  /** The parameters of `items.ctes`, in their order. */
  itemValues: readonly unknown[];
  /** The items as the line reads them from the answer's row. */
  read: (raw: TRaw) => TItems;
}

const COLUMNS = getTableColumns(orders) as unknown as Record<
  string,
  { name: string; mapToDriverValue: (value: unknown) => unknown }
>;
const statements = new WeakMap<TItemStatement, Map<string, string>>();

/**
 * The statement of a new order whose row sets `keys` (the other columns take their defaults) and of the line's items:
 * the order's values in `$1`…, then the history row's, then the items'. Built once per shape.
 */
function newOrderStatement(items: TItemStatement, keys: readonly string[]): string {
  let byShape = statements.get(items);
  if (!byShape) {
    byShape = new Map();
    statements.set(items, byShape);
  }
  const shape = keys.join(',');
  let text = byShape.get(shape);
  if (!text) {
    const n = keys.length;
    text = `with o as (insert into orders (${keys.map((key) => COLUMNS[key]!.name).join(', ')})
        values (${keys.map((_, index) => `$${index + 1}`).join(', ')})
        on conflict (pnr) do nothing returning *),
      written as (${historyOfWrittenRowText(n + 1)}),
      ${items.ctes(n + 6)}
      select ${ORDER_COLUMNS}, ${items.select} from o`;
    byShape.set(shape, text);
  }
  return text;
}

/**
 * Inserts a new order with its items and its history row in one statement (a pre-order's round trips to the
 * database are most of its cost), under a fresh random PNR. Answers the order row and the line's items.
 */
export async function insertOrderWithItems<TItems>(
  tx: TExecutor,
  statement: TNewOrderStatement<TItems>,
): Promise<{ order: TOrderRow; items: TItems }> {
  return withFreshPnr(async (pnr) => {
    const values: Record<string, unknown> = { ...statement.order, pnr };
    const keys = Object.keys(values).filter((key) => values[key] !== undefined);
    // The entity id is the new order's, taken from the statement (historyOfWrittenRowText).
    const entry = historyRow({ entity: 'order', entityId: 0, ...statement.history(pnr) });
    const [raw] = await preparedText<TRaw>(tx, newOrderStatement(statement.items, keys), [
      ...keys.map((key) => (values[key] === null ? null : COLUMNS[key]!.mapToDriverValue(values[key]))),
      ...historyParams(entry),
      ...statement.itemValues,
    ]);
    return raw && { order: toOrderRow(raw), items: statement.read(raw) };
  });
}

/**
 * The columns every line's new hold sets alike: whose it is and who made it, the agency rates frozen into it, its
 * time limit, the contact and comment of the request, and now. The line adds what it sells (its dates, totals).
 */
function newHoldColumns(hold: {
  agentId: number | null;
  actor: TActor;
  rates: TAgencyRates;
  holdExpiresAt: Date;
  now: Date;
  input: { contact: { name: string; phone: string; email: string }; comment?: string | null };
}) {
  const { rates, input, now } = hold;
  return {
    agentId: hold.agentId,
    createdById: hold.actor.userId,
    status: 'hold' as const,
    rateDate: rates.date,
    usdRate: rates.USD === null ? null : rates.USD.toFixed(4),
    eurRate: rates.EUR === null ? null : rates.EUR.toFixed(4),
    holdExpiresAt: hold.holdExpiresAt,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    contactEmail: input.contact.email,
    comment: input.comment,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A new hold's history row, given its PNR: the PNR and status, its agent, what the line sells (`values`: flights,
 * travellers, the stay …), then its payable and time limit.
 */
function preOrderHistory(
  hold: { actor: TActor; agent: Parameters<typeof displayName>[0] | null; payable: number; holdExpiresAt: Date },
  values: TOrderHistoryValues,
) {
  return (pnr: string) => ({
    actor: { userId: hold.actor.userId },
    action: 'preOrder',
    newValues: {
      pnr,
      status: 'hold',
      ...(hold.agent ? { agent: displayName(hold.agent) } : {}),
      ...values,
      payable: hold.payable,
      holdExpiresAt: hold.holdExpiresAt.toISOString(),
    } satisfies TOrderHistoryValues,
  });
}

/**
 * A new hold of any line, from its pre-order's start (`startNewOrder`) and the sale it read: the order columns every
 * line sets alike (`columns`; the line adds what it sells and its totals) and its history row (`history`, given the
 * payable and what the line sells). It lapses the agency's hold minutes (Settings) from now.
 */
export function newHold(
  start: Pick<TNewOrderStart, 'now' | 'agentId'>,
  hold: {
    actor: TActor;
    /** The people the sale read (`userIds` of the start): the agent's name goes into the history. */
    people: readonly TPerson[];
    rates: TAgencyRates;
    limits: { holdMinutes: number };
    input: Parameters<typeof newHoldColumns>[0]['input'];
  },
) {
  const { now, agentId } = start;
  const { actor } = hold;
  const holdExpiresAt = new Date(now.getTime() + hold.limits.holdMinutes * 60_000);
  // The owner and the creator were checked just before and the sale read them: a missing one is a bug, not input.
  const person = (id: number) => {
    const found = hold.people.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`user ${id} not found`);
    return found;
  };
  const agent = agentId === null ? null : person(agentId);
  return {
    holdExpiresAt,
    /** Whom the order names: its agent (null for the agency's own) and its creator, as the order view shows them. */
    parties: { agent, creator: person(actor.userId) },
    columns: newHoldColumns({ agentId, actor, rates: hold.rates, holdExpiresAt, now, input: hold.input }),
    history: (payable: number, values: TOrderHistoryValues) =>
      preOrderHistory({ actor, agent, payable, holdExpiresAt }, values),
  };
}
