import type { TOrderStatus } from '@frs/contract';

/** The time limit an order counts down to: a hold's, or an unpaid booking's; none in any other status. */
export function orderDeadline(order: {
  status: TOrderStatus;
  holdExpiresAt: string | null;
  bookingExpiresAt: string | null;
}): string | null {
  if (order.status === 'hold') return order.holdExpiresAt;
  if (order.status === 'booked') return order.bookingExpiresAt;
  return null;
}
