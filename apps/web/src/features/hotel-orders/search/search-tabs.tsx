import { hasPermission } from '@frs/contract';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import LuggageIcon from '@mui/icons-material/Luggage';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentRole } from '../../../lib/current-user';

export const SEARCH_TABS = ['flights', 'hotels', 'packages'] as const;
export type TSearchTab = (typeof SEARCH_TABS)[number];

/** The URL parameter of the chosen tab: `?tab=hotels`; flights (the default) has none. */
export const SEARCH_TAB_PARAM = 'tab';

/** The chosen tab from the URL: hotels or packages only when asked for and the role may search them. */
export function chosenTab(params: URLSearchParams, mayHotels: boolean, mayPackages = false): TSearchTab {
  const asked = params.get(SEARCH_TAB_PARAM);
  if (asked === 'packages' && mayPackages) return 'packages';
  return mayHotels && asked === 'hotels' ? 'hotels' : 'flights';
}

const ICONS: Record<TSearchTab, ReactElement> = {
  flights: <FlightIcon />,
  hotels: <HotelIcon />,
  packages: <LuggageIcon />,
};
const LABELS = { flights: 'searchTabs.flights', hotels: 'searchTabs.hotels', packages: 'packageSearch.tab' } as const;

/**
 * The /search screen's title and its tabs, Flights (the default) and Hotels, with the chosen one in the URL, so that
 * a reload or Back shows the same tab. A role that may not search hotels (Reports) sees the flight search alone. Only
 * the chosen tab's content is rendered: the screen's module carries the flight search, and the hotel search is
 * passed in as a lazily loaded page (the /search chunk stays small).
 */
export function SearchTabs({
  flights,
  hotels,
  packages,
}: {
  flights: ReactNode;
  hotels: ReactNode;
  /** The Packages tab (issue 16), shown to the roles that may search packages when given. */
  packages?: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const role = useCurrentRole();
  const [params, setParams] = useSearchParams();
  const mayHotels = hasPermission(role, 'search.hotels');
  const mayPackages = packages !== undefined && hasPermission(role, 'search.packages');
  const tab = chosenTab(params, mayHotels, mayPackages);
  const tabs = SEARCH_TABS.filter((value) => value !== 'packages' || mayPackages);

  const choose = (next: TSearchTab) => {
    const nextParams = new URLSearchParams(params);
    if (next !== 'flights') nextParams.set(SEARCH_TAB_PARAM, next);
    else nextParams.delete(SEARCH_TAB_PARAM);
    // A new history entry: Back returns to the tab before.
    setParams(nextParams);
  };

  return (
    <Box sx={{ display: 'grid', minWidth: 0 }}>
      <PageTitle title={t('routes.search')} />
      {mayHotels ? (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: TSearchTab) => choose(value)}
            aria-label={t('searchTabs.label')}
            // Three tabs do not fit a phone's width side by side in Armenian: there they scroll, as the
            // reservation tabs do.
            variant={tabs.length > 2 && phone ? 'scrollable' : 'fullWidth'}
            allowScrollButtonsMobile
            sx={{ mb: 2, maxWidth: tabs.length > 2 ? 600 : 420, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(LABELS[value])}
                icon={ICONS[value]}
                iconPosition="start"
                id={`search-tab-${value}`}
                aria-controls={`search-panel-${value}`}
                data-testid={`search-tab-${value}`}
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`search-panel-${tab}`}
            aria-labelledby={`search-tab-${tab}`}
            data-testid={`search-panel-${tab}`}
            sx={{ minWidth: 0 }}
          >
            {tab === 'hotels' ? hotels : tab === 'packages' ? packages : flights}
          </Box>
        </>
      ) : (
        flights
      )}
    </Box>
  );
}
