import type { z } from 'zod';
import { routePath, type ZHotelRefundRequest } from '@frs/contract';
import { heldOrderOf, type TProductLineModule } from '../order-engine';
import { hotelOrderLine } from './hotel-order-line';
import { hotelMailTemplates } from './mail-templates';
import { hotelScriptMails } from './order-mail';
import { refundHotelOrder } from './refund';
import { hotelOrdersRoutes } from './routes';
import { hotelVoucher } from './voucher';

/** Hotel orders as the server's registry knows them (src/product-lines.ts). */
export const hotelLineModule: TProductLineModule = {
  name: 'hotel',
  orders: hotelOrderLine,
  routes: async (app, { db }) => {
    await app.register(hotelOrdersRoutes, { db });
  },
  approvals: {
    hotelRefund: (call) =>
      refundHotelOrder({
        ...call,
        orderId: heldOrderOf(call),
        input: call.input as z.output<typeof ZHotelRefundRequest>,
      }),
  },
  scriptMails: hotelScriptMails,
  mailTemplates: hotelMailTemplates,
  documents: { voucher: hotelVoucher },
  orderPage: (id) => routePath('hotelOrder', { id }),
};
