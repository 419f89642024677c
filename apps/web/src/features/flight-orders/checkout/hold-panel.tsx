import type { TFlightOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { useHoldActions } from '../../../components/orders/hold-actions';
import { HoldPanelFrame } from '../../../components/orders/hold-panel-frame';
import { OrderPassengersTable, OrderPrices, OrderSegments } from '../components/order-summary';
import { cancelPreOrder, placeOrder } from '../api';

/**
 * A hold: its PNR and a live countdown to `holdExpiresAt`, the order, the paying agent's balance against the price,
 * and the choice: booking (pay later) or ticketing (pay now), or cancelling the hold. Only the operations the order
 * lists are offered. Ticketing with a short balance is refused here before the server would.
 */
export function HoldPanel({
  order,
  onChanged,
  onExpired,
}: {
  order: TFlightOrder;
  onChanged: (order: TFlightOrder) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const actions = useHoldActions({
    order,
    place: placeOrder,
    cancelHold: cancelPreOrder,
    onPlaced: onChanged,
    onCancelled: onChanged,
    refusedShort: t('checkout.refusedShort'),
  });

  return (
    <HoldPanelFrame
      order={order}
      actions={actions}
      onExpire={onExpired}
      summaryGap={2}
      texts={{
        held: t('checkout.held', { pnr: order.pnr }),
        holdExpired: t('checkout.holdExpired'),
        cancel: t('checkout.cancelHold'),
        book: t('checkout.book'),
        payNow: t('checkout.ticket'),
        cancelTitle: t('checkout.cancelHoldTitle', { pnr: order.pnr }),
        cancelText: t('checkout.cancelHoldText'),
      }}
      testIds={{ prefix: 'hold', payNow: 'hold-ticket', refusal: 'checkout-refusal', error: 'checkout-order-error' }}
    >
      <OrderSegments order={order} />
      <OrderPassengersTable order={order} />
      <OrderPrices order={order} />
    </HoldPanelFrame>
  );
}
