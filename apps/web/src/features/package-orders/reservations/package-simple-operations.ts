import type { TPackageOrderOperation } from '@frs/contract';

/**
 * The operations that need nothing but a confirmation: the list's quick actions and buttons of the order page. Apart
 * from their dialog, which the list loads when a quick action is pressed.
 */
export const SIMPLE_PACKAGE_OPERATIONS = ['book', 'ticket', 'bookingToTicketing', 'cancelPreOrder', 'cancel'] as const;
export type TSimplePackageOperation = (typeof SIMPLE_PACKAGE_OPERATIONS)[number];

export function isSimplePackageOperation(operation: TPackageOrderOperation): operation is TSimplePackageOperation {
  return (SIMPLE_PACKAGE_OPERATIONS as readonly TPackageOrderOperation[]).includes(operation);
}

/** Whether the operation gives seats and rooms up or money back (red) rather than completing the order. */
export function isDestructivePackageOperation(operation: TPackageOrderOperation): boolean {
  return operation === 'cancelPreOrder' || operation === 'cancel' || operation === 'refund';
}
