import {
  formatInstant,
  PACKAGE_ORDER_OPERATIONS,
  type TPackageOrder,
  type TPackageOrderOperation,
} from '@frs/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Countdown } from '../../../components/orders/countdown';
import { OrderHistory, OrderMoney } from '../../../components/orders/order-activity';
import { orderDeadline } from '../../../components/orders/order-deadline';
import { Fact, Section } from '../../../components/orders/order-page-parts';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentRole } from '../../../lib/current-user';
import { PackageDocuments } from './package-documents';
import { PackageEditDialog } from './package-edit-dialog';
import {
  PackageFlights,
  PackageHotel,
  PackageServicesAndGuide,
  PackageTotals,
  PackageTravellers,
} from './package-order-details';
import {
  isDestructivePackageOperation,
  isSimplePackageOperation,
  PackageOperationDialog,
  type TSimplePackageOperation,
} from './package-order-operations';
import { packageOrderActivityQuery, packageOrderQuery } from './package-orders-api';
import { PackageRefundDialog } from './package-refund-dialog';
import { PackageSplitDialog } from './package-split-dialog';

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

/** What the history of a package order names its rows: the line's operations and the pre-order that made it. */
const HISTORY_ACTIONS = ['preOrder', ...PACKAGE_ORDER_OPERATIONS] as const;
type THistoryAction = (typeof HISTORY_ACTIONS)[number];

function isHistoryAction(action: string): action is THistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(action);
}

type TOpen = { kind: 'simple'; operation: TSimplePackageOperation } | { kind: 'refund' | 'split' | 'edit' };

function openOf(operation: (typeof ORDER_BUTTONS)[number]): TOpen {
  if (isSimplePackageOperation(operation)) return { kind: 'simple', operation };
  return { kind: operation };
}

function OrderFacts({ order, isStaff }: { order: TPackageOrder; isStaff: boolean }) {
  const { t } = useTranslation();
  const deadline = orderDeadline(order);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <Fact label={t('packageOrders.columns.package')} testId="package-order-offer">
        {order.offer.name} · {order.offer.destination}
      </Fact>
      {isStaff && (
        <Fact label={t('reservations.columns.agent')} testId="package-order-agent">
          {order.agent?.name ?? t('reservations.agency')}
        </Fact>
      )}
      <Fact label={isStaff ? t('orderPage.createdBy') : t('reservations.columns.created')}>
        {isStaff ? `${order.createdBy.name}, ${formatInstant(order.createdAt)}` : formatInstant(order.createdAt)}
      </Fact>
      {deadline && (
        <Fact label={order.status === 'hold' ? t('orderPage.holdUntil') : t('packageOrders.ticketUntil')}>
          {formatInstant(deadline)} (
          <Countdown expiresAt={deadline} label={t('reservations.timeLeft')} testId="package-order-countdown" />)
        </Fact>
      )}
      {order.ticketedAt && <Fact label={t('packageOrders.ticketedAt')}>{formatInstant(order.ticketedAt)}</Fact>}
      <Fact label={t('checkout.contact')} testId="package-order-contact">
        {order.contact.name}, {order.contact.phone}, {order.contact.email}
      </Fact>
      {order.comment && (
        <Fact label={t('checkout.comment')} testId="package-order-comment">
          {order.comment}
        </Fact>
      )}
    </Box>
  );
}

/**
 * /reservation/package/:id: a package order with its two flights, the hotel and its rooms, the services and the
 * tour manager, the travellers with their tickets, the totals (and the parts, for staff), its papers once ticketed,
 * money movements and history, and exactly the operations its `operations` list: anything else is not shown.
 */
export default function PackageOrderPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const isStaff = role !== 'user';
  const orderId = Number(useParams().id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useQuery({ ...packageOrderQuery(orderId), enabled: validId });
  const activity = useQuery({ ...packageOrderActivityQuery(orderId), enabled: validId });
  const [open, setOpen] = useState<TOpen | null>(null);
  const close = () => setOpen(null);
  const actionText = useCallback(
    (action: string) => (isHistoryAction(action) ? t(`packageOrders.actions.${action}`) : null),
    [t],
  );

  const data = order.data;
  const operations = data?.operations ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Link
          component={RouterLink}
          to="/reservations/package"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('packageOrders.back')}
        </Link>
      </Box>
      <PageTitle title={data ? t('packageOrders.title', { pnr: data.pnr }) : t('routes.packageOrder')} />
      {(!validId || order.isError) && (
        <Alert severity="error" data-testid="package-order-error">
          {order.error instanceof ApiError ? order.error.message : t('errors.NOT_FOUND')}
        </Alert>
      )}
      {validId && order.isPending && <Spinner />}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
              <Typography
                component="p"
                variant="h5"
                sx={{ fontFamily: 'monospace', fontWeight: 700 }}
                data-testid="package-order-pnr"
              >
                {data.pnr}
              </Typography>
              <OrderStatusChip status={data.status} testId="package-order-status" />
            </Box>
            <OrderFacts order={data} isStaff={isStaff} />
            {operations.length > 0 && (
              <Box
                role="group"
                aria-label={t('orderPage.operations')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                data-testid="package-order-operations"
              >
                {ORDER_BUTTONS.filter((operation) => operations.includes(operation)).map((operation) => (
                  <Button
                    key={operation}
                    variant={operation === 'ticket' || operation === 'bookingToTicketing' ? 'contained' : 'outlined'}
                    color={isDestructivePackageOperation(operation) ? 'error' : 'primary'}
                    onClick={() => setOpen(openOf(operation))}
                    data-testid={`package-order-operation-${operation}`}
                  >
                    {t(`packageOrders.operations.labels.${operation}`)}
                  </Button>
                ))}
              </Box>
            )}
            {data.status === 'ticketed' && <PackageDocuments order={data} />}
          </Paper>
          <Section title={t('packageOrders.flights')}>
            <PackageFlights order={data} />
          </Section>
          <Section title={t('packageOrders.hotelAndRooms')}>
            <PackageHotel order={data} />
          </Section>
          <Section title={t('packageOrders.servicesAndGuide')}>
            <PackageServicesAndGuide order={data} />
          </Section>
          <Section title={t('packageOrders.columns.travellers')}>
            <PackageTravellers order={data} />
          </Section>
          <Section title={t('packageOrders.totals')}>
            <PackageTotals order={data} />
          </Section>
          <Section title={t('orderPage.money')}>
            {activity.data ? <OrderMoney money={activity.data.money} /> : activity.isPending ? <Spinner /> : null}
          </Section>
          <Section title={t('orderPage.history')}>
            {activity.data ? <OrderHistory history={activity.data.history} actionText={actionText} /> : null}
            {activity.isError && (
              <Alert severity="error">
                {activity.error instanceof ApiError ? activity.error.message : t('common.loadingFailed')}
              </Alert>
            )}
          </Section>
        </>
      )}
      {data && open?.kind === 'simple' && (
        <PackageOperationDialog operation={open.operation} order={data} onClose={close} />
      )}
      {data && open?.kind === 'refund' && <PackageRefundDialog order={data} onClose={close} />}
      {data && open?.kind === 'split' && <PackageSplitDialog order={data} onClose={close} />}
      {data && open?.kind === 'edit' && <PackageEditDialog order={data} onClose={close} />}
    </Box>
  );
}
