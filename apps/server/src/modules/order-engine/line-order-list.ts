import type { AnyColumn } from 'drizzle-orm';
import type { TOrderLifecycle, TOrderStatus } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { orders } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import type { TListCondition, TListCount, TListRequest } from '../../lib/list-query';
import {
  agentNameOf,
  batchesOfOrders,
  orderDeadline,
  orderListConditions,
  pageOfOrders,
  type TOrderListRow,
} from './order-list';
import { orderActorOf } from './order-lock';
import { named } from './order-row';
import type { TAnyProductLine } from './product-line';

/** What every line's list filters carry: the engine's conditions (agent, statuses, PNR) and the sort. */
type TOrderFilter<TSort extends string> = TListRequest<TSort> & {
  agentId?: number;
  statuses: readonly TOrderStatus[];
  pnr?: string;
};

/** A line's list of orders: what the line brings to the engine's page, export batches and conditions. */
export interface TLineOrderListDefinition<TSort extends string, TFilter extends TOrderFilter<TSort>, TItem, TRow> {
  line: Pick<TAnyProductLine, 'ordersWhere'>;
  sortColumns: Readonly<Record<TSort | 'createdAt', AnyColumn>>;
  /** The line's own filters, beside the engine's. */
  conditions: (db: TExecutor, input: TFilter) => TListCondition[];
  /** The list items of a page (or an export's batch) of rows, each with its row; an order without items is left out. */
  items: (
    db: TExecutor,
    actor: TActor,
    rows: TOrderListRow[],
    ids: number[],
  ) => Promise<{ row: TOrderListRow; item: TItem }[]>;
  /** The export's rows of a batch's items (`orderExportColumns` and the line's own columns). */
  exportRows: (db: TExecutor, items: { row: TOrderListRow; item: TItem }[], ids: number[]) => Promise<TRow[]> | TRow[];
}

interface TListCall<TInput> {
  db: TExecutor;
  actor: TActor;
  input: TInput;
}

/**
 * A line's order list and its export from its definition: agents see only their own orders, whatever `agentId` they
 * send; the page counts, the export reads batch by batch with the same filters, order and row scope.
 */
export function lineOrderList<TSort extends string, TFilter extends TOrderFilter<TSort>, TItem, TRow>(
  definition: TLineOrderListDefinition<TSort, TFilter, TItem, TRow>,
) {
  const { line, sortColumns } = definition;
  const conditionsOf = (db: TExecutor, actor: TActor, input: TFilter) => [
    ...orderListConditions(line, actor, input),
    ...definition.conditions(db, input),
  ];
  return {
    async page(
      call: TListCall<TFilter & { page: number; pageSize: number }>,
    ): Promise<{ result: TItem[] } & TListCount> {
      const { db, actor, input } = call;
      const { rows, ids, ...counted } = await pageOfOrders(db, sortColumns, conditionsOf(db, actor, input), input);
      const result = (await definition.items(db, actor, rows, ids)).map(({ item }) => item);
      return { result, ...counted };
    },
    async *export(call: TListCall<TFilter>): AsyncGenerator<TRow[]> {
      const { db, actor, input } = call;
      for await (const { rows, ids } of batchesOfOrders(db, sortColumns, conditionsOf(db, actor, input), input)) {
        yield await definition.exportRows(db, await definition.items(db, actor, rows, ids), ids);
      }
    },
  };
}

/** The columns every line's export row has: the order's PNR, status, agent, creation, total and deadline. */
export function orderExportColumns(row: TOrderListRow) {
  const { order } = row;
  return {
    pnr: order.pnr,
    status: order.status,
    agent: agentNameOf(row),
    created: order.createdAt,
    total: order.payable,
    deadline: orderDeadline(order),
  };
}

/** The columns every list sorts by; a line adds its own date (the departure, the check-in). */
export const ORDER_SORT_COLUMNS = {
  createdAt: orders.createdAt,
  pnr: orders.pnr,
  status: orders.status,
  payable: orders.payable,
} as const;

/** An export row's travellers: those still on the order (removed ones are left out), counted and named. */
export function travellerExportColumns(travellers: readonly { name: string; status: string }[]) {
  const staying = travellers.filter((traveller) => traveller.status !== 'removed');
  return { passengerCount: staying.length, passengers: staying.map((traveller) => traveller.name).join(', ') };
}

/**
 * What every line's list item says of its order, whatever it sells: its id, PNR, status, agent, creation, time
 * limits, what is payable, and the operations the reader may run on it now (the line's lifecycle decides).
 */
export function orderListItemBase<TOperation extends string>(
  row: TOrderListRow,
  actor: TActor,
  lifecycle: Pick<TOrderLifecycle<TOrderStatus, TOperation>, 'allowed'>,
) {
  const { order, agent } = row;
  return {
    id: order.id,
    pnr: order.pnr,
    status: order.status,
    agent: named(agent?.id ? agent : null),
    createdAt: order.createdAt.toISOString(),
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    bookingExpiresAt: order.bookingExpiresAt?.toISOString() ?? null,
    payable: order.payable,
    operations: lifecycle.allowed(orderActorOf(actor, order), order.status),
  };
}
