import { API_PATHS, ZCheckPasswordPageResponse, ZSuccessResponse, type TSetPasswordRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The page's first call: whether the link still works. Never cached: a used link must show as used at once. */
export function passwordLinkQuery(userId: string, token: string) {
  const query = new URLSearchParams({ user_id: userId, token });
  return queryOptions({
    queryKey: queryKeys.passwordLink(userId, token),
    queryFn: ({ signal }) =>
      apiRequest(`${API_PATHS.checkChangePasswordPage}?${query.toString()}`, {
        schema: ZCheckPasswordPageResponse,
        signal,
        authenticate: false,
      }),
    retry: false,
    gcTime: 0,
  });
}

export function setPassword(request: TSetPasswordRequest) {
  return apiRequest(API_PATHS.setPassword, {
    method: 'PUT',
    body: request,
    schema: ZSuccessResponse,
    authenticate: false,
  });
}
