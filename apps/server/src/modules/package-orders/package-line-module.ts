import type { z } from 'zod';
import { routePath, type ZPackageRefundRequest } from '@frs/contract';
import { hotelPackageParts } from '../hotel-orders';
import { heldOrderOf, type TProductLineModule } from '../order-engine';
import { packageMailTemplates } from './mail-templates';
import { packageDisruption } from './disruption';
import { packageItinerary, packageTicket } from './documents';
import { packageScriptMails } from './order-mail';
import { packageOrderLine } from './package-order-line';
import { refundPackageOrder } from './refund';
import { packageOrdersRoutes } from './routes';

/** Package orders as the server's registry knows them (src/product-lines.ts). */
export const packageLineModule: TProductLineModule = {
  name: 'package',
  orders: packageOrderLine,
  routes: async (app, { db }) => {
    await app.register(packageOrdersRoutes, { db });
  },
  approvals: {
    packageRefund: (call) =>
      refundPackageOrder({
        ...call,
        orderId: heldOrderOf(call),
        input: call.input as z.output<typeof ZPackageRefundRequest>,
      }),
  },
  scriptMails: packageScriptMails,
  mailTemplates: packageMailTemplates,
  disruption: packageDisruption,
  documents: { ticket: packageTicket, voucher: hotelPackageParts.hotelVoucher, itinerary: packageItinerary },
  orderPage: (id) => routePath('packageOrder', { id }),
};
