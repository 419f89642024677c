import { hasPermission, REFERENCE_RESOURCES } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LazyResourceList } from '../../components/resource/lazy-resource-list';
import { useCurrentRole } from '../../lib/current-user';
import { RateAdministration } from './rate-administration';
import { RateHistory } from './rate-history';
import { TodayRates } from './today-rates';

/**
 * /currency: today's bank and agency rates, their history, and for admins the rate source, manual entry and the
 * margins (the settings form of the currency).
 */
export default function CurrencyPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  return (
    <>
      <PageTitle title={t('routes.currency')} />
      {/* Today's rates never narrower than their table (its titles wrapped), the chart takes the rest. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(min-content, 1fr) minmax(0, 2fr)' },
        }}
      >
        <TodayRates />
        <RateHistory />
        {hasPermission(role, 'currencyRates.manage') && (
          <Box sx={{ gridColumn: { lg: '1 / -1' }, display: 'grid', gap: 2 }}>
            <RateAdministration />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <LazyResourceList
                descriptor={REFERENCE_RESOURCES.currencySettings}
                canWrite={hasPermission(role, 'currencySettings.write')}
              />
            </Paper>
          </Box>
        )}
      </Box>
    </>
  );
}
