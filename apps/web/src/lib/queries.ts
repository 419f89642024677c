import {
  API_PATHS,
  ZBalanceHistoryResponse,
  ZCompanySettings,
  ZMyNotifications,
  ZProfile,
  ZRateByRangeResponse,
  type TBalanceHistoryRequest,
  type TRateByRangeRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** A user's ledger entries: one's own (/profile) or, for staff, anyone's (/agents/:id). */
export function balanceHistoryQuery(id: number, request: TBalanceHistoryRequest) {
  return queryOptions({
    queryKey: queryKeys.users.balanceHistory(id, request),
    queryFn: ({ signal }) =>
      apiRequest(API_PATHS.balanceHistory(id), { body: request, schema: ZBalanceHistoryResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The caller's notifications in force (the bell and the urgent banner); asked again every few minutes. */
export function myNotificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.myNotifications(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.myNotifications, { schema: ZMyNotifications, signal }),
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
  });
}

export function markNotificationRead(id: number) {
  return apiRequest(API_PATHS.notificationRead(id), { method: 'POST', body: {}, schema: ZMyNotifications });
}
