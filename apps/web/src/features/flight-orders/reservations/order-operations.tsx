import type { TFlightOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmOperationDialog, dismissLabelOf } from '../../../components/orders/confirm-operation-dialog';
import { bookingToTicketing, cancelOrder, cancelPreOrder, placeOrder } from '../api';
import type { TSimpleOperation } from './simple-operations';

/** Whether confirming the operation destroys something (red) or completes the order (the brand colour). */
const DESTRUCTIVE: Record<TSimpleOperation, boolean> = {
  cancelPreOrder: true,
  book: false,
  ticket: false,
  bookingToTicketing: false,
  cancel: true,
};

function runSimpleOperation(operation: TSimpleOperation, orderId: number, key: string): Promise<TFlightOrder> {
  switch (operation) {
    case 'cancelPreOrder':
      return cancelPreOrder(orderId, key);
    case 'book':
      return placeOrder({ orderId, mode: 'booking' }, key);
    case 'ticket':
      return placeOrder({ orderId, mode: 'ticketing' }, key);
    case 'bookingToTicketing':
      return bookingToTicketing(orderId, key);
    case 'cancel':
      return cancelOrder(orderId, key);
  }
}

/**
 * Asks before one simple operation on an order and runs it. The dialog keeps one Idempotency-Key while it is open,
 * so pressing confirm again after a lost answer repeats the same operation instead of charging twice; a refusal
 * stays in the dialog with the server's message.
 */
export function OrderOperationDialog({
  operation,
  order,
  onClose,
  onDone,
}: {
  operation: TSimpleOperation;
  order: { id: number; pnr: string };
  onClose: () => void;
  onDone?: (order: TFlightOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmOperationDialog
      run={(key) => runSimpleOperation(operation, order.id, key)}
      texts={{
        title: t(`orderOperations.titles.${operation}`, { pnr: order.pnr }),
        text: t(`orderOperations.texts.${operation}`),
        confirm: t(`orderOperations.labels.${operation}`),
        dismiss: dismissLabelOf(t, operation),
      }}
      destructive={DESTRUCTIVE[operation]}
      onClose={onClose}
      onDone={onDone}
      testId={`operation-dialog-${operation}`}
    />
  );
}
