import type { TPackageOrder } from '@frs/contract';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/form/language-select';
import { useOrderDocuments } from '../../../lib/order-documents';
import { travellerName } from './package-order-format';

/**
 * The papers of a ticketed package: a ticket per traveller who has one, the hotel voucher and the itinerary (with
 * the tour manager's contacts), in the language chosen (the interface's unless chosen). Each opens in a new window;
 * a refusal closes that window and shows the server's message.
 */
export function PackageDocuments({ order }: { order: TPackageOrder }) {
  const { t } = useTranslation();
  const { language, setLanguage, open, pending, error, clearError } = useOrderDocuments(order);
  const ticketed = order.passengers.filter((passenger) => passenger.ticketNumber !== null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="group"
        aria-label={t('documents.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        data-testid="package-order-documents"
      >
        <LanguageSelect
          label={t('documents.language')}
          value={language}
          onChange={setLanguage}
          testId="package-documents-language"
        />
        {ticketed.map((passenger) => (
          <Button
            key={passenger.id}
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            loading={pending === `ticket-${passenger.id}`}
            onClick={() => open({ kind: 'ticket', passenger })}
            data-testid={`package-ticket-${passenger.id}`}
          >
            {t('packageOrders.ticketOf', { name: travellerName(passenger) })}
          </Button>
        ))}
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          loading={pending === 'voucher'}
          onClick={() => open({ kind: 'voucher' })}
          data-testid="package-voucher"
        >
          {t('packageOrders.voucher')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          loading={pending === 'itinerary'}
          onClick={() => open({ kind: 'itinerary' })}
          data-testid="package-itinerary"
        >
          {t('packageOrders.itinerary')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" onClose={clearError} data-testid="package-documents-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
