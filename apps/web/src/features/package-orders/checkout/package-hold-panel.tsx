import type { TPackageOrder } from '@frs/contract';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HeldRooms, type THeldRoom } from '../../../components/orders/held-rooms';
import { useHoldActions } from '../../../components/orders/hold-actions';
import { HoldPanelFrame } from '../../../components/orders/hold-panel-frame';
import { formatAmd } from '../../../lib/format';
import { cancelPackagePreOrder, placePackageOrder } from '../reservations/package-orders-api';
import { travellerName } from '../reservations/package-order-format';

/** The rooms held, each with its travellers. */
function heldRooms(order: TPackageOrder, t: TFunction): THeldRoom[] {
  const byId = new Map(order.passengers.map((passenger) => [passenger.id, passenger]));
  return order.rooms.map((room, index) => ({
    id: room.id,
    title: t('packageOrders.roomTitle', { number: index + 1, room: room.categoryName }),
    mealType: room.mealType,
    people: room.passengerIds
      .map((id) => byId.get(id))
      .flatMap((passenger) => (passenger ? [travellerName(passenger)] : [])),
  }));
}

/**
 * A package hold: its PNR and a live countdown, the rooms and their travellers, the price, the paying agent's
 * balance, and the choice: book (pay later), ticket now (one charge, the tickets and the voucher), or cancel the
 * hold. Only the operations the order lists are offered; each kind of action keeps its own Idempotency-Key across
 * retries, and ticketing with a short balance is refused before asking. After booking or ticketing, `onPlaced` takes
 * the reader to the order.
 */
export function PackageHoldPanel({
  order,
  onPlaced,
  onCancelled,
  onStartOver,
}: {
  order: TPackageOrder;
  onPlaced: (order: TPackageOrder) => void;
  onCancelled: (order: TPackageOrder) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const actions = useHoldActions({
    order,
    place: placePackageOrder,
    cancelHold: cancelPackagePreOrder,
    onPlaced,
    onCancelled,
    refusedShort: t('packageOrders.checkout.refusedShort'),
  });

  return (
    <HoldPanelFrame
      order={order}
      actions={actions}
      onStartOver={onStartOver}
      texts={{
        held: t('packageOrders.checkout.held', { pnr: order.pnr }),
        holdExpired: t('packageOrders.checkout.holdExpired'),
        startOver: t('packageOrders.checkout.startOver'),
        cancel: t('packageOrders.checkout.cancelHold'),
        book: t('packageOrders.checkout.book'),
        payNow: t('packageOrders.checkout.ticket'),
        cancelTitle: t('packageOrders.checkout.cancelHoldTitle', { pnr: order.pnr }),
        cancelText: t('packageOrders.checkout.cancelHoldText'),
      }}
      testIds={{
        prefix: 'package-hold',
        payNow: 'package-hold-ticket',
        refusal: 'package-hold-refusal',
        error: 'package-hold-error',
      }}
    >
      <HeldRooms rooms={heldRooms(order, t)} testId="package-hold-rooms" />
      <Typography sx={{ fontWeight: 700 }} data-testid="package-hold-payable">
        {t('packageOrders.checkout.toPay', { amount: formatAmd(order.totals.payable, t('header.amdSign')) })}
      </Typography>
    </HoldPanelFrame>
  );
}
