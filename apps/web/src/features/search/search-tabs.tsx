import { hasPermission, type TPermission } from '@frs/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useCurrentRole } from '../../lib/current-user';

/**
 * One tab of /search, as a product line declares it: its value in the URL, its label and icon, the permission that
 * shows it, and its content (rendered only while the tab is chosen).
 */
export interface TSearchTab {
  /** The URL parameter's value when the tab is chosen (`?tab=hotels`); the first tab, the default, has none. */
  value: string;
  label: ParseKeys;
  icon: ReactElement;
  /** Who sees the tab. The first tab is the screen's own and always shown. */
  permission: TPermission;
  content: ReactNode;
}

/** The URL parameter of the chosen tab: `?tab=hotels`; the first tab (flights, the default) has none. */
export const SEARCH_TAB_PARAM = 'tab';

/** The chosen tab from the URL: another than the first only when asked for and shown to the role. */
export function chosenTab<TTab extends Pick<TSearchTab, 'value'>>(
  params: URLSearchParams,
  shown: readonly TTab[],
): TTab {
  const asked = params.get(SEARCH_TAB_PARAM);
  return shown.find((tab, index) => index > 0 && tab.value === asked) ?? shown[0]!;
}

/**
 * The /search screen's title and its tabs (each product line's search, Flights the default), with the chosen one in
 * the URL, so that a reload or Back shows the same tab. A role that may search no other line (Reports) sees the first
 * tab's content alone. Only the chosen tab's content is rendered: the screen's module carries the flight search, and
 * the others are passed in as lazily loaded pages (the /search chunk stays small).
 */
export function SearchTabs({ tabs: declared }: { tabs: readonly [TSearchTab, ...TSearchTab[]] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const role = useCurrentRole();
  const [params, setParams] = useSearchParams();
  const tabs = declared.filter((tab, index) => index === 0 || hasPermission(role, tab.permission));
  const tab = chosenTab(params, tabs);
  const first = declared[0];

  const choose = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next !== first.value) nextParams.set(SEARCH_TAB_PARAM, next);
    else nextParams.delete(SEARCH_TAB_PARAM);
    // A new history entry: Back returns to the tab before.
    setParams(nextParams);
  };

  return (
    <Box sx={{ display: 'grid', minWidth: 0 }}>
      <PageTitle title={t('routes.search')} />
      {tabs.length > 1 ? (
        <>
          <Tabs
            value={tab.value}
            onChange={(_event, value: string) => choose(value)}
            aria-label={t('searchTabs.label')}
            // Three tabs do not fit a phone's width side by side in Armenian: there they scroll, as the
            // reservation tabs do.
            variant={tabs.length > 2 && phone ? 'scrollable' : 'fullWidth'}
            allowScrollButtonsMobile
            sx={{ mb: 2, maxWidth: tabs.length > 2 ? 600 : 420, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map(({ value, label, icon }) => (
              <Tab
                key={value}
                value={value}
                label={t(label)}
                icon={icon}
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
            id={`search-panel-${tab.value}`}
            aria-labelledby={`search-tab-${tab.value}`}
            data-testid={`search-panel-${tab.value}`}
            sx={{ minWidth: 0 }}
          >
            {tab.content}
          </Box>
        </>
      ) : (
        first.content
      )}
    </Box>
  );
}
