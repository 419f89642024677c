import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { TApprovalCloseReason, TApprovalKind, TApprovalStatus } from '@frs/contract';
import { createdAt, minorUnits, updatedAt } from './columns';
import { users } from './core';
import { flights } from './flights';
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
    /**
     * The order's discounts (or refunds) since it was sold, this one included: what the threshold is compared with,
     * so that small steps cannot add up past it unseen (issue 30). Null for balance and credit changes.
     */
    cumulativeAmount: minorUnits('cumulative_amount'),
    /** The disrupted flight a disruption refund names. */
    flightId: integer('flight_id').references(() => flights.id),
    /** Why the system closed it (`closed`): the order changed since (`TApprovalCloseReason`). */
    closeReason: text('close_reason').$type<TApprovalCloseReason>(),
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
    check(
      'approval_requests_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled', 'closed')`,
    ),
    // The list: pending first, then the newest.
    index('approval_requests_status_created_idx').on(table.status, table.createdAt),
    // The order trigger's lookup of the requests an order's change closes.
    index('approval_requests_pending_order_idx')
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A single row (id = 1): the thresholds above which discounts and refunds need approval (null: never). */
export const approvalSettings = pgTable(
  'approval_settings',
  {
    id: integer('id').primaryKey().default(1),
    discountThreshold: minorUnits('discount_threshold'),
    refundThreshold: minorUnits('refund_threshold'),
    /**
     * A departure moved by at least this many minutes from when the order was sold is a material change: its orders
     * may be refunded without penalty by the disruption tool (a cancelled flight or a changed route always is).
     */
    materialChangeMinutes: integer('material_change_minutes').notNull().default(120),
    updatedAt: updatedAt(),
  },
  (table) => [check('approval_settings_single_row', sql`${table.id} = 1`)],
);
