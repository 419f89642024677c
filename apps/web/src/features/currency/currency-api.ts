import { CURRENCY_ENDPOINTS, type TManualRateRequest, type TRateSource } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function rateProviderStatusQuery() {
  return queryOptions({
    queryKey: queryKeys.rates.providerStatus(),
    queryFn: ({ signal }) => callApi(CURRENCY_ENDPOINTS.rateProviderStatus, { signal }),
  });
}

export function refreshRates() {
  return callApi(CURRENCY_ENDPOINTS.refreshRates);
}

export function saveRateSource(source: TRateSource) {
  return callApi(CURRENCY_ENDPOINTS.rateSource, { body: { source } });
}

export function saveManualRate(input: TManualRateRequest) {
  return callApi(CURRENCY_ENDPOINTS.manualRate, { body: input });
}
