import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission } from '@frs/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useCurrentRole } from '../../lib/current-user';
import { FlightList } from './flight-list';

const FlightTemplates = lazy(() => import('./flight-templates'));

const TABS = ['flights', 'templates'] as const;
type TTab = (typeof TABS)[number];

function isTab(value: string | null): value is TTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /flights: the flights of a period, and the templates schedules are made from (generic lists). */
export default function FlightsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TTab = isTab(tabParam) ? tabParam : 'flights';
  const canWrite = hasPermission(role, 'flights.write');

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageTitle title={t('routes.flights')} />
      <Tabs
        value={tab}
        onChange={(_event, value: TTab) => setParams(value === 'flights' ? {} : { tab: value })}
        aria-label={t('flights.tabsLabel')}
      >
        <Tab value="flights" label={t('flights.tabs.flights')} data-testid="flights-tab-flights" />
        <Tab value="templates" label={t('flights.tabs.templates')} data-testid="flights-tab-templates" />
      </Tabs>
      {tab === 'flights' ? (
        <FlightList canWrite={canWrite} />
      ) : (
        <Suspense fallback={<LinearProgress aria-label={t('app.loading')} />}>
          <FlightTemplates />
        </Suspense>
      )}
    </Box>
  );
}
