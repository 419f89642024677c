/**
 * Package orders, the order engine's third product line (apps/server/src/modules/package-orders/README.md): flights +
 * hotel + services sold as one. The routes, the line's definition (registered with the expiry job), and the operations
 * the demo seed runs. Owner of `package_orders`; its flights and travellers are written through the flight line's
 * module, its rooms through the hotel line's.
 */

export { packageBookingToTicketing } from './booking-to-ticketing';
export { cancelPackageOrder } from './cancel';
export { packageScriptMails } from './order-mail';
export { packageOrderLine } from './package-order-line';
/** Everything the line plugs into the server (src/product-lines.ts). */
export { packageLineModule } from './package-line-module';
export { placePackageOrder } from './place-order';
export { createPackagePreOrder } from './pre-order';
export { refundPackageOrder } from './refund';
export { packageOrdersRoutes } from './routes';
export { splitPackageOrder } from './split';
