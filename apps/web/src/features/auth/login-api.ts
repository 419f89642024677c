import { API_PATHS, ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@frs/contract';
import { apiRequest } from '../../lib/api-client';

/** Without the stored token: a wrong password answers 401, which must not be taken for an expired session. */
export function requestLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest(API_PATHS.login, {
    method: 'POST',
    body: credentials,
    schema: ZLoginResponse,
    authenticate: false,
  });
}
