import { flightLineModule } from './modules/flight-orders';
import { hotelLineModule } from './modules/hotel-orders';
import type { TProductLineModule } from './modules/order-engine';
import { packageLineModule } from './modules/package-orders';

/**
 * The registry of the product lines the server sells, one line each: app.ts registers their routes, approvals and
 * e-mail scripts' mails, jobs/index.ts their expiry and jobs, the reminders link to their order pages, and the lint
 * rule that keeps the order engine free of lines forbids every folder named here. A new line is its own module folder
 * (exporting its `TProductLineModule`) and one line below.
 */
export const PRODUCT_LINE_MODULES: readonly TProductLineModule[] = [
  flightLineModule,
  hotelLineModule,
  packageLineModule,
];
