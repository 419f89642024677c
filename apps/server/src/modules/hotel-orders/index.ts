/**
 * Hotel orders, the order engine's second product line (apps/server/src/modules/order-engine/README.md,
 * apps/server/src/modules/hotels/README.md): the routes, the line's definition (registered with the expiry job), and
 * the operations the demo seed runs. Owner of `hotel_order_rooms` and `hotel_order_guests`.
 */

export { cancelHotelOrder } from './cancel';
export { hotelOrderLine } from './hotel-order-line';
/** Everything the line plugs into the server (src/product-lines.ts). */
export { hotelLineModule } from './hotel-line-module';
export { hotelScriptMails } from './order-mail';
/** The payload of the hotel order mails (their templates: mail-templates.ts). */
export type { THotelMailPayload } from './mail-templates';
export { placeHotelOrder } from './place-order';
export { createHotelPreOrder } from './pre-order';
export { refundHotelOrder } from './refund';
export { hotelOrdersRoutes } from './routes';
export { confirmHotelBooking } from './ticketing';
/** What the package line writes and reads through this module (its rooms and guests). */
export * as hotelPackageParts from './package-parts';
