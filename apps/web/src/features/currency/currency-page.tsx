import { hasPermission } from '@frs/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { useCurrentUser } from '../../lib/current-user';
import { RateAdministration } from './rate-administration';
import { RateHistory } from './rate-history';
import { TodayRates } from './today-rates';

/** /currency: today's bank and agency rates, their history, and for admins the rate source and manual entry. */
export default function CurrencyPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  return (
    <>
      <PageTitle title={t('routes.currency')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <TodayRates />
        <RateHistory />
        {hasPermission(role, 'currencyRates.manage') && (
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <RateAdministration />
          </Box>
        )}
      </Box>
    </>
  );
}
