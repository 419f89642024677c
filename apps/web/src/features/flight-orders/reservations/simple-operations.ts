import type { TFlightOrderOperation } from '@frs/contract';

/**
 * The operations that need nothing but a confirmation: the list's quick actions and buttons of the order page. Apart
 * from their dialog, which the list loads when a quick action is pressed.
 */
export const SIMPLE_OPERATIONS = ['cancelPreOrder', 'book', 'ticket', 'bookingToTicketing', 'cancel'] as const;
export type TSimpleOperation = (typeof SIMPLE_OPERATIONS)[number];

export function isSimpleOperation(operation: TFlightOrderOperation): operation is TSimpleOperation {
  return (SIMPLE_OPERATIONS as readonly TFlightOrderOperation[]).includes(operation);
}
