import type { TPackageOrder } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { DocumentButton, DocumentsBlock } from '../../../components/orders/documents-block';
import { useOrderDocuments } from '../../../lib/order-documents';
import { travellerName } from './package-order-format';

/**
 * The papers of a ticketed package: a ticket per traveller who has one, the hotel voucher and the itinerary (with
 * the tour manager's contacts), in the language chosen (the interface's unless chosen). Each opens in a new window;
 * a refusal closes that window and shows the server's message.
 */
export function PackageDocuments({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const documents = useOrderDocuments(order);
  const ticketed = order.passengers.filter((passenger) => passenger.ticketNumber !== null);
  return (
    <DocumentsBlock
      documents={documents}
      testIds={{
        group: 'package-order-documents',
        language: 'package-documents-language',
        error: 'package-documents-error',
      }}
    >
      {ticketed.map((passenger) => (
        <DocumentButton
          key={passenger.id}
          documents={documents}
          document={{ kind: 'ticket', passenger }}
          label={t('packageOrders.ticketOf', { name: travellerName(passenger) })}
          testId={`package-ticket-${passenger.id}`}
        />
      ))}
      <DocumentButton
        documents={documents}
        document={{ kind: 'voucher' }}
        label={t('packageOrders.voucher')}
        testId="package-voucher"
      />
      <DocumentButton
        documents={documents}
        document={{ kind: 'itinerary' }}
        label={t('packageOrders.itinerary')}
        testId="package-itinerary"
      />
    </DocumentsBlock>
  );
}
