import type { TOrder, TOrderPassenger } from '@frs/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/form/language-select';
import type { TOrderDocuments } from '../../../lib/order-documents';

/** Whether the order has an invoice to show: a booking waiting for payment, or a paid order. */
export function hasInvoice(order: Pick<TOrder, 'status' | 'ticketedAt'>): boolean {
  return order.status === 'booked' || order.ticketedAt !== null;
}

/** Whether the order has a receipt: money was paid for it. */
export function hasReceipt(order: Pick<TOrder, 'ticketedAt'>): boolean {
  return order.ticketedAt !== null;
}

/** A passenger's e-ticket button, for a passenger with a ticket number only. */
export function TicketButton({ documents, passenger }: { documents: TOrderDocuments; passenger: TOrderPassenger }) {
  const { t } = useTranslation();
  if (!passenger.ticketNumber) return null;
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      loading={documents.pending === `ticket-${passenger.id}`}
      onClick={() => documents.open({ kind: 'ticket', passenger })}
      aria-label={t('documents.ticketOf', { name: `${passenger.lastName.toUpperCase()} ${passenger.firstName}` })}
      data-testid={`document-ticket-${passenger.id}`}
    >
      {t('documents.ticket')}
    </Button>
  );
}

/**
 * The order's document bar: the language of the papers, Invoice and Receipt where the order has them, and
 * `children` (further actions, e.g. e-mail). The passengers' e-tickets sit on their rows (`TicketButton`).
 */
export function OrderDocumentBar({
  order,
  documents,
  children,
}: {
  order: TOrder;
  documents: TOrderDocuments;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const showTickets = order.passengers.some((passenger) => passenger.ticketNumber);
  const invoice = hasInvoice(order);
  const receipt = hasReceipt(order);
  if (!showTickets && !invoice && !receipt && !children) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="group"
        aria-label={t('documents.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        data-testid="order-documents"
      >
        {(showTickets || invoice || receipt) && (
          <LanguageSelect
            label={t('documents.language')}
            value={documents.language}
            onChange={documents.setLanguage}
            testId="document-language"
          />
        )}
        {invoice && (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            loading={documents.pending === 'invoice'}
            onClick={() => documents.open({ kind: 'invoice' })}
            data-testid="document-invoice"
          >
            {t('documents.invoice')}
          </Button>
        )}
        {receipt && (
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            loading={documents.pending === 'receipt'}
            onClick={() => documents.open({ kind: 'receipt' })}
            data-testid="document-receipt"
          >
            {t('documents.receipt')}
          </Button>
        )}
        {children}
      </Box>
      {documents.error && (
        <Alert severity="error" onClose={documents.clearError} data-testid="document-error">
          {documents.error}
        </Alert>
      )}
    </Box>
  );
}
