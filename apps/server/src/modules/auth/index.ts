/**
 * Authentication: login and logout, and the session lookup behind every authenticated request (plugins/auth.ts).
 * It writes no table: logout revokes tokens through the users module, failures go to lib/login-throttle.ts.
 */

export { authRoutes } from './routes';
export { createSessionCache, SESSION_CHANNEL, type TSessionCache } from './session-cache';
