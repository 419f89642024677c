import {
  CURRENCY_ENDPOINTS,
  FLIGHT_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  USER_ENDPOINTS,
  type TBalanceHistoryRequest,
  type TUserListItem,
  type TUserListRequest,
  type TRateByRangeRequest,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** Queries shared by the shell and the features: the logged-in user's profile, rates, company settings. */
export function profileQuery() {
  return queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: ({ signal }) => callApi(USER_ENDPOINTS.profile, { signal }),
  });
}

export function ratesQuery(range: TRateByRangeRequest) {
  return queryOptions({
    queryKey: queryKeys.rates.range(range),
    queryFn: ({ signal }) => callApi(CURRENCY_ENDPOINTS.rateByRange, { body: range, signal }),
    // Rates change once a day.
    staleTime: 10 * 60_000,
  });
}

export function companySettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.companySettings(),
    queryFn: ({ signal }) => callApi(SETTINGS_ENDPOINTS.company, { signal }),
    staleTime: 60 * 60_000,
    // The footer falls back to its defaults at once instead of waiting for retries.
    retry: false,
  });
}

/** A user's ledger entries: one's own (/profile) or, for staff, anyone's (/agents/:id). */
export function balanceHistoryQuery(id: number, request: TBalanceHistoryRequest) {
  return queryOptions({
    queryKey: queryKeys.users.balanceHistory(id, request),
    queryFn: ({ signal }) => callApi(USER_ENDPOINTS.balanceHistory, { params: { id }, body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The caller's notifications in force (the bell and the urgent banner). Not polled: a new notice or announcement
 * arrives as a live event (lib/live-events.ts), which marks this query stale.
 */
export function myNotificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.myNotifications(),
    queryFn: ({ signal }) => callApi(NOTIFICATION_ENDPOINTS.mine, { signal }),
    staleTime: 60_000,
  });
}

export function markNotificationRead(id: number) {
  return callApi(NOTIFICATION_ENDPOINTS.markRead, { params: { id } });
}

/** Marks one of the caller's own notices (low balance, deadlines, disruptions, approvals) read. */
export function markNoticeRead(id: number) {
  return callApi(NOTIFICATION_ENDPOINTS.markNoticeRead, { params: { id } });
}

/** One user's profile (staff: anyone's): /agents/:id, and the balance of the agent an order is for. */
export function userQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => callApi(USER_ENDPOINTS.get, { params: { id }, signal }),
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
    queryFn: ({ signal }) => callApi(USER_ENDPOINTS.list, { body: request, signal }),
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
    queryFn: ({ signal }) => callApi(FLIGHT_ENDPOINTS.classes, { params: { id: flightId }, signal }),
  });
}
