import { PACKAGE_ORDER_LIFECYCLE, routePath, type TPackageCombination } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
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
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PackageSearchForm
        initialValues={initialValues}
        onSearch={setSearch}
        serverError={results.error}
        searching={results.isFetching}
      />
      {results.isError && (
        <Alert severity="error" data-testid="package-search-error">
          {results.error instanceof ApiError ? results.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {search && results.isPending && <Spinner />}
      {search &&
        results.data &&
        (results.data.combinations.length === 0 ? (
          <Alert severity="info" data-testid="package-search-empty">
            {t('packageSearch.empty')}
          </Alert>
        ) : (
          <PackageResults
            combinations={results.data.combinations}
            view={view}
            onBook={PACKAGE_ORDER_LIFECYCLE.mayCreate(role) ? book : undefined}
          />
        ))}
    </Box>
  );
}

/** Stands in for the key of the disabled query before the first search. */
const BLANK_REQUEST = { destination: '', departureFrom: '', adults: 1 };
