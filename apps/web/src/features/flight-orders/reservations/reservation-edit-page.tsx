import {
  formatIsoDate,
  hasPermission,
  FLIGHT_ORDER_STAFF,
  routePath,
  type TFlightOrderOperation,
  type TOrderPassenger,
} from '@frs/contract';
import EmailIcon from '@mui/icons-material/Email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OrderFacts } from '../../../components/orders/order-facts';
import {
  OrderActivitySections,
  OrderHeadCard,
  OrderOperationButtons,
  OrderPageHead,
  useOrderDialog,
  useOrderPage,
} from '../../../components/orders/order-page-frame';
import { Fact, Section } from '../../../components/orders/order-page-parts';
import { RemovePassengerDialog } from '../../../components/orders/remove-passenger-dialog';
import { formatAmd } from '../../../lib/format';
import { mailQueuedText } from '../../../lib/mail-api';
import { useOrderDocuments } from '../../../lib/order-documents';
import { OrderDocumentBar, TicketButton } from '../components/order-documents';
import { OrderPassengersTable, OrderPrices, OrderSegments, passengerName } from '../components/order-summary';
import { orderQuery } from '../api';
import { orderActivityQuery } from '../../../components/orders/order-activity-query';
import { OrderOperationDialog } from './order-operations';
import { isSimpleOperation, type TSimpleOperation } from './simple-operations';

const OrderMailDialog = lazy(() => import('./order-mail-dialog'));
// The dialogs only this page opens load on their click, not with the page (the screen's bundle budget).
const SplitDialog = lazy(() => import('./split-dialog').then((module) => ({ default: module.SplitDialog })));
const OrderDateDialog = lazy(() =>
  import('./order-date-dialog').then((module) => ({ default: module.OrderDateDialog })),
);
const PassengerNameDialog = lazy(() =>
  import('./passenger-name-dialog').then((module) => ({ default: module.PassengerNameDialog })),
);
const RefundDialog = lazy(() => import('./refund-dialog').then((module) => ({ default: module.RefundDialog })));
const DiscountDialog = lazy(() => import('./discount-dialog').then((module) => ({ default: module.DiscountDialog })));
const EditOrderDialog = lazy(() =>
  import('./edit-order-dialog').then((module) => ({ default: module.EditOrderDialog })),
);
const SendEmailDialog = lazy(() => import('../../../components/mail/send-email-dialog'));

/** The order-wide operations with a button of their own, in the order they are offered. */
const ORDER_BUTTONS: readonly TFlightOrderOperation[] = [
  'book',
  'ticket',
  'bookingToTicketing',
  'edit',
  'changeOrderDate',
  'split',
  'editDiscount',
  'refund',
  'cancelPreOrder',
  'cancel',
];
/** Operations on one passenger: a button on the passenger's row. */
const PASSENGER_OPERATIONS = ['editPassengerName', 'removePassenger'] as const;

type TOpen =
  | { kind: 'simple'; operation: TSimpleOperation }
  | { kind: 'refund' | 'split' | 'changeOrderDate' | 'editDiscount' | 'edit' }
  | { kind: 'editPassengerName' | 'removePassenger'; passenger: TOrderPassenger }
  | { kind: 'mailTemplate' | 'writeEmail' };

/**
 * /reservation/edit/:id: an order with its flights and rules, passengers, prices and totals, money movements and
 * history, and exactly the operations its `operations` list (what the transition table and the caller's role
 * allow): anything else is not shown at all.
 */
export default function ReservationEditPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { orderId, validId, order, activity, role } = useOrderPage(orderQuery, orderActivityQuery('flight'));
  const { open, setOpen, close } = useOrderDialog<TOpen>();
  const [mailNotice, setMailNotice] = useState<string | null>(null);
  const splitFrom = (location.state as { splitFrom?: string } | null)?.splitFrom;

  const data = order.data;
  const documents = useOrderDocuments({ id: orderId, pnr: data?.pnr ?? '' });
  const mayMail = hasPermission(role, 'mail.send');
  const operations = data?.operations ?? [];
  const passengerOperations = PASSENGER_OPERATIONS.filter((operation) => operations.includes(operation));
  const passengerActions =
    data && (passengerOperations.length > 0 || data.passengers.some((passenger) => passenger.ticketNumber))
      ? (passenger: TOrderPassenger) => (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <TicketButton documents={documents} passenger={passenger} />
            {passenger.status === 'active' &&
              passengerOperations.map((operation) => (
                <Button
                  key={operation}
                  size="small"
                  color={operation === 'removePassenger' ? 'error' : 'primary'}
                  onClick={() => setOpen({ kind: operation, passenger })}
                  data-testid={`passenger-action-${passenger.id}-${operation}`}
                >
                  {t(`orderOperations.labels.${operation}`)}
                </Button>
              ))}
          </Box>
        )
      : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <OrderPageHead
        backTo={routePath('reservations')}
        backLabel={t('orderPage.back')}
        title={data ? t('orderPage.title', { pnr: data.pnr }) : t('routes.reservationEdit')}
        validId={validId}
        order={order}
        errorTestId="order-error"
      >
        {splitFrom && data && (
          <Alert severity="success" data-testid="order-split-notice">
            {t('split.done', { pnr: data.pnr, from: splitFrom })}
          </Alert>
        )}
      </OrderPageHead>
      {data && (
        <>
          <OrderHeadCard pnr={data.pnr} status={data.status} line="flight" testIdPrefix="order">
            {/* The flight page shows the agent and the author to everyone. */}
            <OrderFacts
              order={data}
              showAuthor
              bookingDeadlineLabel={t('orderPage.payUntil')}
              ticketedLabel={t('orderPage.ticketedAt')}
              testIdPrefix="order"
              afterCreated={<Fact label={t('orderPage.orderDate')}>{formatIsoDate(data.orderDate)}</Fact>}
            >
              <Fact label={t('orderPage.travelType')}>{t(`enums.travelType.${data.travelType}`)}</Fact>
            </OrderFacts>
            <OrderOperationButtons
              buttons={ORDER_BUTTONS}
              operations={operations}
              isDestructive={(operation) =>
                operation === 'cancel' || operation === 'cancelPreOrder' || operation === 'refund'
              }
              labelOf={(operation) => t(`orderOperations.labels.${operation}`)}
              onOpen={(operation) =>
                setOpen(
                  isSimpleOperation(operation)
                    ? { kind: 'simple', operation }
                    : { kind: operation as 'refund' | 'split' | 'changeOrderDate' | 'editDiscount' | 'edit' },
                )
              }
              testIdPrefix="order"
            />
            <OrderDocumentBar order={data} documents={documents}>
              {mayMail && (
                <>
                  <Button
                    variant="outlined"
                    startIcon={<EmailIcon />}
                    onClick={() => setOpen({ kind: 'mailTemplate' })}
                    data-testid="order-mail-send"
                  >
                    {t('orderMail.send')}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<EmailIcon />}
                    onClick={() => setOpen({ kind: 'writeEmail' })}
                    data-testid="order-mail-write"
                  >
                    {t('orderMail.write')}
                  </Button>
                </>
              )}
            </OrderDocumentBar>
            {mailNotice && (
              <Alert
                severity="success"
                role="status"
                onClose={() => setMailNotice(null)}
                data-testid="order-mail-notice"
              >
                {mailNotice}
              </Alert>
            )}
          </OrderHeadCard>
          <Section title={t('orderPage.flights')}>
            <OrderSegments order={data} />
          </Section>
          <Section title={t('order.passengers')}>
            <OrderPassengersTable order={data} actions={passengerActions} />
            {data.passengers.some((passenger) => passenger.status === 'refunded') && (
              <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="order-refunds">
                {data.passengers
                  .filter((passenger) => passenger.status === 'refunded')
                  .map((passenger) => (
                    <Typography key={passenger.id} variant="body2" data-testid={`order-refund-${passenger.id}`}>
                      {t('orderPage.refundLine', {
                        name: `${passenger.lastName.toUpperCase()} ${passenger.firstName}`,
                        amount: formatAmd(passenger.refundAmount ?? 0, t('header.amdSign')),
                        penalty: formatAmd(passenger.refundPenalty ?? 0, t('header.amdSign')),
                      })}
                    </Typography>
                  ))}
              </Box>
            )}
          </Section>
          <Section title={t('prices.title')}>
            <OrderPrices order={data} />
          </Section>
          <OrderActivitySections activity={activity} line="flight" />
        </>
      )}
      {data && open?.kind === 'simple' && (
        <OrderOperationDialog operation={open.operation} order={data} onClose={close} />
      )}
      <Suspense fallback={null}>
        {data && open?.kind === 'refund' && <RefundDialog order={data} onClose={close} />}
        {data && open?.kind === 'split' && <SplitDialog order={data} onClose={close} />}
        {data && open?.kind === 'changeOrderDate' && <OrderDateDialog order={data} onClose={close} />}
        {data && open?.kind === 'editPassengerName' && (
          <PassengerNameDialog
            order={data}
            passenger={open.passenger}
            mayWaiveFee={FLIGHT_ORDER_STAFF.includes(role)}
            onClose={close}
          />
        )}
        {data && open?.kind === 'editDiscount' && <DiscountDialog order={data} onClose={close} />}
        {data && open?.kind === 'edit' && <EditOrderDialog order={data} onClose={close} />}
      </Suspense>
      {data && (open?.kind === 'mailTemplate' || open?.kind === 'writeEmail') && (
        <Suspense fallback={null}>
          {open.kind === 'mailTemplate' ? (
            <OrderMailDialog
              order={data}
              onClose={close}
              onSent={(result) => setMailNotice(mailQueuedText(t, result))}
            />
          ) : (
            <SendEmailDialog
              defaultTo={data.contact.email}
              defaultSubject={t('orderMail.subject', { pnr: data.pnr })}
              onClose={close}
              onSent={(result) => setMailNotice(mailQueuedText(t, result))}
            />
          )}
        </Suspense>
      )}
      {data && open?.kind === 'removePassenger' && (
        <RemovePassengerDialog
          flightId={data.segments[0]?.flight.id ?? 0}
          passengerId={open.passenger.id}
          name={passengerName(open.passenger)}
          orderStatus={data.status}
          testId="remove-passenger-dialog"
          onClose={close}
        />
      )}
    </Box>
  );
}
