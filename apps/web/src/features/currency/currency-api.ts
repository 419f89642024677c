import {
  API_PATHS,
  ZRateProviderStatus,
  ZSuccessResponse,
  type TManualRateRequest,
  type TRateSource,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function rateProviderStatusQuery() {
  return queryOptions({
    queryKey: queryKeys.rates.providerStatus(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.currencyRatesStatus, { schema: ZRateProviderStatus, signal }),
  });
}

export function refreshRates() {
  return apiRequest(API_PATHS.currencyRatesRefresh, { method: 'POST', body: {}, schema: ZRateProviderStatus });
}

export function saveRateSource(source: TRateSource) {
  return apiRequest(API_PATHS.currencyRatesSource, { method: 'PUT', body: { source }, schema: ZRateProviderStatus });
}

export function saveManualRate(input: TManualRateRequest) {
  return apiRequest(API_PATHS.currencyRates, { method: 'POST', body: input, schema: ZSuccessResponse });
}
