import { HOTEL_ORDER_LIFECYCLE, routePath, type THotelOffer, type THotelResult, todayIsoDate } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchTabLayout } from '../../../components/orders/search-tab-layout';
import { useCurrentRole } from '../../../lib/current-user';
import { hotelSearchQuery } from '../api';
import { HotelSearchForm } from './hotel-search-form';
import { readLastHotelSearch, storeHotelCheckoutDraft, storeLastHotelSearch } from './hotel-search-storage';
import {
  blankHotelSearch,
  hotelSearchToFormValues,
  toHotelSearchQuery,
  type THotelSearch,
} from './hotel-search-values';
import { HotelResults } from './hotel-results';

/** The remembered search runs again on arrival only while its check-in has not passed. */
function initialSearch(): THotelSearch | null {
  const last = readLastHotelSearch();
  return last && last.checkIn >= todayIsoDate() ? last : null;
}

/**
 * The Hotels tab of /search: the form, then the hotels with their room offers, filters and sorting. The last search
 * is remembered for the tab's session and runs again when the tab opens; choosing an offer goes to /checkout/hotel.
 */
export default function HotelSearchTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentRole();
  const [search, setSearch] = useState<THotelSearch | null>(initialSearch);
  const initialValues = useMemo(() => {
    const last = readLastHotelSearch();
    return last ? hotelSearchToFormValues(last) : blankHotelSearch();
  }, []);
  const results = useQuery({
    ...hotelSearchQuery(search ? toHotelSearchQuery(search) : BLANK_QUERY),
    enabled: search !== null,
  });
  const view = role === 'user' ? 'agent' : 'staff';

  const run = (next: THotelSearch) => {
    storeLastHotelSearch(next);
    setSearch(next);
  };
  const choose = (hotel: THotelResult, offer: THotelOffer) => {
    if (!search || !results.data) return;
    const { offers: _offers, lowestPayable: _lowest, ...summary } = hotel;
    storeHotelCheckoutDraft({ search, hotel: summary, offer, nights: results.data.nights });
    void navigate(routePath('hotelCheckout'));
  };

  return (
    <SearchTabLayout
      form={
        <HotelSearchForm
          initialValues={initialValues}
          onSearch={run}
          serverError={results.error}
          searching={results.isFetching}
        />
      }
      search={search}
      results={results}
      isEmpty={(data) => data.hotels.length === 0}
      emptyText={t('hotelSearch.empty')}
      testIdPrefix="hotel-search"
    >
      {(data, searched) => (
        <HotelResults
          hotels={data.hotels}
          nights={data.nights}
          search={searched}
          view={view}
          onChoose={HOTEL_ORDER_LIFECYCLE.mayCreate(role) ? choose : undefined}
        />
      )}
    </SearchTabLayout>
  );
}

/** Stands in for the key of the disabled query before the first search. */
const BLANK_QUERY = { city: '', checkIn: '', checkOut: '' };
