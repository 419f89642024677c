import { DOCUMENT_ENDPOINTS, type TDocumentKind, type TLanguage, type TOrderPassenger } from '@frs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, downloadApi } from './api-client';
import { currentLanguage } from './i18n';
import { openDocument } from './open-document';

/** The PDFs of an order of any product line (docs/PRODUCT.md §7 "Mail and PDF service"), opened in a new window. */

interface TDocumentOrder {
  id: number;
  pnr: string;
}

export type TOrderDocument =
  { kind: 'ticket'; passenger: Pick<TOrderPassenger, 'id'> } | { kind: Exclude<TDocumentKind, 'ticket'> };

function loadDocument(order: TDocumentOrder, document: TOrderDocument, language: TLanguage) {
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
    case 'voucher':
      return downloadApi(DOCUMENT_ENDPOINTS.voucher, {
        params: { id: order.id },
        query,
        fallbackName: `voucher-${order.pnr}.pdf`,
      });
    case 'itinerary':
      return downloadApi(DOCUMENT_ENDPOINTS.itinerary, {
        params: { id: order.id },
        query,
        fallbackName: `itinerary-${order.pnr}.pdf`,
      });
  }
}

/** The name `pending` gives a paper while it loads (`ticket-<passenger id>`, `voucher`, …). */
export function documentKey(document: TOrderDocument): string {
  return document.kind === 'ticket' ? `ticket-${document.passenger.id}` : document.kind;
}

/**
 * The papers of one order (docs/PRODUCT.md §7 "Mail and PDF service"): the language they are printed in (the
 * interface's unless chosen), which one is on its way, the last failure, and `open`, which opens one in a new window.
 */
export function useOrderDocuments(order: TDocumentOrder) {
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
