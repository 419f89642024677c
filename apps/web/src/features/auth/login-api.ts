import { AUTH_ENDPOINTS, type TLoginRequest, type TLoginResponse } from '@frs/contract';
import { callApi } from '../../lib/api-client';

/**
 * A public call, so without the stored token: a wrong password answers 401, which must not be taken for an expired
 * session.
 */
export function requestLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  return callApi(AUTH_ENDPOINTS.login, { body: credentials });
}
