import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ZLedgerReason } from '@frs/contract';
import type {
  TBalanceEntry,
  TBalanceEntryKind,
  TBalanceHistoryResponse,
  TBalanceOperationResponse,
  TCreditLimitRequest,
  TLedgerReason,
  TTransferRequest,
  TUseBalanceRequest,
  ZBalanceHistoryExportRequest,
  ZBalanceHistoryRequest,
} from '@frs/contract';
import type { TExecutor, TTransaction } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import { balanceEntries, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { preparedText } from '../../lib/prepared-read';
import { runIdempotent } from '../../lib/idempotency';
import { assertUserReachable } from '../../lib/row-scope';
import type { TActor } from '../../lib/actor';
import type { TExportRow } from '../../lib/list-export';
import { batchesOfList, countRowsOf, pageOfList, type TListSource } from '../../lib/list-query';
import { checkLowBalance } from '../alerts';

/**
 * The ledger (docs/DOMAIN.md "Money"). A balance changes only together with its entry, in one transaction; the cached
 * `users.balance` always equals the sum of the user's entries. Balances move by conditional UPDATEs (the condition
 * is the rule: the admin has the money, the agent stays within its credit limit), so no number of concurrent calls
 * can break the rule, and the table's check constraint backs it. Every call runs under its Idempotency-Key.
 */

interface TMoneyCall<TInput> {
  /** The database, or the transaction of an approval that runs a held call (modules/approvals). */
  db: TExecutor;
  actor: TActor;
  agentId: number;
  input: TInput;
  idempotencyKey: string;
  now?: Date;
}

/** The agent an operation targets, locked: unknown ids answer 404, users who are not agents 409. */
async function lockAgent(tx: TTransaction, agentId: number) {
  const [agent] = await tx.select().from(users).where(eq(users.id, agentId)).limit(1).for('update');
  if (!agent) throw notFound();
  if (agent.role !== 'user') throw new AppError(409, 'NOT_AN_AGENT');
  return agent;
}

export interface TLedgerEntryInput {
  userId: number;
  /** Signed integer minor units of AMD: negative debits, positive credits. */
  amount: number;
  kind: TBalanceEntryKind;
  /** An admin's own words, or a reason of the system as a code and parameters (rendered in the reader's language). */
  reason: string | TLedgerReason | null;
  /** Who made the change; null for the system. */
  actorId: number | null;
  counterpartyId?: number | null;
  /** The PNR of the order the money is for. */
  orderReference?: string | null;
  /** How far a debit may go: `credit` down to minus the credit limit (agents), `cash` not below zero (an admin). */
  limit?: 'credit' | 'cash';
  now: Date;
}

export interface TPostedEntry {
  entryId: number;
  balance: number;
  creditLimit: number;
}

/** The reason columns of an entry: free text, or a code with its parameters. */
function reasonColumns(reason: TLedgerEntryInput['reason']) {
  if (reason === null || typeof reason === 'string') return { reason, reasonCode: null, reasonParams: null };
  return { reason: null, reasonCode: reason.code, reasonParams: reason.params };
}

/**
 * The statement of postLedgerEntry: `$1` the user, `$2` the signed amount, `$3` the time, `$4` true for the `cash`
 * limit (else the credit limit), then the entry's columns. Static, so that it is prepared by name on PostgreSQL: a
 * ticketing runs it last, holding the agent's row until its commit (the booking bench replays it).
 */
export const POST_LEDGER_ENTRY = `with updated as (
    update users
    set balance = balance + $2::bigint, ledger_sequence = ledger_sequence + 1, updated_at = $3::timestamptz
    where id = $1::integer
      and ($2::bigint >= 0 or balance + $2::bigint + (case when $4::boolean then 0 else credit_limit end) >= 0)
    returning balance, credit_limit, ledger_sequence
  ), inserted as (
    insert into balance_entries (user_id, sequence, kind, amount, balance_after, reason, reason_code, reason_params,
      actor_id, counterparty_id, order_reference, created_at)
    select $1::integer, updated.ledger_sequence, $5::text, $2::bigint, updated.balance, $6::text, $7::text,
      $8::jsonb, $9::integer, $10::integer, $11::text, $3::timestamptz
    from updated
    returning id, balance_after
  )
  select inserted.id, inserted.balance_after, updated.credit_limit from inserted, updated`;

/**
 * The one way a balance moves: a conditional UPDATE of the user's balance and the ledger entry with the balance
 * after it, in one statement inside the caller's transaction. A debit applies only while the rule holds (`credit`:
 * balance + amount + credit limit >= 0; `cash`: balance + amount >= 0), so no number of concurrent debits can break
 * it; a refused debit answers null and changes nothing (the caller throws its own 409). The same UPDATE takes the
 * entry's sequence number, so entries are numbered in the order their balances moved (the row lock's order).
 */
export async function postLedgerEntry(tx: TExecutor, entry: TLedgerEntryInput): Promise<TPostedEntry | null> {
  const { reason, reasonCode, reasonParams } = reasonColumns(entry.reason);
  const [row] = await preparedText<{ id: number; balance_after: string | number; credit_limit: string | number }>(
    tx,
    POST_LEDGER_ENTRY,
    [
      entry.userId,
      entry.amount,
      entry.now.toISOString(),
      entry.limit === 'cash',
      entry.kind,
      reason,
      reasonCode,
      reasonParams === null ? null : JSON.stringify(reasonParams),
      entry.actorId,
      entry.counterpartyId ?? null,
      entry.orderReference ?? null,
    ],
  );
  if (!row) return null;
  const posted = { entryId: Number(row.id), balance: Number(row.balance_after), creditLimit: Number(row.credit_limit) };
  // The low balance alert (issue 19) fires or re-arms in the entry's own transaction, under the row lock just taken.
  await checkLowBalance(tx, { userId: entry.userId, amount: entry.amount, now: entry.now, ...posted });
  return posted;
}

/**
 * Moves money from the acting admin's own balance to an approved agent: the admin's debit and the agent's credit
 * are two entries of one transaction. The admin's balance never goes below zero.
 */
export async function transferToAgent(call: TMoneyCall<TTransferRequest>): Promise<TBalanceOperationResponse> {
  const { db, actor, agentId, input } = call;
  const now = call.now ?? new Date();
  const reason = input.reason ?? null;
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `users.transfer:${agentId}`, request: input },
    async (tx) => {
      const agent = await lockAgent(tx, agentId);
      if (agent.status !== 'approved') throw new AppError(409, 'AGENT_NOT_APPROVED');
      const common = { reason, actorId: actor.userId, now };
      const debited = await postLedgerEntry(tx, {
        ...common,
        userId: actor.userId,
        kind: 'transfer-out',
        amount: -input.amount,
        counterpartyId: agentId,
        limit: 'cash',
      });
      if (!debited) throw new AppError(409, 'INSUFFICIENT_BALANCE', { amount: 'insufficientBalance' });
      const credited = await postLedgerEntry(tx, {
        ...common,
        userId: agentId,
        kind: 'transfer-in',
        amount: input.amount,
        counterpartyId: actor.userId,
      });
      if (!credited) throw notFound();
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: agentId,
        action: 'transfer',
        oldValues: { balance: agent.balance },
        newValues: { balance: credited.balance, amount: input.amount, fromUserId: actor.userId, reason },
      });
      return {
        entryId: credited.entryId,
        userId: agentId,
        balance: credited.balance,
        creditLimit: credited.creditLimit,
        actorBalance: debited.balance,
      };
    },
  );
}

/**
 * Super Admin: a top-up (amount > 0) or a charge (amount < 0) of an agent's balance with its reason. A charge may
 * take the balance below zero only down to minus the credit limit.
 */
export async function useAgentBalance(call: TMoneyCall<TUseBalanceRequest>): Promise<TBalanceOperationResponse> {
  const { db, actor, agentId, input } = call;
  const now = call.now ?? new Date();
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `users.use-balance:${agentId}`, request: input },
    async (tx) => {
      const agent = await lockAgent(tx, agentId);
      const kind = input.amount > 0 ? 'top-up' : 'use';
      const updated = await postLedgerEntry(tx, {
        userId: agentId,
        kind,
        amount: input.amount,
        reason: input.reason,
        actorId: actor.userId,
        now,
      });
      if (!updated) throw new AppError(409, 'CREDIT_LIMIT_EXCEEDED', { amount: 'creditLimitExceeded' });
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: agentId,
        action: kind,
        oldValues: { balance: agent.balance },
        newValues: { balance: updated.balance, amount: input.amount, reason: input.reason },
      });
      return {
        entryId: updated.entryId,
        userId: agentId,
        balance: updated.balance,
        creditLimit: updated.creditLimit,
        actorBalance: null,
      };
    },
  );
}

/**
 * Super Admin: the agent's credit limit, written as a ledger entry (amount 0, the limit after it). The limit may
 * not drop below what the agent already owes.
 */
export async function setAgentCreditLimit(call: TMoneyCall<TCreditLimitRequest>): Promise<TBalanceOperationResponse> {
  const { db, actor, agentId, input } = call;
  const now = call.now ?? new Date();
  return runIdempotent(
    { db, actorId: actor.userId, key: call.idempotencyKey, scope: `users.credit-limit:${agentId}`, request: input },
    async (tx) => {
      const agent = await lockAgent(tx, agentId);
      const [updated] = await tx
        .update(users)
        .set({ creditLimit: input.creditLimit, ledgerSequence: sql`${users.ledgerSequence} + 1`, updatedAt: now })
        .where(and(eq(users.id, agentId), gte(sql`${users.balance} + ${input.creditLimit}`, 0)))
        .returning({ balance: users.balance, creditLimit: users.creditLimit, sequence: users.ledgerSequence });
      if (!updated) {
        throw new AppError(409, 'CREDIT_LIMIT_BELOW_DEBT', { creditLimit: 'creditLimitBelowDebt' });
      }
      const [entry] = await tx
        .insert(balanceEntries)
        .values({
          userId: agentId,
          sequence: updated.sequence,
          kind: 'credit-limit',
          amount: 0,
          balanceAfter: updated.balance,
          creditLimitAfter: updated.creditLimit,
          reason: input.reason ?? null,
          actorId: actor.userId,
          createdAt: now,
        })
        .returning({ id: balanceEntries.id });
      if (!entry) throw new Error('entry not inserted');
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: agentId,
        action: 'credit-limit',
        oldValues: { creditLimit: agent.creditLimit },
        newValues: { creditLimit: updated.creditLimit, reason: input.reason ?? null },
      });
      return {
        entryId: entry.id,
        userId: agentId,
        balance: updated.balance,
        creditLimit: updated.creditLimit,
        actorBalance: null,
      };
    },
  );
}

/** The coded reason of a stored entry, as the API answers it (null: the entry has free text or none). */
export function systemReasonOf(
  entry: Pick<typeof balanceEntries.$inferSelect, 'reasonCode' | 'reasonParams'>,
): TLedgerReason | null {
  if (entry.reasonCode === null) return null;
  const parsed = ZLedgerReason.safeParse({ code: entry.reasonCode, params: entry.reasonParams });
  return parsed.success ? parsed.data : null;
}

const actorUser = alias(users, 'actor_user');
const counterpartyUser = alias(users, 'counterparty_user');

function nameOf(
  user: { id: number; contactNameSurname: string | null; companyName: string | null; email: string } | null,
) {
  if (!user) return null;
  return { userId: user.id, name: user.companyName || user.contactNameSurname || user.email };
}

/** A user's ledger entries with the names of who made each and of the other side of a transfer. */
function selectEntries(db: TReadExecutor) {
  return db
    .select({
      entry: balanceEntries,
      actor: {
        id: actorUser.id,
        contactNameSurname: actorUser.contactNameSurname,
        companyName: actorUser.companyName,
        email: actorUser.email,
      },
      counterparty: {
        id: counterpartyUser.id,
        contactNameSurname: counterpartyUser.contactNameSurname,
        companyName: counterpartyUser.companyName,
        email: counterpartyUser.email,
      },
    })
    .from(balanceEntries)
    .leftJoin(actorUser, eq(actorUser.id, balanceEntries.actorId))
    .leftJoin(counterpartyUser, eq(counterpartyUser.id, balanceEntries.counterpartyId));
}

type TLedgerRow = Awaited<ReturnType<typeof selectEntries>>[number];

/**
 * The ledger as a source of the one list query (`lib/list-query.ts`). It is ordered by the sequence, not the clock:
 * concurrent transactions read their clocks in one order and move the balance in another, and only the latter makes
 * each balance after follow from the one before. The sequence is unique per user, so it ends every order too.
 */
function ledgerSource(db: TReadExecutor): TListSource<TLedgerRow, 'createdAt'> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      selectEntries(db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countRowsOf(db, balanceEntries),
    sortColumns: { createdAt: balanceEntries.sequence },
    defaultOrder: [],
    tieBreaker: balanceEntries.sequence,
  };
}

type TLedgerFilter = Omit<z.output<typeof ZBalanceHistoryExportRequest>, 'format'>;

/** The history's conditions, after the caller's reach to the user is checked (404: another's, or no such user). */
async function ledgerConditions(db: TReadExecutor, actor: TActor, userId: number, input: TLedgerFilter) {
  assertUserReachable(actor, userId);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return [
    eq(balanceEntries.userId, userId),
    input.from ? gte(balanceEntries.createdAt, new Date(input.from)) : undefined,
    input.to ? lt(balanceEntries.createdAt, new Date(input.to)) : undefined,
  ];
}

/** POST /api/users/balance-history/{id}: one's own, or anyone's for the roles that may see agents. */
export async function balanceHistory(options: {
  db: TExecutor;
  actor: TActor;
  userId: number;
  input: z.output<typeof ZBalanceHistoryRequest>;
}): Promise<TBalanceHistoryResponse> {
  const { db, actor, userId, input } = options;
  const conditions = await ledgerConditions(db, actor, userId, input);
  const page = await pageOfList(ledgerSource(db), conditions, input);
  const result: TBalanceEntry[] = page.result.map(({ entry, actor: who, counterparty }) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    creditLimitAfter: entry.creditLimitAfter,
    reason: entry.reason,
    systemReason: systemReasonOf(entry),
    orderReference: entry.orderReference,
    actor: nameOf(who),
    counterparty: nameOf(counterparty),
  }));
  return { result, count: page.count, countCapped: page.countCapped };
}

/** The details of a system's reason that its code does not say (whose refund, which names, the admin's note). */
function reasonDetails(reason: TLedgerReason | null): string {
  switch (reason?.code) {
    case 'refund':
    case 'refundPenalty':
    case 'dateChangeFee':
      return reason.params.passengers.join(', ');
    case 'nameChange':
      return `${reason.params.from} → ${reason.params.to}`;
    case 'discount':
      return reason.params.note;
    default:
      return '';
  }
}

/**
 * POST /api/users/balance-history/{id}/export: the same entries as the history (the same reach, period and order),
 * one row per entry. The reach is checked before the file starts, so that a refusal is still a 404.
 */
export async function balanceHistoryExport(options: {
  db: TReadExecutor;
  actor: TActor;
  userId: number;
  input: TLedgerFilter;
}): Promise<AsyncGenerator<TExportRow<'balanceHistory'>[]>> {
  const { db, actor, userId, input } = options;
  const conditions = await ledgerConditions(db, actor, userId, input);
  return (async function* () {
    for await (const batch of batchesOfList(ledgerSource(db), conditions, input)) {
      yield batch.map(({ entry, actor: who, counterparty }) => {
        const systemReason = systemReasonOf(entry);
        return {
          date: entry.createdAt,
          kind: entry.kind,
          reason: systemReason?.code ?? null,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          creditLimitAfter: entry.creditLimitAfter,
          orderPnr: entry.orderReference,
          by: nameOf(who)?.name ?? null,
          counterparty: nameOf(counterparty)?.name ?? null,
          comment: entry.reason ?? reasonDetails(systemReason),
        };
      });
    }
  })();
}
