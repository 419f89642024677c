import type { TProductLine } from '@frs/contract';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import LuggageIcon from '@mui/icons-material/Luggage';
import type { ReactElement, ReactNode } from 'react';
import FlightSearchPage from '../../features/flight-orders/search/search-page';
import { SearchTabs, type TSearchTab } from '../../features/search/search-tabs';
import { withFeatureTexts } from '../../lib/i18n';
import { WEB_PRODUCT_LINES } from '../../lib/product-lines';
import { LazyPage } from './lazy-page';

/** The Hotels tab is a chunk of its own, imported with its texts when the tab is first shown. */
const hotelSearchLoader = withFeatureTexts(
  ['hotelSearch'],
  () => import('../../features/hotel-orders/search/hotel-search-tab'),
);
/** So is the Packages tab. */
const packageSearchLoader = withFeatureTexts(
  ['packageSearch'],
  () => import('../../features/package-orders/search/package-search-tab'),
);

/** What each line's search tab shows: the flight search is this screen's own, the others load when chosen. */
const SEARCH_TAB_CONTENT: Readonly<Record<TProductLine, { icon: ReactElement; content: ReactNode }>> = {
  flight: { icon: <FlightIcon />, content: <FlightSearchPage /> },
  hotel: { icon: <HotelIcon />, content: <LazyPage loader={hotelSearchLoader} /> },
  package: { icon: <LuggageIcon />, content: <LazyPage loader={packageSearchLoader} /> },
};

const [FIRST_TAB, ...OTHER_TABS]: TSearchTab[] = WEB_PRODUCT_LINES.map(({ line, searchTab }) => ({
  ...searchTab,
  ...SEARCH_TAB_CONTENT[line],
}));

/**
 * /search: each product line's search is its own feature, and none imports another; the screen that shows them as
 * tabs (the search feature's, with the chosen one in the URL) is composed here, a tab per line of the registry.
 */
export default function SearchTabsPage() {
  return <SearchTabs tabs={[FIRST_TAB!, ...OTHER_TABS]} />;
}
