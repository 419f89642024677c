import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVE_ORDER_STATUSES,
  addDays,
  allowedOrderOperations,
  utcToLocal,
  type TOrder,
  type TFlightPassengers,
  type TOrderActivity,
  type TOrderListItem,
  type TOrderSegment,
  type ZOrderListRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import {
  balanceEntries,
  classes,
  flights,
  history,
  orderPassengers,
  orders,
  orderSegments,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TActor } from '../auth/session';
import { systemReasonOf } from '../users/ledger-service';
import {
  breakdownOf,
  loadSegmentsOf,
  mayReadOrder,
  orderActorOf,
  ratesOf,
  readOrderDetails,
  type TOrderRow,
  type TOrderWithPeople,
  type TPassengerRow,
  type TSegment,
} from './order-core';

/**
 * What the order pages read: one order with its segments, passengers, totals and the operations the caller may run
 * now; the order list; an order's history and money movements.
 */

const USER_NAME = {
  id: users.id,
  companyName: users.companyName,
  contactNameSurname: users.contactNameSurname,
  email: users.email,
};

/** How a user is named on an order: the company of an agent, else the person, else the e-mail. */
export function displayName(user: { companyName: string | null; contactNameSurname: string | null; email: string }) {
  return user.companyName || user.contactNameSurname || user.email;
}

function named(
  user: { id: number; companyName: string | null; contactNameSurname: string | null; email: string } | null,
) {
  return user ? { id: user.id, name: displayName(user) } : null;
}

function toSegment(row: TSegment): TOrderSegment {
  return {
    id: row.id,
    flight: {
      id: row.flight.id,
      airline: row.airline,
      flightNumber: row.flight.flightNumber,
      from: row.from,
      to: row.to,
      departureAt: row.flight.departureAt.toISOString(),
      arrivalAt: row.flight.arrivalAt.toISOString(),
      departureLocal: utcToLocal(row.flight.departureAt, row.from.timeZone),
      arrivalLocal: utcToLocal(row.flight.arrivalAt, row.to.timeZone),
      durationMinutes: row.flight.durationMinutes,
      currency: row.flight.currency,
    },
    class: { id: row.class.id, name: row.class.name, type: row.class.type },
    fareRule: row.fareRule,
    baggageRule: row.baggageRule,
  };
}

function toPassenger(row: TPassengerRow): TOrder['passengers'][number] {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    passportNumber: row.passportNumber,
    passportExpiry: row.passportExpiry,
    citizenship: row.citizenship,
    status: row.status,
    ticketNumber: row.ticketNumber,
    price: breakdownOf(row),
    refundPenalty: row.refundPenalty,
    refundAmount: row.refundAmount,
  };
}

export function totalsView(order: TOrderRow): TOrder['totals'] {
  return {
    gross: order.gross,
    commission: order.commission,
    net: order.net,
    discount: order.discount,
    payable: order.payable,
    paid: order.paid,
    refunded: order.refunded,
    penalties: order.penalties,
  };
}

/**
 * The order as the API answers it to this caller, from what an operation has in hand (no query): the order row
 * and its people, its segments and passengers.
 */
export function toOrderView(
  actor: TActor,
  { order, agent, creator }: TOrderWithPeople,
  segments: readonly TSegment[],
  passengers: readonly TPassengerRow[],
): TOrder {
  return {
    id: order.id,
    pnr: order.pnr,
    status: order.status,
    travelType: order.travelType,
    agent: agent ? { id: agent.id, name: displayName(agent) } : null,
    createdBy: { id: creator.id, name: displayName(creator) },
    createdAt: order.createdAt.toISOString(),
    orderDate: order.orderDate,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    bookingExpiresAt: order.bookingExpiresAt?.toISOString() ?? null,
    ticketedAt: order.ticketedAt?.toISOString() ?? null,
    contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    comment: order.comment,
    rate: ratesOf(order),
    segments: segments.map(toSegment),
    passengers: passengers.map(toPassenger),
    totals: totalsView(order),
    operations: allowedOrderOperations(orderActorOf(actor, order), order.status),
  };
}

/** The order as GET /api/orders/{id} answers it to this caller (404 for another agent's order). */
export async function orderView(db: TExecutor, actor: TActor, orderId: number): Promise<TOrder> {
  const row = await readOrderDetails(db, orderId);
  if (!row || !mayReadOrder(actor, row.order)) throw new AppError(404, 'NOT_FOUND');
  return toOrderView(actor, row, row.segments, row.passengers);
}

// --- The list ----------------------------------------------------------------------------------------------------

/** The start of a local calendar date of this server (the list's dates are the office's days). */
function startOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const SORT_COLUMNS = {
  createdAt: orders.createdAt,
  firstDepartureAt: orders.firstDepartureAt,
  pnr: orders.pnr,
  status: orders.status,
  payable: orders.payable,
} as const;

/** POST /api/orders/get-orders: agents see only their own orders, whatever `agentId` they send. */
export async function listOrders(options: {
  db: TExecutor;
  actor: TActor;
  input: z.output<typeof ZOrderListRequest>;
}): Promise<{ result: TOrderListItem[]; count: number }> {
  const { db, actor, input } = options;
  const agentId = actor.role === 'user' ? actor.userId : input.agentId;
  const conditions: (SQL | undefined)[] = [
    agentId === undefined ? undefined : eq(orders.agentId, agentId),
    input.statuses.length > 0 ? inArray(orders.status, input.statuses) : undefined,
    input.pnr ? ilike(orders.pnr, `${input.pnr.toUpperCase().replace(/[%_\\]/g, '')}%`) : undefined,
    input.startDate ? gte(orders.createdAt, startOfDay(input.startDate)) : undefined,
    input.endDate ? lt(orders.createdAt, startOfDay(addDays(input.endDate, 1))) : undefined,
  ];
  if (input.flightId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderSegments)
          .where(and(eq(orderSegments.orderId, orders.id), eq(orderSegments.flightId, input.flightId))),
      ),
    );
  }
  if (input.passengerName) {
    const pattern = `%${input.passengerName.replace(/[%_\\]/g, '')}%`;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(orderPassengers)
          .where(
            and(
              eq(orderPassengers.orderId, orders.id),
              or(
                ilike(orderPassengers.firstName, pattern),
                ilike(orderPassengers.lastName, pattern),
                ilike(sql`${orderPassengers.firstName} || ' ' || ${orderPassengers.lastName}`, pattern),
              ),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select({ order: orders, agent: { ...USER_NAME } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.agentId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[input.sortField]), direction(orders.id))
    .limit(input.pageSize)
    .offset(input.page * input.pageSize);
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  const ids = rows.map((row) => row.order.id);
  const segments = await loadSegmentsOf(db, ids);
  const passengers =
    ids.length === 0
      ? []
      : await db
          .select({
            orderId: orderPassengers.orderId,
            id: orderPassengers.id,
            firstName: orderPassengers.firstName,
            lastName: orderPassengers.lastName,
            type: orderPassengers.type,
            status: orderPassengers.status,
          })
          .from(orderPassengers)
          .where(inArray(orderPassengers.orderId, ids))
          .orderBy(asc(orderPassengers.id));
  const result = rows.map(({ order, agent }): TOrderListItem => {
    const own = segments.filter((segment) => segment.orderId === order.id);
    const route =
      own.length === 0 ? '' : [own[0]!.from.iataCode, ...own.map((segment) => segment.to.iataCode)].join(' → ');
    return {
      id: order.id,
      pnr: order.pnr,
      status: order.status,
      travelType: order.travelType,
      agent: named(agent?.id ? agent : null),
      createdAt: order.createdAt.toISOString(),
      holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
      bookingExpiresAt: order.bookingExpiresAt?.toISOString() ?? null,
      route,
      firstDepartureAt: order.firstDepartureAt.toISOString(),
      firstDepartureLocal: utcToLocal(order.firstDepartureAt, own[0]?.from.timeZone ?? 'UTC'),
      flights: own.map((segment) => ({
        id: segment.flight.id,
        label: `${segment.airline.iataCode} ${segment.flight.flightNumber} · ${utcToLocal(segment.flight.departureAt, segment.from.timeZone).replace('T', ' ')}`,
      })),
      passengers: passengers
        .filter((passenger) => passenger.orderId === order.id)
        .map((passenger) => ({
          id: passenger.id,
          name: `${passenger.firstName} ${passenger.lastName}`,
          type: passenger.type,
          status: passenger.status,
        })),
      payable: order.payable,
      operations: allowedOrderOperations(orderActorOf(actor, order), order.status),
    };
  });
  return { result, count: total?.count ?? 0 };
}

// --- Activity ------------------------------------------------------------------------------------------------------

/** GET /api/orders/{id}/activity: the order's history rows and the ledger entries carrying its PNR. */
export async function orderActivity(options: {
  db: TExecutor;
  actor: TActor;
  orderId: number;
}): Promise<TOrderActivity> {
  const { db, actor, orderId } = options;
  const [order] = await db
    .select({ id: orders.id, pnr: orders.pnr, agentId: orders.agentId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || !mayReadOrder(actor, order)) throw new AppError(404, 'NOT_FOUND');
  const historyRows = await db
    .select({ row: history, actor: { ...USER_NAME } })
    .from(history)
    .leftJoin(users, eq(users.id, history.actorId))
    .where(and(eq(history.entity, 'order'), eq(history.entityId, String(order.id))))
    .orderBy(asc(history.at), asc(history.id));
  const money =
    order.agentId === null
      ? []
      : await db
          .select()
          .from(balanceEntries)
          .where(and(eq(balanceEntries.userId, order.agentId), eq(balanceEntries.orderReference, order.pnr)))
          .orderBy(asc(balanceEntries.sequence));
  return {
    history: historyRows.map(({ row, actor: who }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: named(who?.id ? who : null),
      action: row.action,
      oldValues: row.oldValues,
      newValues: row.newValues,
    })),
    money: money.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      reason: entry.reason,
      systemReason: systemReasonOf(entry),
    })),
  };
}

// --- A flight's passengers ----------------------------------------------------------------------------------------

/** GET /api/flights/passengers/{flightId}: each class with the active passengers of its active orders. */
export async function flightPassengers(options: { db: TExecutor; flightId: number }): Promise<TFlightPassengers> {
  const { db, flightId } = options;
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId)).limit(1);
  if (!flight) throw new AppError(404, 'NOT_FOUND');
  const classRows = await db.select().from(classes).where(eq(classes.flightId, flightId)).orderBy(asc(classes.name));
  const rows = await db
    .select({
      classId: orderSegments.classId,
      passenger: orderPassengers,
      order: { id: orders.id, pnr: orders.pnr, status: orders.status },
      agent: { ...USER_NAME },
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .innerJoin(orderPassengers, eq(orderPassengers.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.agentId))
    .where(
      and(
        eq(orderSegments.flightId, flightId),
        inArray(orders.status, [...ACTIVE_ORDER_STATUSES]),
        eq(orderPassengers.status, 'active'),
      ),
    )
    .orderBy(asc(orderPassengers.lastName), asc(orderPassengers.firstName), asc(orderPassengers.id));
  return {
    flightId,
    classes: classRows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      seats: row.seats,
      sold: row.sold,
      held: row.held,
      free: row.seats - row.sold - row.held,
      passengers: rows
        .filter((item) => item.classId === row.id)
        .map(({ passenger, order, agent }) => ({
          id: passenger.id,
          orderId: order.id,
          pnr: order.pnr,
          orderStatus: order.status,
          agent: named(agent?.id ? agent : null),
          type: passenger.type,
          firstName: passenger.firstName,
          lastName: passenger.lastName,
          gender: passenger.gender,
          dateOfBirth: passenger.dateOfBirth,
          passportNumber: passenger.passportNumber,
          citizenship: passenger.citizenship,
          ticketNumber: passenger.ticketNumber,
        })),
    })),
  };
}
