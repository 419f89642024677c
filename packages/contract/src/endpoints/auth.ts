import { ZErrorBody } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ZLoginRequest, ZLoginResponse, ZLogoutResponse } from '../api/auth';
import { ZHealthResponse, ZReadinessResponse } from '../api/health';
import { AUTH_ROUTES } from '../auth-routes';

/** Log in and out (docs/PRODUCT.md §7 "Public"), and the health and readiness checks of load balancers. */
export const AUTH_ENDPOINTS = {
  login: defineEndpoint({
    ...AUTH_ROUTES.login,
    body: ZLoginRequest,
    response: ZLoginResponse,
    errors: { 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody },
    tag: 'auth',
    summary: 'Log in with e-mail and password',
  }),
  logout: defineEndpoint({
    ...AUTH_ROUTES.logout,
    response: ZLogoutResponse,
    tag: 'auth',
    summary: 'Revoke every token of the calling user',
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: ZHealthResponse,
    tag: 'health',
    summary: 'Liveness: the process answers (from memory, no database round trip)',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    response: ZReadinessResponse,
    tag: 'health',
    summary: 'Readiness: the database answers (503 while it is away)',
  }),
};
