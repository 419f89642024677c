import { PACKAGE_ORDER_LIFECYCLE, routePath, type TPackageCombination } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchTabLayout } from '../../../components/orders/search-tab-layout';
import { useCurrentRole } from '../../../lib/current-user';
import { packageSearchQuery } from './package-search-api';
import { PackageSearchForm } from './package-search-form';
import { storePackageSelection } from './package-search-storage';
import { blankPackageSearch, toPackageSearchRequest, type TPackageSearch } from './package-search-values';
import { PackageResults } from './package-results-view';

/**
 * The Packages tab of /search: the form, then the combinations (outbound and return flights, a room type, the
 * services) grouped by hotel with filters. "Book" keeps the combination and the party for /checkout/package.
 */
export default function PackageSearchTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useCurrentRole();
  const [search, setSearch] = useState<TPackageSearch | null>(null);
  const initialValues = useMemo(() => blankPackageSearch(), []);
  const results = useQuery({
    ...packageSearchQuery(search ? toPackageSearchRequest(search) : BLANK_REQUEST),
    enabled: search !== null,
  });
  const view = role === 'user' ? 'agent' : 'staff';

  const book = (combination: TPackageCombination) => {
    if (!search) return;
    storePackageSelection(combination, search);
    void navigate(routePath('packageCheckout'));
  };

  return (
    <SearchTabLayout
      form={
        <PackageSearchForm
          initialValues={initialValues}
          onSearch={setSearch}
          serverError={results.error}
          searching={results.isFetching}
        />
      }
      search={search}
      results={results}
      isEmpty={(data) => data.combinations.length === 0}
      emptyText={t('packageSearch.empty')}
      testIdPrefix="package-search"
    >
      {(data) => (
        <PackageResults
          combinations={data.combinations}
          view={view}
          onBook={PACKAGE_ORDER_LIFECYCLE.mayCreate(role) ? book : undefined}
        />
      )}
    </SearchTabLayout>
  );
}

/** Stands in for the key of the disabled query before the first search. */
const BLANK_REQUEST = { destination: '', departureFrom: '', adults: 1 };
