import { ACCOUNT_ENDPOINTS, type TSetPasswordRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The page's first call: whether the link still works. Never cached: a used link must show as used at once. */
export function passwordLinkQuery(userId: string, token: string) {
  return queryOptions({
    queryKey: queryKeys.passwordLink(userId, token),
    queryFn: ({ signal }) =>
      callApi(ACCOUNT_ENDPOINTS.checkPasswordLink, { query: { user_id: userId, token }, signal }),
    retry: false,
    gcTime: 0,
  });
}

export function setPassword(request: TSetPasswordRequest) {
  return callApi(ACCOUNT_ENDPOINTS.setPassword, { body: request });
}
