/**
 * The order engine: the mechanics every product line of orders shares, and nothing of what a line sells
 * (apps/server/src/modules/order-engine/README.md). A line defines a `TOrderProductLine` (its module's `orders`, in the
 * registry src/product-lines.ts) and runs each operation through `runOrderOperation`; it never writes the `orders` row
 * but through `applyTransition` and the inserts here.
 */

export {
  agencyRateColumns,
  agencyRatesOf,
  amountToAmd,
  dateLiteral,
  rateFor,
  ratesOf,
  type TAgencyRates,
} from './agency-rates';
export { expireDueOrdersOf, orderExpiryJob } from './expiry';
export {
  basisOf,
  chargePayable,
  isActiveItem,
  moveAgentMoney,
  moveRefundMoney,
  refundedMoney,
  totalsOf,
  tryMoveAgentMoney,
} from './money';
export { insertOrderWithItems, insertSplitOrder, newHold, recordSplitFrom, type TItemStatement } from './new-order';
export {
  agentNameOf,
  batchesOfOrders,
  orderDeadline,
  orderHasPersonNamed,
  orderHasRow,
  orderListConditions,
  pageOfOrders,
  type TOrderListRow,
} from './order-list';
export {
  lineOrderList,
  ORDER_SORT_COLUMNS,
  orderExportColumns,
  orderListItemBase,
  travellerExportColumns,
} from './line-order-list';
export { LOCK_ORDER, orderActorOf, readForOperation } from './order-lock';
export { bookHold, bookingPayment, placeHoldRun, stillHeld, ticketHold } from './place-hold';
export { refundedItemColumns, refundOf, refundSums, type TItemRefund } from './item-refunds';
export { orderActivity } from './order-activity';
export { registerHoldRoutes } from './order-hold-routes';
export { registerOrderReadRoutes } from './order-read-routes';
export { orderRowView, orderTotalsView } from './order-view';
export { ownerOfNewLineOrder, ownerOfNewOrder, startNewOrder, type TNewOrderStart } from './order-owner';
export {
  displayName,
  epochOf,
  jsonOf,
  named,
  numberOf,
  ORDER_COLUMNS,
  orderWithPeopleStatement,
  toOrderWithPeople,
  USER_NAME,
  type TNewOrderRow,
  type TOrderRow,
  type TOrderWithPeople,
  type TPerson,
  type TRaw,
} from './order-row';
export { heldOrderOf, type TApprovalCall } from './approval-call';
export type { TOrderProductLine } from './product-line';
/** What a line brings for the modules outside the lines that act on its orders (disruption, documents). */
export type { TDisruptionHook, TDisruptionHooks } from './line-hooks';
export {
  approvalOperationsOf,
  disruptionHooksOf,
  documentHooksOf,
  lineJobsOf,
  lineScriptMailsOf,
  mailTemplatesOf,
  orderLinesOf,
  orderPageOf,
  registerLineRoutes,
  type TProductLineModule,
} from './product-line-module';
export {
  inOrderTransaction,
  runOrderOperation,
  type TOperationCall,
  type TOrderCall,
  type TOrderInputCall,
} from './run-operation';
export { applyTransition, type TOrderDeadline, type TTransition } from './transition';
