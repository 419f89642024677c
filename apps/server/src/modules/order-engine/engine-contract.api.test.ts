import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOrderLifecycle, type TOrderStatus, type TRole } from '@frs/contract';
import type { TDatabaseHandle, TExecutor } from '../../db/database';
import { balanceEntries, history, orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import { createUser } from '../../../test/factories';
import { actorOf } from '../../../test/order-model';
import { createTestDatabase } from '../../../test/test-app';
import {
  applyTransition,
  chargePayable,
  expireDueOrdersOf,
  insertOrderWithItems,
  orderWithPeopleStatement,
  placeHoldRun,
  runOrderOperation,
  stillHeld,
  toOrderWithPeople,
  type TOrderProductLine,
  type TOrderRow,
  type TOrderWithPeople,
  type TRaw,
} from '.';

/**
 * The engine's contract with a product line, shown with a small fake line that sells nothing but its order row: the
 * engine creates the order, runs each operation under its key on the locked order checked against the line's table
 * and actor rules, writes every transition with its history row, charges the agent through the ledger, and expires
 * the line's holds and bookings with the line's release and notify hooks. No flight, hotel or package code runs.
 */

type TFakeOperation = 'book' | 'ticket' | 'cancel' | 'expireHold' | 'expireBooking';

const FAKE_LIFECYCLE = defineOrderLifecycle<TOrderStatus, TFakeOperation>({
  operations: ['book', 'ticket', 'cancel', 'expireHold', 'expireBooking'],
  transitions: {
    book: { from: ['hold'], to: 'booked' },
    ticket: { from: ['hold', 'booked'], to: 'ticketed' },
    cancel: { from: ['hold', 'booked'], to: 'cancelled' },
    expireHold: { from: ['hold'], to: 'expired' },
    expireBooking: { from: ['booked'], to: 'expired' },
  },
  staff: ['Super Admin'],
  systemOperations: ['expireHold', 'expireBooking'],
  staffOnly: ['cancel'],
});

const HOUR = 60 * 60_000;
const PRICE = 1_500_000;

let handle: TDatabaseHandle;
let agent: TActor;
let otherAgent: TActor;
let staff: TActor;
/** What the fake line's hooks were called with. */
const released: { hold: number[]; booking: number[] } = { hold: [], booking: [] };
const notified: number[] = [];
let fakeLine: TOrderProductLine<TOrderWithPeople, TFakeOperation>;

const actorOfUser = (user: { id: number; role: TRole }): TActor => actorOf(user.id, user.role);

/** The fake line's orders are the hotel line's rows of its own agents (the `product_line` column knows three lines). */
function defineFakeLine(agentIds: readonly number[]): TOrderProductLine<TOrderWithPeople, TFakeOperation> {
  const read = orderWithPeopleStatement('hotel', ['0 as fake_items']);
  return {
    name: 'fake',
    lifecycle: FAKE_LIFECYCLE,
    readDetails: async (db: TExecutor, orderId: number) => {
      const [raw] = await preparedText<TRaw>(db, read, [orderId]);
      return raw && agentIds.includes(Number(raw.agent_id)) ? toOrderWithPeople(raw) : undefined;
    },
    ordersWhere: and(eq(orders.productLine, 'hotel'), inArray(orders.agentId, [...agentIds])),
    expiry: {
      hold: {
        operation: 'expireHold',
        release: async (_tx, ids) => void released.hold.push(...ids),
      },
      booking: {
        operation: 'expireBooking',
        release: async (_tx, ids) => void released.booking.push(...ids),
        notify: async (_tx, expired) => void notified.push(...expired.map((order) => order.id)),
      },
    },
  };
}

/** A new hold of the fake line for the agent, through the engine's insert, expiring at `holdExpiresAt`. */
async function newHold(owner: TActor, holdExpiresAt: Date): Promise<TOrderRow> {
  const now = new Date();
  const { order } = await insertOrderWithItems(handle.db, {
    order: {
      agentId: owner.userId,
      createdById: owner.userId,
      productLine: 'hotel',
      status: 'hold',
      rateDate: '2026-11-29',
      holdExpiresAt,
      orderDate: '2026-12-10',
      firstDepartureAt: new Date('2026-12-10T08:00:00Z'),
      contactName: 'Fake Line',
      contactPhone: '+37400000000',
      contactEmail: 'fake@example.test',
      gross: PRICE,
      net: PRICE,
      payable: PRICE,
      createdAt: now,
      updatedAt: now,
    },
    history: () => ({ actor: { userId: owner.userId }, action: 'create', newValues: { status: 'hold' } }),
    items: { ctes: () => 'fake_items as (select 1 as n)', select: '(select count(*) from fake_items) as items' },
    itemValues: [],
    read: (raw) => Number(raw.items),
  });
  return order;
}

/** The fake line's POST …/order: a hold becomes a booking, or is ticketed and charged at once. */
function placeHold(actor: TActor, orderId: number, mode: 'booking' | 'ticketing', key: string) {
  const run = placeHoldRun('hotelOrders', { orderId, mode });
  return runOrderOperation(fakeLine, { db: handle.db, actor, idempotencyKey: key }, run, async (context) => {
    const { tx, locked, now, atEnd } = context;
    const hold = stillHeld(locked.order, now);
    const order = await applyTransition(tx, fakeLine, {
      actor,
      order: locked.order,
      operation: run.operation,
      now,
      ...hold,
      set:
        mode === 'booking'
          ? { holdExpiresAt: null, bookingExpiresAt: new Date(now.getTime() + HOUR) }
          : { holdExpiresAt: null, ticketedAt: now, paid: locked.order.payable },
    });
    if (mode === 'ticketing') {
      const reason = { code: 'hotelStay', params: { pnr: order.pnr } } as const;
      atEnd(() => chargePayable(tx, { order, actor, kind: 'ticketing', reason, now }));
    }
    return order;
  });
}

function cancel(actor: TActor, orderId: number) {
  const run = { orderId, operation: 'cancel' as const, scope: `fake.cancel:${orderId}` };
  return runOrderOperation(fakeLine, { db: handle.db, actor }, run, ({ tx, locked, now }) =>
    applyTransition(tx, fakeLine, { actor, order: locked.order, operation: 'cancel', now }),
  );
}

async function balanceOf(userId: number): Promise<number> {
  const [row] = await handle.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

async function actionsOf(orderId: number): Promise<string[]> {
  const rows = await handle.db
    .select({ action: history.action })
    .from(history)
    .where(and(eq(history.entity, 'order'), eq(history.entityId, String(orderId))))
    .orderBy(history.id);
  return rows.map((row) => row.action);
}

async function statusOf(orderId: number): Promise<TOrderStatus> {
  const [row] = await handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const statusOfError = (error: unknown) => (error instanceof AppError ? error.statusCode : error);

beforeAll(async () => {
  handle = await createTestDatabase();
  agent = actorOfUser(await createUser(handle.db, { balance: 5_000_000 }));
  otherAgent = actorOfUser(await createUser(handle.db));
  staff = actorOfUser(await createUser(handle.db, { role: 'Super Admin' }));
  fakeLine = defineFakeLine([agent.userId, otherAgent.userId]);
});

afterAll(async () => {
  await handle?.close();
});

describe('the order engine with a fake product line', () => {
  it('books a hold, then tickets it, charging the agent once through the ledger, with a history row each', async () => {
    const hold = await newHold(agent, new Date(Date.now() + HOUR));
    const booked = await placeHold(agent, hold.id, 'booking', 'fake-book-1');
    expect(booked.status).toBe('booked');
    expect(booked.bookingExpiresAt).not.toBeNull();

    const second = await newHold(agent, new Date(Date.now() + HOUR));
    const before = await balanceOf(agent.userId);
    const ticketed = await placeHold(agent, second.id, 'ticketing', 'fake-ticket-1');
    // A replay of the key answers the stored result and charges nothing more.
    const replay = await placeHold(agent, second.id, 'ticketing', 'fake-ticket-1');
    expect(ticketed.status).toBe('ticketed');
    expect(replay.id).toBe(ticketed.id);
    expect(await balanceOf(agent.userId)).toBe(before - PRICE);
    const charges = await handle.db
      .select({ amount: balanceEntries.amount })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderReference, ticketed.pnr));
    expect(charges).toEqual([{ amount: -PRICE }]);
    expect(await actionsOf(second.id)).toEqual(['create', 'ticket']);
  });

  it("checks the line's table and actor rules: 404 for another agent, 409 for a status, 403 for a role", async () => {
    const hold = await newHold(agent, new Date(Date.now() + HOUR));
    await expect(placeHold(otherAgent, hold.id, 'booking', 'fake-other')).rejects.toSatisfy(
      (error) => statusOfError(error) === 404,
    );
    // The line's actor rules keep cancelling for its staff.
    await expect(cancel(agent, hold.id)).rejects.toSatisfy((error) => statusOfError(error) === 403);
    expect((await cancel(staff, hold.id)).status).toBe('cancelled');
    await expect(cancel(staff, hold.id)).rejects.toSatisfy((error) => statusOfError(error) === 409);
    await expect(placeHold(agent, hold.id, 'booking', 'fake-late')).rejects.toSatisfy(
      (error) => statusOfError(error) === 409,
    );
    expect(await actionsOf(hold.id)).toEqual(['create', 'cancel']);
  });

  it('refuses a hold past its time limit, and expires it with the line’s release hook', async () => {
    const late = await newHold(agent, new Date(Date.now() - 1000));
    await expect(placeHold(agent, late.id, 'booking', 'fake-expired')).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'HOLD_EXPIRED',
    );
    const expired = await expireDueOrdersOf(handle.db, [fakeLine], new Date());
    expect(expired.holds).toBeGreaterThanOrEqual(1);
    expect(released.hold).toContain(late.id);
    expect(await statusOf(late.id)).toBe('expired');
    expect(await actionsOf(late.id)).toEqual(['create', 'expireHold']);
  });

  it('expires a booking past its limit with the release and notify hooks, and nothing of another line', async () => {
    const hold = await newHold(agent, new Date(Date.now() + HOUR));
    await placeHold(agent, hold.id, 'booking', 'fake-book-2');
    const stranger = await newHold(actorOfUser(await createUser(handle.db)), new Date(Date.now() - 1000));
    const later = new Date(Date.now() + 2 * HOUR);
    await expireDueOrdersOf(handle.db, [fakeLine], later);
    expect(await statusOf(hold.id)).toBe('expired');
    expect(released.booking).toContain(hold.id);
    expect(notified).toContain(hold.id);
    // An order the line's `ordersWhere` does not pick is not the fake line's to expire.
    expect(await statusOf(stranger.id)).toBe('hold');
    expect(released.hold).not.toContain(stranger.id);
  });
});
