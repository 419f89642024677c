import type { z } from 'zod';
import { routePath, type ZEditDiscountRequest, type ZFlightRefundRequest } from '@frs/contract';
import { heldOrderOf, type TProductLineModule } from '../order-engine';
import { flightDisruption } from './disruption';
import { editDiscount } from './edit-discount';
import { flightOrderLine } from './flight-order-line';
import { flightMailTemplates } from './mail-templates';
import { orderScriptMails } from './order-mail';
import { refundOrder } from './refund';
import { removePassenger } from './remove-passenger';
import { flightOrdersRoutes } from './routes';
import { flightTicket } from './ticket-document';

/** Flight orders as the server's registry knows them (src/product-lines.ts). */
export const flightLineModule: TProductLineModule = {
  name: 'flight',
  orders: flightOrderLine,
  routes: async (app, { db }) => {
    await app.register(flightOrdersRoutes, { db });
  },
  approvals: {
    flightDiscount: (call) =>
      editDiscount({ ...call, orderId: heldOrderOf(call), input: call.input as z.output<typeof ZEditDiscountRequest> }),
    flightRefund: (call) =>
      refundOrder({ ...call, orderId: heldOrderOf(call), input: call.input as z.output<typeof ZFlightRefundRequest> }),
    flightPassengerRemoval: (call) =>
      removePassenger({ ...call, ...(call.input as { flightId: number; passengerId: number }) }),
  },
  scriptMails: orderScriptMails,
  mailTemplates: flightMailTemplates,
  disruption: flightDisruption,
  documents: { ticket: flightTicket },
  orderPage: (id) => routePath('reservationEdit', { id }),
};
