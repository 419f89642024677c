import type { TPackageOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmOperationDialog, dismissLabelOf } from '../../../components/orders/confirm-operation-dialog';
import {
  cancelPackageOrder,
  cancelPackagePreOrder,
  placePackageOrder,
  ticketPackageBooking,
} from './package-orders-api';
import { isDestructivePackageOperation, type TSimplePackageOperation } from './package-simple-operations';

function runSimpleOperation(operation: TSimplePackageOperation, orderId: number, key: string): Promise<TPackageOrder> {
  switch (operation) {
    case 'cancelPreOrder':
      return cancelPackagePreOrder(orderId, key);
    case 'book':
      return placePackageOrder({ orderId, mode: 'booking' }, key);
    case 'ticket':
      return placePackageOrder({ orderId, mode: 'ticketing' }, key);
    case 'bookingToTicketing':
      return ticketPackageBooking(orderId, key);
    case 'cancel':
      return cancelPackageOrder(orderId, key);
  }
}

/**
 * Asks before one simple operation on a package order and runs it (the shared dialog keeps one Idempotency-Key
 * while it is open, so confirming again after a lost answer never charges twice; a refusal stays in the dialog with
 * the server's message).
 */
export function PackageOperationDialog({
  operation,
  order,
  onClose,
  onDone,
}: {
  operation: TSimplePackageOperation;
  order: { id: number; pnr: string };
  onClose: () => void;
  onDone?: (order: TPackageOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmOperationDialog
      run={(key) => runSimpleOperation(operation, order.id, key)}
      texts={{
        title: t(`packageOrders.operations.titles.${operation}`, { pnr: order.pnr }),
        text: t(`packageOrders.operations.texts.${operation}`),
        confirm: t(`packageOrders.operations.labels.${operation}`),
        dismiss: dismissLabelOf(t, operation),
      }}
      destructive={isDestructivePackageOperation(operation)}
      onClose={onClose}
      onDone={onDone}
      testId={`package-operation-dialog-${operation}`}
    />
  );
}
