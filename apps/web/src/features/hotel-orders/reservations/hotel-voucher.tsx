import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/form/language-select';
import { useOrderDocuments } from '../../../lib/order-documents';

/**
 * The voucher of a confirmed stay: the language it is printed in (the interface's unless chosen) and a button
 * that opens the PDF in a new window; a refusal closes that window and shows the server's message.
 */
export function HotelVoucher({ order }: { order: { id: number; pnr: string } }) {
  const { t } = useTranslation();
  const { language, setLanguage, open, pending, error, clearError } = useOrderDocuments(order);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="group"
        aria-label={t('documents.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        data-testid="hotel-order-documents"
      >
        <LanguageSelect
          label={t('documents.language')}
          value={language}
          onChange={setLanguage}
          testId="hotel-voucher-language"
        />
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          loading={pending === 'voucher'}
          onClick={() => open({ kind: 'voucher' })}
          data-testid="hotel-voucher"
        >
          {t('hotelOrders.voucher')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" onClose={clearError} data-testid="hotel-voucher-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
