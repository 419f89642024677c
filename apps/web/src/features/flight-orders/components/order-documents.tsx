import type { TFlightOrder, TOrderPassenger } from '@frs/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentButton, DocumentsBlock } from '../../../components/orders/documents-block';
import type { TOrderDocuments } from '../../../lib/order-documents';

/** Whether the order has an invoice to show: a booking waiting for payment, or a paid order. */
export function hasInvoice(order: Pick<TFlightOrder, 'status' | 'ticketedAt'>): boolean {
  return order.status === 'booked' || order.ticketedAt !== null;
}

/** Whether the order has a receipt: money was paid for it. */
export function hasReceipt(order: Pick<TFlightOrder, 'ticketedAt'>): boolean {
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
  order: TFlightOrder;
  documents: TOrderDocuments;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const showTickets = order.passengers.some((passenger) => passenger.ticketNumber);
  const invoice = hasInvoice(order);
  const receipt = hasReceipt(order);
  if (!showTickets && !invoice && !receipt && !children) return null;
  return (
    <DocumentsBlock
      documents={documents}
      testIds={{ group: 'order-documents', language: 'document-language', error: 'document-error' }}
      showLanguage={showTickets || invoice || receipt}
    >
      {invoice && (
        <DocumentButton
          documents={documents}
          document={{ kind: 'invoice' }}
          label={t('documents.invoice')}
          testId="document-invoice"
        />
      )}
      {receipt && (
        <DocumentButton
          documents={documents}
          document={{ kind: 'receipt' }}
          label={t('documents.receipt')}
          testId="document-receipt"
        />
      )}
      {children}
    </DocumentsBlock>
  );
}
