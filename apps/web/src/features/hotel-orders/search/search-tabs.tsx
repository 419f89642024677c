import { hasPermission } from '@frs/contract';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentRole } from '../../../lib/current-user';

export const SEARCH_TABS = ['flights', 'hotels'] as const;
export type TSearchTab = (typeof SEARCH_TABS)[number];

/** The URL parameter of the chosen tab: `?tab=hotels`; flights (the default) has none. */
export const SEARCH_TAB_PARAM = 'tab';

/** The chosen tab from the URL: hotels only when asked for and the role may search hotels. */
export function chosenTab(params: URLSearchParams, mayHotels: boolean): TSearchTab {
  return mayHotels && params.get(SEARCH_TAB_PARAM) === 'hotels' ? 'hotels' : 'flights';
}

const ICONS: Record<TSearchTab, ReactElement> = { flights: <FlightIcon />, hotels: <HotelIcon /> };

/**
 * The /search screen's title and its tabs, Flights (the default) and Hotels, with the chosen one in the URL, so that
 * a reload or Back shows the same tab. A role that may not search hotels (Reports) sees the flight search alone. Only
 * the chosen tab's content is rendered: the screen's module carries the flight search, and the hotel search is
 * passed in as a lazily loaded page (the /search chunk stays small).
 */
export function SearchTabs({ flights, hotels }: { flights: ReactNode; hotels: ReactNode }) {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const [params, setParams] = useSearchParams();
  const mayHotels = hasPermission(role, 'search.hotels');
  const tab = chosenTab(params, mayHotels);

  const choose = (next: TSearchTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'hotels') nextParams.set(SEARCH_TAB_PARAM, next);
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
            variant="fullWidth"
            sx={{ mb: 2, maxWidth: 420, borderBottom: 1, borderColor: 'divider' }}
          >
            {SEARCH_TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`searchTabs.${value}`)}
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
            {tab === 'hotels' ? hotels : flights}
          </Box>
        </>
      ) : (
        flights
      )}
    </Box>
  );
}
