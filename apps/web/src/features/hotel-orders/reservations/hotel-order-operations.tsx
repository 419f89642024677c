import type { THotelOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmOperationDialog, dismissLabelOf } from '../../../components/orders/confirm-operation-dialog';
import { cancelHotelPreOrder, placeHotelOrder } from '../api';
import { cancelHotelOrder, confirmHotelBooking } from '../orders-api';
import { isDestructiveHotelOperation, type TSimpleHotelOperation } from './hotel-simple-operations';

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
