/**
 * Flight orders, the first product line of the order engine (apps/server/src/modules/order-engine/README.md): the
 * routes, the line's definition (registered with the expiry job), the operations the demo seed runs, and the pricing
 * search shares. Owner of `order_segments` and `order_passengers`.
 */

export { flightOrderLine } from './flight-order-line';
/** Everything the line plugs into the server (src/product-lines.ts). */
export { flightLineModule } from './flight-line-module';
export { orderView } from './order-view';
export { orderScriptMails } from './order-mail';
export { placeOrder } from './place-order';
export { createPreOrder } from './pre-order';
export { segmentPriceAmd, sumBreakdowns } from './pricing';
export { refundOrder } from './refund';
/** What an approval runs when it lets a held discount through (modules/approvals). */
export { editDiscount } from './edit-discount';
export { removePassenger } from './remove-passenger';
/** The operations a disrupted flight's batches run on its orders (modules/disruption). */
export { cancelBooking } from './cancel-booking';
export { cancelPreOrder } from './cancel-pre-order';
export { changeOrderDate } from './change-order-date';
export { quoteOrderDate } from './quote-order-date';
export { flightOrdersRoutes } from './routes';
/** The booking's static statements, which the booking bench replays raw (bench/booking-bench.ts). */
export { ORDER_DETAILS } from './order-details';
export { PASSENGER_COLUMNS } from './passengers';
export { SALE_STATEMENT } from './sale';
export { NUMBER_TICKETS } from './ticketing';
/** What the package line writes and reads through this module (its flights and travellers). */
export * as flightPackageParts from './package-parts';
