import type { AppError } from '../../lib/app-error';
import type { TAtEnd } from '../../lib/idempotency';
import type { TActor } from '../../lib/actor';
import type { TExecutor } from '../../db/database';
import { flightPackageParts as flights } from '../flight-orders';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { chargePayable, type TOrderDeadline } from '../order-engine';
import type { TPackageOrderDetails } from './order-details';
import { queuePackageMail } from './order-mail';
import { applyPackageTransition, movePackageStock } from './package-order-line';

/**
 * Ticketing a package (from a hold or from a booking): a ticket per traveller and a voucher per room, the status
 * change with its history row, the mail with the papers, then the shared rows (seats and nights sold, then the
 * agent's one charge of the payable: a short balance fails it all with 409).
 */
export async function issuePackageDocuments(
  tx: TExecutor,
  options: {
    actor: TActor;
    locked: TPackageOrderDetails;
    operation: 'ticket' | 'bookingToTicketing';
    now: Date;
    deadline: TOrderDeadline;
    failure: () => AppError;
    /** The operation's atEnd: the shared rows (seats and nights, then the agent) go after the stored answer. */
    atEnd: TAtEnd;
  },
): Promise<void> {
  const { actor, locked, operation, now } = options;
  const held = locked.order;
  await flights.numberTickets(tx, held, locked.passengers, now);
  const rooms = await hotels.issueVouchers(tx, held, locked.rooms, now);
  const order = await applyPackageTransition(tx, {
    actor,
    order: held,
    operation,
    now,
    set: { holdExpiresAt: null, bookingExpiresAt: null, ticketedAt: now, paid: held.payable },
    deadline: options.deadline,
    failure: options.failure,
    newValues: { paid: held.payable, vouchers: hotels.vouchersOf(rooms) },
  });
  await queuePackageMail(tx, order.id, 'package-ticket');
  const { atEnd } = options;
  if (operation === 'ticket') atEnd(() => movePackageStock(tx, { seats: 'sell', nights: 'sellHeld' }, locked));
  atEnd(() =>
    chargePayable(tx, {
      order,
      actor,
      kind: 'ticketing',
      reason: { code: 'package', params: { pnr: order.pnr } },
      now,
    }),
  );
}
