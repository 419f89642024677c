import type { THotelOrder, THotelOrderOperation } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmOperationDialog, dismissLabelOf } from '../../../components/orders/confirm-operation-dialog';
import { cancelHotelPreOrder, placeHotelOrder } from '../api';
import { cancelHotelOrder, confirmHotelBooking } from '../orders-api';

/** The operations that need nothing but a confirmation: the list's quick actions and buttons of the order page. */
export const SIMPLE_HOTEL_OPERATIONS = ['book', 'ticket', 'ticketing', 'cancelPreOrder', 'cancel'] as const;
export type TSimpleHotelOperation = (typeof SIMPLE_HOTEL_OPERATIONS)[number];

export function isSimpleHotelOperation(operation: THotelOrderOperation): operation is TSimpleHotelOperation {
  return (SIMPLE_HOTEL_OPERATIONS as readonly THotelOrderOperation[]).includes(operation);
}

/** Whether the operation gives the rooms up (red) rather than completing the order (the brand colour). */
export function isDestructiveHotelOperation(operation: THotelOrderOperation): boolean {
  return operation === 'cancelPreOrder' || operation === 'cancel' || operation === 'refund';
}

function runSimpleOperation(operation: TSimpleHotelOperation, orderId: number, key: string): Promise<THotelOrder> {
  switch (operation) {
    case 'cancelPreOrder':
      return cancelHotelPreOrder(orderId, key);
    case 'book':
      return placeHotelOrder({ orderId, mode: 'booking' }, key);
    case 'ticket':
      return placeHotelOrder({ orderId, mode: 'ticketing' }, key);
    case 'ticketing':
      return confirmHotelBooking(orderId, key);
    case 'cancel':
      return cancelHotelOrder(orderId, key);
  }
}

/**
 * Asks before one simple operation on a hotel order and runs it. The dialog keeps one Idempotency-Key while it is
 * open, so confirming again after a lost answer repeats the same operation instead of charging twice; a refusal
 * (a 409: the status moved on, the balance is short) stays in the dialog with the server's message.
 */
export function HotelOperationDialog({
  operation,
  order,
  onClose,
  onDone,
}: {
  operation: TSimpleHotelOperation;
  order: { id: number; pnr: string };
  onClose: () => void;
  onDone?: (order: THotelOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmOperationDialog
      run={(key) => runSimpleOperation(operation, order.id, key)}
      texts={{
        title: t(`hotelOrders.operations.titles.${operation}`, { pnr: order.pnr }),
        text: t(`hotelOrders.operations.texts.${operation}`),
        confirm: t(`hotelOrders.operations.labels.${operation}`),
        dismiss: dismissLabelOf(t, operation),
      }}
      destructive={isDestructiveHotelOperation(operation)}
      onClose={onClose}
      onDone={onDone}
      testId={`hotel-operation-dialog-${operation}`}
    />
  );
}
