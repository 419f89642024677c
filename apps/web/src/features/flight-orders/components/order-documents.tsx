import {
  DOCUMENT_ENDPOINTS,
  type TDocumentKind,
  type TLanguage,
  type TOrder,
  type TOrderPassenger,
} from '@frs/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/form/language-select';
import { ApiError, downloadApi } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { openDocument } from '../../../lib/open-document';

type TOrderDocument =
  { kind: 'ticket'; passenger: Pick<TOrderPassenger, 'id'> } | { kind: Exclude<TDocumentKind, 'ticket'> };

function loadDocument(order: Pick<TOrder, 'id' | 'pnr'>, document: TOrderDocument, language: TLanguage) {
  const query = { lang: language };
  switch (document.kind) {
    case 'ticket':
      return downloadApi(DOCUMENT_ENDPOINTS.ticket, {
        params: { orderId: order.id, passengerId: document.passenger.id },
        query,
        fallbackName: `ticket-${order.pnr}-${document.passenger.id}.pdf`,
      });
    case 'invoice':
      return downloadApi(DOCUMENT_ENDPOINTS.invoice, {
        params: { id: order.id },
        query,
        fallbackName: `invoice-${order.pnr}.pdf`,
      });
    case 'receipt':
      return downloadApi(DOCUMENT_ENDPOINTS.receipt, {
        params: { pnr: order.pnr },
        query,
        fallbackName: `receipt-${order.pnr}.pdf`,
      });
  }
}

function documentKey(document: TOrderDocument): string {
  return document.kind === 'ticket' ? `ticket-${document.passenger.id}` : document.kind;
}

/** Whether the order has an invoice to show: a booking waiting for payment, or a paid order. */
export function hasInvoice(order: Pick<TOrder, 'status' | 'ticketedAt'>): boolean {
  return order.status === 'booked' || order.ticketedAt !== null;
}

/** Whether the order has a receipt: money was paid for it. */
export function hasReceipt(order: Pick<TOrder, 'ticketedAt'>): boolean {
  return order.ticketedAt !== null;
}

/**
 * The papers of one order (spec section 7 "PDF pages"): the language they are printed in (the interface's unless
 * chosen), which one is on its way, the last failure, and `open`, which opens one in a new window.
 */
export function useOrderDocuments(order: Pick<TOrder, 'id' | 'pnr'>) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<TLanguage>(currentLanguage);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = (document: TOrderDocument) => {
    setError(null);
    setPending(documentKey(document));
    openDocument(() => loadDocument(order, document, language), t('documents.opening'))
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure.message : t('errors.GENERIC')))
      .finally(() => setPending(null));
  };
  return { language, setLanguage, open, pending, error, clearError: () => setError(null) };
}

export type TOrderDocuments = ReturnType<typeof useOrderDocuments>;

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
