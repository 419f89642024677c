/**
 * The order engine: the mechanics every product line of orders shares, and nothing of what a line sells
 * (apps/server/src/modules/order-engine/README.md). A line defines a `TOrderProductLine` (registered for the expiry job
 * in jobs/index.ts) and runs each operation through `runOrderOperation`; it never writes the `orders` row but through
 * `applyTransition` and the inserts here.
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
export { basisOf, chargePayable, isActiveItem, moveAgentMoney, totalsOf, tryMoveAgentMoney } from './money';
export { insertOrderWithItems, insertSplitOrder, recordSplitFrom, type TItemStatement } from './new-order';
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
export { LOCK_ORDER, orderActorOf, readForOperation } from './order-lock';
export { placeHoldRun, stillHeld } from './place-hold';
export { orderActivity } from './order-activity';
export { ownerOfNewOrder } from './order-owner';
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
export type { TOrderProductLine } from './product-line';
export {
  inOrderTransaction,
  runOrderOperation,
  type TOperationCall,
  type TOrderCall,
  type TOrderInputCall,
} from './run-operation';
export { applyTransition, type TOrderDeadline, type TTransition } from './transition';
