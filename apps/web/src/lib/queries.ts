import { API_PATHS, ZCompanySettings, ZProfile, ZRateByRangeResponse, type TRateByRangeRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** Queries shared by the shell and the features: the logged-in user's profile, rates, company settings. */
export function profileQuery() {
  return queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.profile, { schema: ZProfile, signal }),
  });
}

export function ratesQuery(range: TRateByRangeRequest) {
  return queryOptions({
    queryKey: queryKeys.rates.range(range),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.rateByRange, { method: 'POST', body: range, schema: ZRateByRangeResponse, signal }),
    // Rates change once a day.
    staleTime: 10 * 60_000,
  });
}

export function companySettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.companySettings(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.companySettings, { schema: ZCompanySettings, signal }),
    staleTime: 60 * 60_000,
    // The footer falls back to its defaults at once instead of waiting for retries.
    retry: false,
  });
}
