import { displayName, type TOrderRow, type TOrderWithPeople } from './order-row';
import { ratesOf } from './agency-rates';

/**
 * What every line's order view says of the order row itself (its people, deadlines, contact and rates) and of its
 * money; the line adds its items and its operations.
 */
export function orderRowView({ order, agent, creator }: TOrderWithPeople) {
  return {
    id: order.id,
    pnr: order.pnr,
    status: order.status,
    agent: agent ? { id: agent.id, name: displayName(agent) } : null,
    createdBy: { id: creator.id, name: displayName(creator) },
    createdAt: order.createdAt.toISOString(),
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    bookingExpiresAt: order.bookingExpiresAt?.toISOString() ?? null,
    ticketedAt: order.ticketedAt?.toISOString() ?? null,
    contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    comment: order.comment,
    rate: ratesOf(order),
  };
}

/** The order's money as every line's view shows it. */
export function orderTotalsView(order: TOrderRow) {
  return {
    gross: order.gross,
    commission: order.commission,
    net: order.net,
    discount: order.discount,
    payable: order.payable,
    paid: order.paid,
    refunded: order.refunded,
    penalties: order.penalties,
  };
}
