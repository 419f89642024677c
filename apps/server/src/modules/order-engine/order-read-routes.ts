import {
  ORDER_ACTIVITY_ENDPOINTS,
  type TEndpointDefinition,
  type TExportFormat,
  type TExportListName,
  type TPermission,
  type TProductLine,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TActor } from '../../lib/actor';
import { registerEndpoint, type TApp } from '../../lib/endpoint-route';
import { sendExport, type TExportFile, type TExportRow } from '../../lib/list-export';
import { orderActivity } from './order-activity';

/** A call behind a permission: its handler always has an actor. */
type TStaffOrAgentCall = TEndpointDefinition & { access: TPermission };

interface TListCall<TInput> {
  db: TDatabase;
  actor: TActor;
  input: TInput;
}

/** A line's order list (`lineOrderList`): a page of the filters, and the export's batches of the same filters. */
interface TOrderListReader<TPageInput, TExportInput, TList extends TExportListName> {
  page(call: TListCall<TPageInput>): Promise<unknown>;
  export(call: TListCall<TExportInput>): AsyncIterable<readonly TExportRow<TList>[]>;
}

export interface TOrderReadRoutes<TPageInput, TExportInput, TList extends TExportListName> {
  db: TDatabase;
  productLine: TProductLine;
  /** The line's declarations of its list and export (the filters come in the body or, for a GET, the query); its
   * order's activity is the line's entry of ORDER_ACTIVITY_ENDPOINTS. */
  endpoints: { list: TStaffOrAgentCall; export: TStaffOrAgentCall };
  orderList: TOrderListReader<TPageInput, TExportInput, TList>;
  /** The export's columns and header texts, and the file's name. */
  file: Pick<TExportFile<TList>, 'list'> & { fileName: string };
}

/** The validated filters of a list call: the body of a POST, the query of a GET. */
function filtersOf<TInput>(call: { body: unknown; query: unknown }): TInput {
  return (call.body ?? call.query) as TInput;
}

/**
 * The calls every line answers the same way from the engine: the page of its orders list, the export of exactly what
 * those filters show (same order and row scope), and an order's activity (the line's ORDER_ACTIVITY_ENDPOINTS entry). A line's routes register them with one
 * call, naming its declarations, its `lineOrderList` and its export's columns.
 */
export function registerOrderReadRoutes<TPageInput, TExportInput, TList extends TExportListName>(
  app: TApp,
  routes: TOrderReadRoutes<TPageInput, TExportInput, TList>,
): void {
  const { db, endpoints, orderList, file } = routes;
  registerEndpoint(app, endpoints.list, async (call) =>
    orderList.page({ db, actor: call.actor, input: filtersOf<TPageInput>(call) }),
  );
  registerEndpoint(app, endpoints.export, async (call) => {
    // The export's declaration adds the file's format to the list's filters.
    const input = filtersOf<TExportInput & { format: TExportFormat }>(call);
    return sendExport(call.reply, {
      ...file,
      language: call.request.language,
      format: input.format,
      batches: orderList.export({ db, actor: call.actor, input }),
    });
  });
  registerEndpoint(app, ORDER_ACTIVITY_ENDPOINTS[routes.productLine], async ({ actor, params }) =>
    orderActivity({ db, actor, orderId: params.id, productLine: routes.productLine }),
  );
}
