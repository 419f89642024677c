import type { THotelOrderOperation } from '@frs/contract';

/**
 * The operations that need nothing but a confirmation: the list's quick actions and buttons of the order page. Apart
 * from their dialog, which the list loads when a quick action is pressed.
 */
export const SIMPLE_HOTEL_OPERATIONS = ['book', 'ticket', 'ticketing', 'cancelPreOrder', 'cancel'] as const;
export type TSimpleHotelOperation = (typeof SIMPLE_HOTEL_OPERATIONS)[number];

export function isSimpleHotelOperation(operation: THotelOrderOperation): operation is TSimpleHotelOperation {
  return (SIMPLE_HOTEL_OPERATIONS as readonly THotelOrderOperation[]).includes(operation);
}

/** Whether the operation gives the rooms up (red) rather than completing the order (the brand colour). */
export function isDestructiveHotelOperation(operation: THotelOrderOperation): boolean {
  return operation === 'cancelPreOrder' || operation === 'cancel' || operation === 'refund';
}
