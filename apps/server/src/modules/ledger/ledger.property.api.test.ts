import { asc, desc, eq, and, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { balanceEntries, users } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-app';
import type { TDatabaseHandle } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { setAgentCreditLimit, transferToAgent, useAgentBalance } from './ledger-service';

/**
 * docs/DOMAIN.md: "The sum of an agent's entries always equals its balance; a test must prove it after any sequence of
 * operations." Random sequences of transfers, top-ups, charges and credit-limit changes — each sent 1 to 4 times
 * at once with one Idempotency-Key, as a double click or a retry would — run through the services on the real
 * database, next to a plain model of what each should do.
 */

let database: TDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type TOperation =
  { kind: 'transfer'; amount: number } | { kind: 'use'; amount: number } | { kind: 'creditLimit'; creditLimit: number };

interface TCommand {
  operation: TOperation;
  /** How many identical calls (same key, same body) run at once. */
  copies: number;
}

const operationArbitrary: fc.Arbitrary<TOperation> = fc.oneof(
  fc.record({ kind: fc.constant('transfer' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({
    kind: fc.constant('use' as const),
    amount: fc.integer({ min: -400_000, max: 400_000 }).filter((amount) => amount !== 0),
  }),
  fc.record({ kind: fc.constant('creditLimit' as const), creditLimit: fc.integer({ min: 0, max: 300_000 }) }),
);

const scenarioArbitrary = fc.record({
  adminOpening: fc.integer({ min: 0, max: 1_000_000 }),
  commands: fc.array(fc.record({ operation: operationArbitrary, copies: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 10,
  }),
});

function actorOf(user: { id: number; role: 'Super Admin' | 'Admin' }): TActor {
  return { userId: user.id, role: user.role, baseRole: user.role, adminGroups: null };
}

async function ledgerOf(userId: number) {
  const db = database.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [total] = await db
    .select({ total: sum(balanceEntries.amount) })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId));
  const [lastLimit] = await db
    .select({ creditLimitAfter: balanceEntries.creditLimitAfter })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.userId, userId), eq(balanceEntries.kind, 'credit-limit')))
    .orderBy(desc(balanceEntries.sequence))
    .limit(1);
  const entries = await db
    .select({ sequence: balanceEntries.sequence, amount: balanceEntries.amount, after: balanceEntries.balanceAfter })
    .from(balanceEntries)
    .where(eq(balanceEntries.userId, userId))
    .orderBy(asc(balanceEntries.sequence));
  if (!user) throw new Error('no user');
  // In the ledger's own order every balance after is the one before plus the amount, numbered 1, 2, … without gaps.
  let running = 0;
  const chain = entries.map((entry, index) => {
    running += entry.amount;
    return entry.sequence === index + 1 && entry.after === running;
  });
  return {
    balance: user.balance,
    creditLimit: user.creditLimit,
    entrySum: Number(total?.total ?? 0),
    lastLimitEntry: lastLimit?.creditLimitAfter ?? 0,
    chainHolds: chain.every(Boolean) && user.ledgerSequence === entries.length,
  };
}

let keySequence = 0;

describe('the ledger, under any sequence of money operations', () => {
  it('keeps balance = sum of entries, never below minus the credit limit, and moves money once per key', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ adminOpening, commands }) => {
        const db = database.db;
        const admin = await createUser(db, { role: 'Admin', balance: adminOpening });
        const superAdmin = await createUser(db, { role: 'Super Admin' });
        const agent = await createUser(db);
        const model = { admin: adminOpening, agent: 0, creditLimit: 0 };

        for (const command of commands as TCommand[]) {
          keySequence += 1;
          const key = `property-${keySequence}`;
          const { operation } = command;
          const call = () => {
            if (operation.kind === 'transfer') {
              return transferToAgent({
                db,
                actor: actorOf({ id: admin.id, role: 'Admin' }),
                agentId: agent.id,
                input: { amount: operation.amount },
                idempotencyKey: key,
              });
            }
            if (operation.kind === 'use') {
              return useAgentBalance({
                db,
                actor: actorOf({ id: superAdmin.id, role: 'Super Admin' }),
                agentId: agent.id,
                input: { amount: operation.amount, reason: 'property test' },
                idempotencyKey: key,
              });
            }
            return setAgentCreditLimit({
              db,
              actor: actorOf({ id: superAdmin.id, role: 'Super Admin' }),
              agentId: agent.id,
              input: { creditLimit: operation.creditLimit },
              idempotencyKey: key,
            });
          };
          const outcomes = await Promise.allSettled(Array.from({ length: command.copies }, call));

          // What the model says: the operation applies once, or is refused without a trace.
          let allowed: boolean;
          if (operation.kind === 'transfer') allowed = model.admin >= operation.amount;
          else if (operation.kind === 'use') allowed = model.agent + operation.amount >= -model.creditLimit;
          else allowed = model.agent + operation.creditLimit >= 0;
          if (allowed) {
            if (operation.kind === 'transfer') {
              model.admin -= operation.amount;
              model.agent += operation.amount;
            } else if (operation.kind === 'use') model.agent += operation.amount;
            else model.creditLimit = operation.creditLimit;
          }

          for (const outcome of outcomes) {
            if (allowed) {
              expect(outcome.status).toBe('fulfilled');
            } else {
              expect(outcome.status).toBe('rejected');
              if (outcome.status === 'rejected') {
                expect(outcome.reason).toBeInstanceOf(AppError);
                expect((outcome.reason as AppError).statusCode).toBe(409);
              }
            }
          }
          const answers = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
          // Replays answer what the first call answered (from the database: same values, maybe another key order).
          for (const answer of answers) expect(answer).toEqual(answers[0]);

          const agentLedger = await ledgerOf(agent.id);
          const adminLedger = await ledgerOf(admin.id);
          expect(agentLedger.balance).toBe(agentLedger.entrySum);
          expect(adminLedger.balance).toBe(adminLedger.entrySum);
          expect(agentLedger.balance).toBeGreaterThanOrEqual(-agentLedger.creditLimit);
          expect(adminLedger.balance).toBeGreaterThanOrEqual(0);
          expect(agentLedger.creditLimit).toBe(agentLedger.lastLimitEntry);
          expect(agentLedger.chainHolds).toBe(true);
          expect(adminLedger.chainHolds).toBe(true);
          expect({
            admin: adminLedger.balance,
            agent: agentLedger.balance,
            creditLimit: agentLedger.creditLimit,
          }).toEqual(model);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
