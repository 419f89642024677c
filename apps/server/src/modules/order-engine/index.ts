/**
 * The order engine: the mechanics every product line of orders shares, and nothing of what a line sells
 * (docs/ARCHITECTURE.md "Orders"). A line defines a `TOrderProductLine` (registered for the expiry job in
 * jobs/index.ts) and runs each operation through `runOrderOperation`; it never writes the `orders` row but through
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
export { expireDueOrdersOf, expireOrders, orderExpiryJob, type TExpiryKind } from './expiry';
export {
  basisOf,
  chargePayable,
  isActiveItem,
  moveAgentMoney,
  totalsOf,
  tryMoveAgentMoney,
  type TOrderMoney,
  type TPricedItem,
} from './money';
export { insertOrderWithItems, insertOrderWithPnr, withFreshPnr, type TNewOrderStatement } from './new-order';
export { lockOrder, mayReadOrder, mayRunOn, orderActorOf, readForOperation, statusConflict } from './order-lock';
export {
  displayName,
  epochOf,
  instantOf,
  jsonOf,
  named,
  numberOf,
  ORDER_COLUMNS,
  orderWithPeopleStatement,
  toOrderRow,
  toOrderWithPeople,
  USER_NAME,
  type TNewOrderRow,
  type TOrderRow,
  type TOrderWithPeople,
  type TPerson,
  type TRaw,
} from './order-row';
export type { TAnyProductLine, TExpiryHooks, TOrderCaller, TOrderProductLine } from './product-line';
export {
  inOrderTransaction,
  runOrderOperation,
  type TOperationCall,
  type TOperationContext,
  type TOperationRun,
  type TOrderCall,
  type TOrderInputCall,
} from './run-operation';
export {
  applyTransition,
  changedOnly,
  historyActor,
  historyOfWrittenOrder,
  type THistoryValues,
  type TTransition,
} from './transition';
