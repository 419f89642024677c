import {
  API_PATHS,
  ZBalanceHistoryResponse,
  ZCompanySettings,
  ZFlightClassList,
  ZMyNotifications,
  ZProfile,
  ZRateByRangeResponse,
  ZUserListResponse,
  type TBalanceHistoryRequest,
  type TUserListItem,
  type TUserListRequest,
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

/** One user's profile (staff: anyone's): /agents/:id, and the balance of the agent an order is for. */
export function userQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => apiRequest(API_PATHS.userById(id), { schema: ZProfile, signal }),
  });
}

/** Approved agents matching a text, for the pickers of staff screens (checkout, order and passenger filters). */
export function agentOptionsQuery(search: string) {
  const request: TUserListRequest = {
    page: 0,
    pageSize: 20,
    role: 'user',
    status: 'approved',
    sortField: 'companyName',
    sortOrder: 'asc',
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  return queryOptions({
    queryKey: queryKeys.users.list(request),
    queryFn: ({ signal }) => apiRequest(API_PATHS.users, { body: request, schema: ZUserListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How an agent reads in pickers and cells. */
export function agentLabel(agent: Pick<TUserListItem, 'companyName' | 'contactNameSurname' | 'email'>): string {
  return agent.companyName || agent.contactNameSurname || agent.email;
}

/** A flight's classes with their seats: /flights/:id, and the receiving class of a refund. */
export function flightClassesQuery(flightId: number) {
  return queryOptions({
    queryKey: queryKeys.flights.classes(flightId),
    queryFn: ({ signal }) => apiRequest(API_PATHS.classesByFlight(flightId), { schema: ZFlightClassList, signal }),
  });
}
