import { PACKAGE_ORDER_OPERATIONS, routePath, type TPackageOrderOperation } from '@frs/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LineOrderPage } from '../../../components/orders/line-order-page';
import { lineHistoryText, useOrderDialog, useOrderPage } from '../../../components/orders/order-page-frame';
import { Fact, Section } from '../../../components/orders/order-page-parts';
import { PackageDocuments } from './package-documents';
import {
  PackageFlights,
  PackageHotel,
  PackageServicesAndGuide,
  PackageTotals,
  PackageTravellers,
} from './package-order-details';
import { PackageOperationDialog } from './package-order-operations';
import {
  isDestructivePackageOperation,
  isSimplePackageOperation,
  type TSimplePackageOperation,
} from './package-simple-operations';
import { packageOrderQuery } from './package-orders-api';
import { orderActivityQuery } from '../../../components/orders/order-activity-query';

// The refund, split and edit dialogs open on a click: they load then, not with the page (the screen's bundle budget),
// all three from one chunk (package-order-dialogs.ts says why).
const PackageRefundDialog = lazy(() =>
  import('./package-order-dialogs').then((module) => ({ default: module.PackageRefundDialog })),
);
const PackageSplitDialog = lazy(() =>
  import('./package-order-dialogs').then((module) => ({ default: module.PackageSplitDialog })),
);
const PackageEditDialog = lazy(() =>
  import('./package-order-dialogs').then((module) => ({ default: module.PackageEditDialog })),
);

/** The operations with a button, in the order they are offered (the system's expiries never are). */
const ORDER_BUTTONS = [
  'book',
  'ticket',
  'bookingToTicketing',
  'edit',
  'split',
  'refund',
  'cancelPreOrder',
  'cancel',
] as const satisfies readonly TPackageOrderOperation[];

type TOpen = { kind: 'simple'; operation: TSimplePackageOperation } | { kind: 'refund' | 'split' | 'edit' };

function openOf(operation: (typeof ORDER_BUTTONS)[number]): TOpen {
  if (isSimplePackageOperation(operation)) return { kind: 'simple', operation };
  return { kind: operation };
}

/**
 * /reservation/package/:id: a package order with its two flights, the hotel and its rooms, the services and the
 * tour manager, the travellers with their tickets, the totals (and the parts, for staff), its papers once ticketed,
 * money movements and history, and exactly the operations its `operations` list: anything else is not shown.
 */
export default function PackageOrderPage() {
  const { t } = useTranslation();
  const page = useOrderPage(packageOrderQuery, orderActivityQuery('package'));
  const { open, setOpen, close } = useOrderDialog<TOpen>();
  const data = page.order.data;

  return (
    <LineOrderPage
      line="package"
      testIdPrefix="package-order"
      page={page}
      backTo={routePath('packageReservations')}
      backLabel={t('packageOrders.back')}
      title={data ? t('packageOrders.title', { pnr: data.pnr }) : t('routes.packageOrder')}
      bookingDeadlineLabel={t('packageOrders.ticketUntil')}
      ticketedLabel={t('packageOrders.ticketedAt')}
      leadFacts={(order) => (
        <Fact label={t('packageOrders.columns.package')} testId="package-order-offer">
          {order.offer.name} · {order.offer.destination}
        </Fact>
      )}
      operationButtons={{
        buttons: ORDER_BUTTONS,
        isDestructive: isDestructivePackageOperation,
        labelOf: (operation) => t(`packageOrders.operations.labels.${operation}`),
        onOpen: (operation) => setOpen(openOf(operation)),
      }}
      papers={(order) => <PackageDocuments order={order} />}
      sections={(order) => (
        <>
          <Section title={t('packageOrders.flights')}>
            <PackageFlights order={order} />
          </Section>
          <Section title={t('packageOrders.hotelAndRooms')}>
            <PackageHotel order={order} />
          </Section>
          <Section title={t('packageOrders.servicesAndGuide')}>
            <PackageServicesAndGuide order={order} />
          </Section>
          <Section title={t('packageOrders.columns.travellers')}>
            <PackageTravellers order={order} />
          </Section>
          <Section title={t('packageOrders.totals')}>
            <PackageTotals order={order} />
          </Section>
        </>
      )}
      actionText={lineHistoryText(PACKAGE_ORDER_OPERATIONS, (action) => t(`packageOrders.actions.${action}`))}
      dialogs={
        <>
          {data && open?.kind === 'simple' && (
            <PackageOperationDialog operation={open.operation} order={data} onClose={close} />
          )}
          <Suspense fallback={null}>
            {data && open?.kind === 'refund' && <PackageRefundDialog order={data} onClose={close} />}
            {data && open?.kind === 'split' && <PackageSplitDialog order={data} onClose={close} />}
            {data && open?.kind === 'edit' && <PackageEditDialog order={data} onClose={close} />}
          </Suspense>
        </>
      }
    />
  );
}
