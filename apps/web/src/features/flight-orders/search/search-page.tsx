import {
  addDays,
  mayCreateFlightOrders,
  routePath,
  todayIsoDate,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchTabLayout } from '../../../components/orders/search-tab-layout';
import { useCurrentRole } from '../../../lib/current-user';
import { bookingDefaultsQuery, searchQuery } from '../api';
import { readLastSearch, storeCheckoutDraft, storeLastSearch } from '../search-storage';
import { PriceCalendar } from './price-calendar';
import { SearchForm } from './search-form';
import { blankSearch, searchToFormValues, shiftSearch, tripToFormValues } from './search-form-values';
import { SearchResults } from './search-results';

/** The remembered search runs again on arrival only while its first date has not passed. */
function initialRequest(): TSearchRequest | null {
  const last = readLastSearch();
  return last && (last.legs[0]?.date ?? '') >= todayIsoDate() ? last : null;
}

/**
 * The Flights tab of /search (the screen's title and tabs are app/router/search-tabs-page.tsx's): the search form,
 * the ±3-day price calendar and the offers. The last search is remembered (see flight-orders/search-storage.ts) and
 * runs again when the page opens; after a new login (which clears the browser's storage) the form starts from the
 * trip type and route of the user's latest order instead (the server's booking defaults). Choosing an offer goes to
 * /checkout.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentRole();
  const [request, setRequest] = useState<TSearchRequest | null>(initialRequest);
  const [formSource, setFormSource] = useState<TSearchRequest | null>(() => readLastSearch());
  const initialValues = useMemo(() => (formSource ? searchToFormValues(formSource) : blankSearch()), [formSource]);
  const search = useQuery({ ...searchQuery(request ?? blankSearchRequest), enabled: request !== null });
  const defaults = useQuery({ ...bookingDefaultsQuery(), enabled: formSource === null && mayCreateFlightOrders(role) });
  const lastTrip = defaults.data?.trip;
  const remembered = useMemo(
    () => (formSource === null && lastTrip ? tripToFormValues(lastTrip) : null),
    [formSource, lastTrip],
  );
  const view = role === 'user' ? 'agent' : 'staff';

  // A day moved by ←/→ in the list searches again; the new list takes the focus back (not after the form's search).
  const [focusResults, setFocusResults] = useState(false);
  const run = (next: TSearchRequest) => {
    storeLastSearch(next);
    setRequest(next);
    setFocusResults(false);
  };
  const chooseDay = (date: string) => {
    if (!request) return;
    const next = shiftSearch(request, date);
    setFormSource(next);
    run(next);
  };
  const shiftDay = (calendar: readonly { date: string; lowestPayable: number | null }[], step: -1 | 1) => {
    const selected = request?.legs[0]?.date;
    if (!selected) return;
    const day = calendar.find((candidate) => candidate.date === addDays(selected, step));
    // As on the calendar: a day gone or with nothing to sell cannot be chosen.
    if (!day || day.lowestPayable === null || day.date < todayIsoDate()) return;
    chooseDay(day.date);
    setFocusResults(true);
  };
  const choose = (offer: TSearchOffer) => {
    if (!request) return;
    storeCheckoutDraft({ search: request, offer });
    void navigate(routePath('checkout'));
  };

  return (
    <SearchTabLayout
      form={
        <SearchForm
          initialValues={initialValues}
          remembered={remembered}
          onSearch={run}
          serverError={search.error}
          searching={search.isFetching}
        />
      }
      search={request}
      results={search}
      isEmpty={(data) => data.offers.length === 0}
      emptyText={t('search.empty')}
      testIdPrefix="search"
      above={(data, searched) =>
        data.calendar.length > 0 && (
          <PriceCalendar days={data.calendar} selected={searched.legs[0]?.date ?? ''} onChoose={chooseDay} />
        )
      }
    >
      {(data) => (
        <SearchResults
          offers={data.offers}
          view={view}
          onChoose={mayCreateFlightOrders(role) ? choose : undefined}
          onShiftDay={data.calendar.length > 0 ? (step) => shiftDay(data.calendar, step) : undefined}
          focusOnMount={focusResults}
        />
      )}
    </SearchTabLayout>
  );
}

/** Stands in for the key of the disabled query before the first search. */
const blankSearchRequest: TSearchRequest = {
  travelType: 'oneWay',
  legs: [],
  passengers: { adults: 1, children: 0, infants: 0 },
};
