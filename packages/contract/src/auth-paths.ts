/**
 * The paths of logging in and out, apart from their declarations (endpoints/auth.ts) so that the web app's login
 * screen can call them without loading zod and the schemas: that screen is the first thing every user downloads.
 */
export const AUTH_PATHS = { login: '/user/login', logout: '/api/auth/logout' } as const;
