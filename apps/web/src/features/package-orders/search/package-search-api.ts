import { PACKAGE_SEARCH_ENDPOINTS, type TPackageSearchRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function packageSearchQuery(request: TPackageSearchRequest) {
  return queryOptions({
    queryKey: queryKeys.search.packages.results(request),
    queryFn: ({ signal }) => callApi(PACKAGE_SEARCH_ENDPOINTS.search, { body: request, signal }),
    // Seats, rooms and prices move: a result a minute old is shown, an older one is asked again.
    staleTime: 60_000,
  });
}
