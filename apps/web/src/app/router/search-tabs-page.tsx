import FlightSearchPage from '../../features/flight-orders/search/search-page';
import { SearchTabs } from '../../features/hotel-orders/search/search-tabs';
import { withFeatureTexts } from '../../lib/i18n';
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

/**
 * /search: the flight search and the hotel search are two features, which never import each other; the screen that
 * shows them as tabs is composed here (the tabs themselves, with the chosen one in the URL, are the hotel feature's).
 */
export default function SearchTabsPage() {
  return (
    <SearchTabs
      flights={<FlightSearchPage />}
      hotels={<LazyPage loader={hotelSearchLoader} />}
      packages={<LazyPage loader={packageSearchLoader} />}
    />
  );
}
