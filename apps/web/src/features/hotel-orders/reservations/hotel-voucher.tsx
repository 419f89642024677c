import { useTranslation } from 'react-i18next';
import { DocumentButton, DocumentsBlock } from '../../../components/orders/documents-block';
import { useOrderDocuments } from '../../../lib/order-documents';

/**
 * The voucher of a confirmed stay: the language it is printed in (the interface's unless chosen) and a button
 * that opens the PDF in a new window; a refusal closes that window and shows the server's message.
 */
export function HotelVoucher({ order }: { order: { id: number; pnr: string } }) {
  const { t } = useTranslation();
  const documents = useOrderDocuments(order);
  return (
    <DocumentsBlock
      documents={documents}
      testIds={{ group: 'hotel-order-documents', language: 'hotel-voucher-language', error: 'hotel-voucher-error' }}
    >
      <DocumentButton
        documents={documents}
        document={{ kind: 'voucher' }}
        label={t('hotelOrders.voucher')}
        testId="hotel-voucher"
      />
    </DocumentsBlock>
  );
}
