import {
  ACCOUNT_ENDPOINTS,
  MAIL_ENDPOINTS,
  USER_ENDPOINTS,
  type TChangePasswordRequest,
  type TCreateUserRequest,
  type TCreditLimitRequest,
  type TTransferRequest,
  type TUpdateUserRequest,
  type TUseBalanceRequest,
  type TUserExportRequest,
  type TUserListRequest,
  type TUserStatusAction,
} from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, downloadApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function usersListQuery(request: TUserListRequest) {
  return queryOptions({
    queryKey: queryKeys.users.list(request),
    queryFn: ({ signal }) => callApi(USER_ENDPOINTS.list, { body: request, signal }),
    // Paging keeps the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

export function mailStatusQuery() {
  return queryOptions({
    queryKey: queryKeys.mailStatus(),
    queryFn: ({ signal }) => callApi(MAIL_ENDPOINTS.status, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function userGroupsQuery() {
  return queryOptions({
    queryKey: queryKeys.userGroups(),
    queryFn: ({ signal }) => callApi(ACCOUNT_ENDPOINTS.userGroups, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function createUser(request: TCreateUserRequest) {
  return callApi(ACCOUNT_ENDPOINTS.createUser, { body: request });
}

export function updateUser(id: number, request: TUpdateUserRequest) {
  return callApi(USER_ENDPOINTS.update, { params: { id }, body: request });
}

export function setUserStatus(id: number, action: TUserStatusAction) {
  return callApi(USER_ENDPOINTS.setStatus, { params: { id }, body: { action } });
}

export function resetUserPassword(id: number, request: TChangePasswordRequest) {
  return callApi(USER_ENDPOINTS.changePassword, { params: { id }, body: request });
}

export function transferToAgent(id: number, request: TTransferRequest, key: string) {
  return callApi(USER_ENDPOINTS.transfer, { params: { id }, body: request, idempotencyKey: key });
}

export function chargeOrTopUpAgent(id: number, request: TUseBalanceRequest, key: string) {
  return callApi(USER_ENDPOINTS.useBalance, { params: { id }, body: request, idempotencyKey: key });
}

export function setAgentCreditLimit(id: number, request: TCreditLimitRequest, key: string) {
  return callApi(USER_ENDPOINTS.creditLimit, { params: { id }, body: request, idempotencyKey: key });
}

/** Downloads the filtered list as CSV through a temporary link (the server names the file). */
export async function downloadUsersCsv(request: TUserExportRequest): Promise<void> {
  const { blob, fileName } = await downloadApi(USER_ENDPOINTS.export, { body: request, fallbackName: 'agents.csv' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
