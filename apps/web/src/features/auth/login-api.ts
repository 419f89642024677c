import { AUTH_ROUTES, type TLoginRequest, type TLoginResponse } from '@frs/contract';
import { sendRoute } from '../../lib/api-transport';

/**
 * Logs in through the bare transport: the login screen is every user's first download, and the declared endpoint
 * (AUTH_ENDPOINTS.login) would bring zod and the contract's schemas with it. Its route (AUTH_ROUTES.login) is the one
 * the declaration spreads; the server checks the request against ZLoginRequest, and its answer is trusted as
 * TLoginResponse. The route is public, so the stored token is not sent: a wrong password answers 401, which must not
 * be taken for an expired session.
 */
export async function requestLogin(credentials: TLoginRequest): Promise<TLoginResponse> {
  return (await sendRoute(AUTH_ROUTES.login, { body: credentials })) as TLoginResponse;
}
