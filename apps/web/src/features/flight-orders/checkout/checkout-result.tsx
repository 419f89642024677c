import { routePath, type TFlightOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/orders/countdown';
import { OrderStatusChip } from '../../../components/orders/order-status-chip';
import { useOrderDocuments } from '../../../lib/order-documents';
import { OrderDocumentBar, TicketButton } from '../components/order-documents';
import { OrderPassengersTable, OrderPrices, OrderSegments } from '../components/order-summary';

/**
 * The end of checkout: the PNR, the ticket numbers once ticketed, the booking's time limit, the order's papers (each
 * e-ticket, the invoice, the receipt) and a link to the order.
 */
export function CheckoutResult({ order }: { order: TFlightOrder }) {
  const { t } = useTranslation();
  const ticketed = order.status === 'ticketed';
  const documents = useOrderDocuments(order);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="checkout-result" data-status={order.status}>
      <Alert severity="success" data-testid="checkout-done">
        {ticketed ? t('checkout.ticketed') : t('checkout.booked')}
        {!ticketed && order.bookingExpiresAt && (
          <>
            {' '}
            {t('checkout.payBefore')}{' '}
            <Countdown expiresAt={order.bookingExpiresAt} label={t('checkout.payBefore')} testId="booking-countdown" />
          </>
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {t('order.pnr')}:{' '}
            <Box component="span" data-testid="result-pnr" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
              {order.pnr}
            </Box>
          </Typography>
          <OrderStatusChip status={order.status} testId="result-status" />
        </Box>
        <OrderSegments order={order} />
        <OrderDocumentBar order={order} documents={documents} />
        <OrderPassengersTable
          order={order}
          actions={
            order.passengers.some((passenger) => passenger.ticketNumber)
              ? (passenger) => <TicketButton documents={documents} passenger={passenger} />
              : undefined
          }
        />
        <OrderPrices order={order} />
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={routePath('search')} data-testid="result-new-search">
          {t('checkout.newSearch')}
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={routePath('reservationEdit', { id: order.id })}
          data-testid="result-open-order"
        >
          {t('checkout.openOrder')}
        </Button>
      </Box>
    </Box>
  );
}
