import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { TApprovalKind, TApprovalStatus } from '@frs/contract';
import { createdAt, minorUnits, updatedAt } from './columns';
import { users } from './core';
import { orders } from './orders';

/**
 * Four-eyes approval (issue 19). A money operation that needs a second staff member's approval is stored here, with
 * its input exactly as validated, instead of being run; an approver (never the requester) runs it later in the
 * approval's transaction. `(requester_id, idempotency_key)` is unique: replaying the request's call answers the same
 * request.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<TApprovalKind>().notNull(),
    status: text('status').$type<TApprovalStatus>().notNull().default('pending'),
    /** The agent whose balance or credit moves (an order's agent for order operations; null: the agency's sale). */
    agentId: integer('agent_id').references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    /** The operation's input, as its endpoint validated it: what runs on approval. */
    input: jsonb('input').notNull(),
    /** The Idempotency-Key of the request's call, and the hash of the call (a reuse for another call is a 422). */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** What the operation came to when it was requested (minor units of AMD): the measure and the old and new values. */
    amount: minorUnits('amount').notNull(),
    oldValue: minorUnits('old_value'),
    newValue: minorUnits('new_value'),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    deciderId: integer('decider_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('approval_requests_requester_key_unique').on(table.requesterId, table.idempotencyKey),
    check('approval_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    // The list: pending first, then the newest.
    index('approval_requests_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** A single row (id = 1): the thresholds above which discounts and refunds need approval (null: never). */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    id: integer('id').primaryKey().default(1),
    discountThreshold: minorUnits('discount_threshold'),
    refundThreshold: minorUnits('refund_threshold'),
    updatedAt: updatedAt(),
  },
  (table) => [check('approval_settings_single_row', sql`${table.id} = 1`)],
);
