import { HOTEL_ORDER_OPERATIONS, routePath, type THotelOrderOperation } from '@frs/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LineOrderPage } from '../../../components/orders/line-order-page';
import { lineHistoryText, useOrderDialog, useOrderPage } from '../../../components/orders/order-page-frame';
import { hotelOrderQuery } from '../orders-api';
import { orderActivityQuery } from '../../../components/orders/order-activity-query';
import { HotelFacts, HotelRooms, HotelTotals, Section } from './hotel-order-details';
import { HotelOperationDialog } from './hotel-order-operations';
import {
  isDestructiveHotelOperation,
  isSimpleHotelOperation,
  type TSimpleHotelOperation,
} from './hotel-simple-operations';
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
  const page = useOrderPage(hotelOrderQuery, orderActivityQuery('hotel'));
  const { open, setOpen, close } = useOrderDialog<TOpen>();
  const data = page.order.data;

  return (
    <LineOrderPage
      line="hotel"
      testIdPrefix="hotel-order"
      page={page}
      backTo={routePath('hotelReservations')}
      backLabel={t('hotelOrders.back')}
      title={data ? t('hotelOrders.title', { pnr: data.pnr }) : t('routes.hotelOrder')}
      bookingDeadlineLabel={t('hotelOrders.confirmUntil')}
      ticketedLabel={t('hotelOrders.confirmedAt')}
      operationButtons={{
        buttons: ORDER_BUTTONS,
        isDestructive: isDestructiveHotelOperation,
        labelOf: (operation) => t(`hotelOrders.operations.labels.${operation}`),
        onOpen: (operation) =>
          setOpen(
            isSimpleHotelOperation(operation)
              ? { kind: 'simple', operation }
              : { kind: operation === 'refund' ? 'refund' : 'edit' },
          ),
      }}
      papers={(order) => <HotelVoucher order={order} />}
      sections={(order) => (
        <>
          <Section title={t('hotelOrders.hotelAndStay')}>
            <HotelFacts order={order} />
          </Section>
          <Section title={t('hotelOrders.rooms')}>
            <HotelRooms order={order} />
          </Section>
          <Section title={t('hotelOrders.totals')}>
            <HotelTotals order={order} />
          </Section>
        </>
      )}
      actionText={lineHistoryText(HOTEL_ORDER_OPERATIONS, (action) => t(`hotelOrders.actions.${action}`))}
      dialogs={
        <>
          {data && open?.kind === 'simple' && (
            <HotelOperationDialog operation={open.operation} order={data} onClose={close} />
          )}
          <Suspense fallback={null}>
            {data && open?.kind === 'refund' && <HotelRefundDialog order={data} onClose={close} />}
            {data && open?.kind === 'edit' && <HotelEditDialog order={data} onClose={close} />}
          </Suspense>
        </>
      }
    />
  );
}
