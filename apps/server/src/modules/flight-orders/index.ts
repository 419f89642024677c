/**
 * Flight orders, the first product line of the order engine (docs/ARCHITECTURE.md "Orders"): the routes, the
 * line's definition, and the operations other modules call (the demo seed, the expiry job's registration).
 */

export { bookingToTicketing } from './booking-to-ticketing';
export { cancelBooking } from './cancel-booking';
export { cancelPreOrder } from './cancel-pre-order';
export { changeOrderDate } from './change-order-date';
export { editDiscount } from './edit-discount';
export { editOrder } from './edit-order';
export { editPassengerName } from './edit-passenger-name';
export { expireDueOrders, flightOrderLine } from './flight-order-line';
export { placeOrder } from './place-order';
export { createPreOrder, type TPreOrderInput } from './pre-order';
export { segmentPriceAmd, sumBreakdowns } from './pricing';
export { quoteOrderDate } from './quote-order-date';
export { refundOrder } from './refund';
export { removePassenger } from './remove-passenger';
export { flightOrdersRoutes } from './routes';
export { splitOrder } from './split-order';
