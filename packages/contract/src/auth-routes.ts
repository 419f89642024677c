import type { TEndpointAccess, THttpMethod } from './endpoint';

/** The part of an endpoint's declaration that a call needs, without schemas. */
export interface TEndpointRoute {
  method: THttpMethod;
  path: string;
  access: TEndpointAccess;
}

/**
 * How logging in and out are called, apart from their schemas (endpoints/auth.ts spreads them into the declarations),
 * so that the web app's login screen can call them without loading zod and the schemas: that screen is the first
 * thing every user downloads.
 */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/user/login', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'session.end' },
} as const satisfies Record<string, TEndpointRoute>;
