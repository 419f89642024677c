import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  ZBalanceOperationResponse,
  ZChangePasswordResponse,
  ZMailStatus,
  ZProfile,
  ZUserGroupsResponse,
  ZUserListResponse,
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
import { apiDownload, apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function usersListQuery(request: TUserListRequest) {
  return queryOptions({
    queryKey: queryKeys.users.list(request),
    queryFn: ({ signal }) => apiRequest(API_PATHS.users, { body: request, schema: ZUserListResponse, signal }),
    // Paging keeps the current rows on screen until the next page has arrived.
    placeholderData: keepPreviousData,
  });
}

export function mailStatusQuery() {
  return queryOptions({
    queryKey: queryKeys.mailStatus(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.mailStatus, { schema: ZMailStatus, signal }),
    staleTime: 5 * 60_000,
  });
}

export function userGroupsQuery() {
  return queryOptions({
    queryKey: queryKeys.userGroups(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.userGroups, { schema: ZUserGroupsResponse, signal }),
    staleTime: 60 * 60_000,
  });
}

export function createUser(request: TCreateUserRequest) {
  return apiRequest(API_PATHS.createUser, { body: request, schema: ZProfile });
}

export function updateUser(id: number, request: TUpdateUserRequest) {
  return apiRequest(API_PATHS.updateUser(id), { body: request, schema: ZProfile });
}

export function setUserStatus(id: number, action: TUserStatusAction) {
  return apiRequest(API_PATHS.userStatus(id), { body: { action }, schema: ZProfile });
}

export function resetUserPassword(id: number, request: TChangePasswordRequest) {
  return apiRequest(API_PATHS.changePassword(id), { body: request, schema: ZChangePasswordResponse });
}

const moneyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export function transferToAgent(id: number, request: TTransferRequest, key: string) {
  return apiRequest(API_PATHS.transfer(id), {
    body: request,
    headers: moneyHeaders(key),
    schema: ZBalanceOperationResponse,
  });
}

export function chargeOrTopUpAgent(id: number, request: TUseBalanceRequest, key: string) {
  return apiRequest(API_PATHS.balanceUse(id), {
    body: request,
    headers: moneyHeaders(key),
    schema: ZBalanceOperationResponse,
  });
}

export function setAgentCreditLimit(id: number, request: TCreditLimitRequest, key: string) {
  return apiRequest(API_PATHS.creditLimit(id), {
    body: request,
    headers: moneyHeaders(key),
    schema: ZBalanceOperationResponse,
  });
}

/** Downloads the filtered list as CSV through a temporary link (the server names the file). */
export async function downloadUsersCsv(request: TUserExportRequest): Promise<void> {
  const { blob, fileName } = await apiDownload(API_PATHS.usersExport, {
    method: 'POST',
    body: request,
    fallbackName: 'agents.csv',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
