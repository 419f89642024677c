import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TBalanceEntry,
  TBalanceHistoryResponse,
  TBalanceOperationResponse,
  TCreditLimitRequest,
  TTransferRequest,
  TUseBalanceRequest,
  ZBalanceHistoryRequest,
} from '@frs/contract';
import type { TDatabase, TExecutor, TTransaction } from '../../db/database';
import { balanceEntries, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import { runIdempotent } from '../../lib/idempotency';
import type { TActor } from '../auth/session';
import { assertMayRead } from './users-service';

/**
 * The ledger (DOMAIN.md, Money). A balance changes only together with its entry, in one transaction; the cached
 * `users.balance` always equals the sum of the user's entries. Balances move by conditional UPDATEs (the condition
 * is the rule: the admin has the money, the agent stays within its credit limit), so no number of concurrent calls
 * can break the rule, and the table's check constraint backs it. Every call runs under its Idempotency-Key.
 */

interface TMoneyCall<TInput> {
  db: TDatabase;
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
      const [debited] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} - ${input.amount}`, updatedAt: now })
        .where(and(eq(users.id, actor.userId), gte(users.balance, input.amount)))
        .returning({ balance: users.balance });
      if (!debited) throw new AppError(409, 'INSUFFICIENT_BALANCE', { amount: 'insufficientBalance' });
      const [credited] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} + ${input.amount}`, updatedAt: now })
        .where(eq(users.id, agentId))
        .returning({ balance: users.balance, creditLimit: users.creditLimit });
      if (!credited) throw notFound();
      await tx.insert(balanceEntries).values({
        userId: actor.userId,
        kind: 'transfer-out',
        amount: -input.amount,
        balanceAfter: debited.balance,
        reason,
        actorId: actor.userId,
        counterpartyId: agentId,
        createdAt: now,
      });
      const [entry] = await tx
        .insert(balanceEntries)
        .values({
          userId: agentId,
          kind: 'transfer-in',
          amount: input.amount,
          balanceAfter: credited.balance,
          reason,
          actorId: actor.userId,
          counterpartyId: actor.userId,
          createdAt: now,
        })
        .returning({ id: balanceEntries.id });
      if (!entry) throw new Error('entry not inserted');
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: agentId,
        action: 'transfer',
        oldValues: { balance: agent.balance },
        newValues: { balance: credited.balance, amount: input.amount, fromUserId: actor.userId, reason },
      });
      return {
        entryId: entry.id,
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
      const [updated] = await tx
        .update(users)
        .set({ balance: sql`${users.balance} + ${input.amount}`, updatedAt: now })
        .where(and(eq(users.id, agentId), gte(sql`${users.balance} + ${input.amount} + ${users.creditLimit}`, 0)))
        .returning({ balance: users.balance, creditLimit: users.creditLimit });
      if (!updated) throw new AppError(409, 'CREDIT_LIMIT_EXCEEDED', { amount: 'creditLimitExceeded' });
      const kind = input.amount > 0 ? 'top-up' : 'use';
      const [entry] = await tx
        .insert(balanceEntries)
        .values({
          userId: agentId,
          kind,
          amount: input.amount,
          balanceAfter: updated.balance,
          reason: input.reason,
          actorId: actor.userId,
          createdAt: now,
        })
        .returning({ id: balanceEntries.id });
      if (!entry) throw new Error('entry not inserted');
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: agentId,
        action: kind,
        oldValues: { balance: agent.balance },
        newValues: { balance: updated.balance, amount: input.amount, reason: input.reason },
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
        .set({ creditLimit: input.creditLimit, updatedAt: now })
        .where(and(eq(users.id, agentId), gte(sql`${users.balance} + ${input.creditLimit}`, 0)))
        .returning({ balance: users.balance, creditLimit: users.creditLimit });
      if (!updated) {
        throw new AppError(409, 'CREDIT_LIMIT_BELOW_DEBT', { creditLimit: 'creditLimitBelowDebt' });
      }
      const [entry] = await tx
        .insert(balanceEntries)
        .values({
          userId: agentId,
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

const actorUser = alias(users, 'actor_user');
const counterpartyUser = alias(users, 'counterparty_user');

function nameOf(
  user: { id: number; contactNameSurname: string | null; companyName: string | null; email: string } | null,
) {
  if (!user) return null;
  return { userId: user.id, name: user.companyName || user.contactNameSurname || user.email };
}

/** POST /api/users/balance-history/{id}: one's own, or anyone's for the roles that may see agents. */
export async function balanceHistory(options: {
  db: TExecutor;
  actor: TActor;
  userId: number;
  input: z.output<typeof ZBalanceHistoryRequest>;
}): Promise<TBalanceHistoryResponse> {
  const { db, actor, userId, input } = options;
  assertMayRead(actor, userId);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const where = and(
    eq(balanceEntries.userId, userId),
    input.from ? gte(balanceEntries.createdAt, new Date(input.from)) : undefined,
    input.to ? lt(balanceEntries.createdAt, new Date(input.to)) : undefined,
  );
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const rows = await db
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
    .leftJoin(counterpartyUser, eq(counterpartyUser.id, balanceEntries.counterpartyId))
    .where(where)
    .orderBy(direction(balanceEntries.createdAt), direction(balanceEntries.id))
    .limit(input.pageSize)
    .offset(input.page * input.pageSize);
  const [total] = await db.select({ count: count() }).from(balanceEntries).where(where);
  const result: TBalanceEntry[] = rows.map(({ entry, actor: who, counterparty }) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    creditLimitAfter: entry.creditLimitAfter,
    reason: entry.reason,
    orderReference: entry.orderReference,
    actor: nameOf(who),
    counterparty: nameOf(counterparty),
  }));
  return { result, count: total?.count ?? 0 };
}
