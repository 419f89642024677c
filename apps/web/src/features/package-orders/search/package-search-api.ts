import { PACKAGE_SEARCH_ENDPOINTS, type TPackageSearchRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The keys of package search, under the search root so that an order change (useInvalidateAfterOrderChange)
 * refreshes them with every other search.
 */
export const packageSearchKeys = {
  all: () => [...queryKeys.search.all(), 'packages'] as const,
  results: (request: TPackageSearchRequest) => [...packageSearchKeys.all(), 'results', request] as const,
};

export function packageSearchQuery(request: TPackageSearchRequest) {
  return queryOptions({
    queryKey: packageSearchKeys.results(request),
    queryFn: ({ signal }) => callApi(PACKAGE_SEARCH_ENDPOINTS.search, { body: request, signal }),
    // Seats, rooms and prices move: a result a minute old is shown, an older one is asked again.
    staleTime: 60_000,
  });
}
