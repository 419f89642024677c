import { formatInstant, HOTEL_ORDER_OPERATIONS, type THotelOrder, type THotelOrderOperation } from '@frs/contract';
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
import { orderDeadline } from '../../../components/orders/order-deadline';
import { OrderHistory, OrderMoney } from '../../../components/orders/order-activity';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { PageTitle } from '../../../components/page-title';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
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
  const orderId = Number(useParams().id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useQuery({ ...hotelOrderQuery(orderId), enabled: validId });
  const activity = useQuery({ ...hotelOrderActivityQuery(orderId), enabled: validId });
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
      <Box>
        <Link
          component={RouterLink}
          to="/reservations/hotel"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('hotelOrders.back')}
        </Link>
      </Box>
      <PageTitle title={data ? t('hotelOrders.title', { pnr: data.pnr }) : t('routes.hotelOrder')} />
      {(!validId || order.isError) && (
        <Alert severity="error" data-testid="hotel-order-error">
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
                data-testid="hotel-order-pnr"
              >
                {data.pnr}
              </Typography>
              <OrderStatusChip status={data.status} testId="hotel-order-status" />
            </Box>
            <OrderFacts order={data} isStaff={isStaff} />
            {operations.length > 0 && (
              <Box
                role="group"
                aria-label={t('orderPage.operations')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                data-testid="hotel-order-operations"
              >
                {ORDER_BUTTONS.filter((operation) => operations.includes(operation)).map((operation) => (
                  <Button
                    key={operation}
                    variant={operation === 'ticket' || operation === 'ticketing' ? 'contained' : 'outlined'}
                    color={isDestructiveHotelOperation(operation) ? 'error' : 'primary'}
                    onClick={() =>
                      setOpen(
                        isSimpleHotelOperation(operation)
                          ? { kind: 'simple', operation }
                          : { kind: operation === 'refund' ? 'refund' : 'edit' },
                      )
                    }
                    data-testid={`hotel-order-operation-${operation}`}
                  >
                    {t(`hotelOrders.operations.labels.${operation}`)}
                  </Button>
                ))}
              </Box>
            )}
            {data.status === 'ticketed' && <HotelVoucher order={data} />}
          </Paper>
          <Section title={t('hotelOrders.hotelAndStay')}>
            <HotelFacts order={data} />
          </Section>
          <Section title={t('hotelOrders.rooms')}>
            <HotelRooms order={data} />
          </Section>
          <Section title={t('hotelOrders.totals')}>
            <HotelTotals order={data} />
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
        <HotelOperationDialog operation={open.operation} order={data} onClose={close} />
      )}
      {data && open?.kind === 'refund' && <HotelRefundDialog order={data} onClose={close} />}
      {data && open?.kind === 'edit' && <HotelEditDialog order={data} onClose={close} />}
    </Box>
  );
}
