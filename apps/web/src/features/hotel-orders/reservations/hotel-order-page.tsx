import { HOTEL_ORDER_OPERATIONS, routePath, type THotelOrderOperation } from '@frs/contract';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderFacts } from '../../../components/orders/order-facts';
import {
  OrderActivitySections,
  OrderHeadCard,
  OrderOperationButtons,
  lineHistoryText,
  OrderPageHead,
  useOrderDialog,
  useOrderPage,
} from '../../../components/orders/order-page-frame';
import { hotelOrderActivityQuery, hotelOrderQuery } from '../orders-api';
import { HotelFacts, HotelRooms, HotelTotals, Section } from './hotel-order-details';
import {
  HotelOperationDialog,
  isDestructiveHotelOperation,
  isSimpleHotelOperation,
  type TSimpleHotelOperation,
} from './hotel-order-operations';
import { HotelVoucher } from './hotel-voucher';

// The refund and edit dialogs open on a click: they load then, not with the page (the screen's bundle budget).
const HotelRefundDialog = lazy(() =>
  import('./hotel-refund-dialog').then((module) => ({ default: module.HotelRefundDialog })),
);
const HotelEditDialog = lazy(() =>
  import('./hotel-edit-dialog').then((module) => ({ default: module.HotelEditDialog })),
);

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

type TOpen = { kind: 'simple'; operation: TSimpleHotelOperation } | { kind: 'refund' | 'edit' };

/**
 * /reservation/hotel/:id: a hotel order with its hotel, stay, rooms and guests, nights' prices, totals, money
 * movements and history, and exactly the operations its `operations` list (what the hotel line's transition table
 * and the caller's role allow): anything else is not shown at all. The voucher is offered once the stay is
 * confirmed.
 */
export default function HotelOrderPage() {
  const { t } = useTranslation();
  const { validId, order, activity, isStaff } = useOrderPage(hotelOrderQuery, hotelOrderActivityQuery);
  const { open, setOpen, close } = useOrderDialog<TOpen>();
  const actionText = lineHistoryText(HOTEL_ORDER_OPERATIONS, (action) => t(`hotelOrders.actions.${action}`));

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
            <OrderFacts
              order={data}
              showAuthor={isStaff}
              bookingDeadlineLabel={t('hotelOrders.confirmUntil')}
              ticketedLabel={t('hotelOrders.confirmedAt')}
              testIdPrefix="hotel-order"
            />
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
      <Suspense fallback={null}>
        {data && open?.kind === 'refund' && <HotelRefundDialog order={data} onClose={close} />}
        {data && open?.kind === 'edit' && <HotelEditDialog order={data} onClose={close} />}
      </Suspense>
    </Box>
  );
}
