import { ACTIVE_ORDER_STATUSES, type TOrderPassengerStatus, type TOrderStatus } from '@frs/contract';
import type { TFunction } from 'i18next';

/**
 * What a passenger's status reads on an order of any product line. A passenger stays `active` when the whole order
 * ends (a booking cancelled, a hold or booking expired): such a passenger does not travel, and reads as the order
 * ended ("Cancelled"), never "Travelling".
 */
export function passengerStatusText(
  t: TFunction,
  orderStatus: TOrderStatus,
  passengerStatus: TOrderPassengerStatus,
): string {
  if (passengerStatus === 'active' && !(ACTIVE_ORDER_STATUSES as readonly TOrderStatus[]).includes(orderStatus)) {
    return t(`orderStatuses.${orderStatus}`);
  }
  return t(`passengerStatuses.${passengerStatus}`);
}
