/**
 * Users: the owner of `users` and `user_tokens` (docs/server.md): accounts (registration,
 * verification, passwords, admin-side creation), profiles and status. The balance columns of `users` are the ledger's
 * (modules/ledger). Other modules end a user's sessions through `revokeTokens`, never by writing these tables.
 */

export { accountsRoutes } from './accounts-routes';
export { userScriptMails } from './accounts-service';
export { usersRoutes } from './routes';
export { revokeTokens } from './token-version';
