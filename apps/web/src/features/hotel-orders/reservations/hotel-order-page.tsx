import {
  formatInstant,
  HOTEL_ORDER_OPERATIONS,
  routePath,
  type THotelOrder,
  type THotelOrderOperation,
} from '@frs/contract';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/orders/countdown';
import { orderDeadline } from '../../../components/orders/order-deadline';
import {
  OrderActivitySections,
  OrderHeadCard,
  OrderOperationButtons,
  OrderPageHead,
  useOrderPageQueries,
} from '../../../components/orders/order-page-frame';
import { useCurrentRole } from '../../../lib/current-user';
import { hotelOrderActivityQuery, hotelOrderQuery } from '../orders-api';
import { Fact, HotelFacts, HotelRooms, HotelTotals, Section } from './hotel-order-details';
import { HotelEditDialog } from './hotel-edit-dialog';
import {
  HotelOperationDialog,
  isDestructiveHotelOperation,
  isSimpleHotelOperation,
  type TSimpleHotelOperation,
} from './hotel-order-operations';
import { HotelRefundDialog } from './hotel-refund-dialog';
import { HotelVoucher } from './hotel-voucher';

/** The operations with a button, in the order they are offered (the system's expiries never are). */
const ORDER_BUTTONS = [
  'book',
  'ticket',
  'ticketing',
  'edit',
  'refund',
  'cancelPreOrder',
  'cancel',
] as const satisfies readonly THotelOrderOperation[];

/** What the history of a hotel order names its rows: the line's operations and the pre-order that made it. */
const HISTORY_ACTIONS = ['preOrder', ...HOTEL_ORDER_OPERATIONS] as const;
type THistoryAction = (typeof HISTORY_ACTIONS)[number];

function isHistoryAction(action: string): action is THistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(action);
}

type TOpen = { kind: 'simple'; operation: TSimpleHotelOperation } | { kind: 'refund' | 'edit' };

function OrderFacts({ order, isStaff }: { order: THotelOrder; isStaff: boolean }) {
  const { t } = useTranslation();
  const deadline = orderDeadline(order);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {isStaff && (
        <Fact label={t('reservations.columns.agent')} testId="hotel-order-agent">
          {order.agent?.name ?? t('reservations.agency')}
        </Fact>
      )}
      <Fact label={isStaff ? t('orderPage.createdBy') : t('reservations.columns.created')} testId="hotel-order-created">
        {isStaff ? `${order.createdBy.name}, ${formatInstant(order.createdAt)}` : formatInstant(order.createdAt)}
      </Fact>
      {deadline && (
        <Fact label={order.status === 'hold' ? t('orderPage.holdUntil') : t('hotelOrders.confirmUntil')}>
          {formatInstant(deadline)} (
          <Countdown expiresAt={deadline} label={t('reservations.timeLeft')} testId="hotel-order-countdown" />)
        </Fact>
      )}
      {order.ticketedAt && <Fact label={t('hotelOrders.confirmedAt')}>{formatInstant(order.ticketedAt)}</Fact>}
      <Fact label={t('checkout.contact')} testId="hotel-order-contact">
        {order.contact.name}, {order.contact.phone}, {order.contact.email}
      </Fact>
      {order.comment && (
        <Fact label={t('checkout.comment')} testId="hotel-order-comment">
          {order.comment}
        </Fact>
      )}
    </Box>
  );
}

/**
 * /reservation/hotel/:id: a hotel order with its hotel, stay, rooms and guests, nights' prices, totals, money
 * movements and history, and exactly the operations its `operations` list (what the hotel line's transition table
 * and the caller's role allow): anything else is not shown at all. The voucher is offered once the stay is
 * confirmed.
 */
export default function HotelOrderPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const isStaff = role !== 'user';
  const { validId, order, activity } = useOrderPageQueries(hotelOrderQuery, hotelOrderActivityQuery);
  const [open, setOpen] = useState<TOpen | null>(null);
  const close = () => setOpen(null);
  const actionText = useCallback(
    (action: string) => (isHistoryAction(action) ? t(`hotelOrders.actions.${action}`) : null),
    [t],
  );

  const data = order.data;
  const operations = data?.operations ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <OrderPageHead
        backTo={routePath('hotelReservations')}
        backLabel={t('hotelOrders.back')}
        title={data ? t('hotelOrders.title', { pnr: data.pnr }) : t('routes.hotelOrder')}
        validId={validId}
        order={order}
        errorTestId="hotel-order-error"
      />
      {data && (
        <>
          <OrderHeadCard pnr={data.pnr} status={data.status} line="hotel" testIdPrefix="hotel-order">
            <OrderFacts order={data} isStaff={isStaff} />
            {operations.length > 0 && (
              <OrderOperationButtons
                buttons={ORDER_BUTTONS}
                operations={operations}
                isDestructive={isDestructiveHotelOperation}
                labelOf={(operation) => t(`hotelOrders.operations.labels.${operation}`)}
                onOpen={(operation) =>
                  setOpen(
                    isSimpleHotelOperation(operation)
                      ? { kind: 'simple', operation }
                      : { kind: operation === 'refund' ? 'refund' : 'edit' },
                  )
                }
                testIdPrefix="hotel-order"
              />
            )}
            {data.status === 'ticketed' && <HotelVoucher order={data} />}
          </OrderHeadCard>
          <Section title={t('hotelOrders.hotelAndStay')}>
            <HotelFacts order={data} />
          </Section>
          <Section title={t('hotelOrders.rooms')}>
            <HotelRooms order={data} />
          </Section>
          <Section title={t('hotelOrders.totals')}>
            <HotelTotals order={data} />
          </Section>
          <OrderActivitySections activity={activity} actionText={actionText} line="hotel" />
        </>
      )}
      {data && open?.kind === 'simple' && (
        <HotelOperationDialog operation={open.operation} order={data} onClose={close} />
      )}
      {data && open?.kind === 'refund' && <HotelRefundDialog order={data} onClose={close} />}
      {data && open?.kind === 'edit' && <HotelEditDialog order={data} onClose={close} />}
    </Box>
  );
}
