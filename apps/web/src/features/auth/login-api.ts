import { AUTH_PATHS, type TLoginRequest, type TLoginResponse } from '@frs/contract';
import { readJson, send } from '../../lib/api-transport';

/**
 * Logs in through the bare transport: the login screen is every user's first download, and the declared endpoint
 * (AUTH_ENDPOINTS.login) would bring zod and the contract's schemas with it. The server checks the request against
 * ZLoginRequest; its answer is trusted as TLoginResponse.
 *
 * A public call, so without the stored token: a wrong password answers 401, which must not be taken for an expired
 * session.
 */
export async function requestLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  const response = await send(
    AUTH_PATHS.login,
    { method: 'POST', body: credentials, authenticate: false },
    'application/json',
  );
  return (await readJson(response)) as TLoginResponse;
}
