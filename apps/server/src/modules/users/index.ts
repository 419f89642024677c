/**
 * Users: the owner of `users`, `user_tokens` and `balance_entries` (docs/server.md): accounts
 * (registration, verification, passwords, admin-side creation), profiles, status, and the ledger. Other modules move
 * a balance through `postLedgerEntry` and end a user's sessions through `revokeTokens`, never by writing these tables.
 */

export { accountsRoutes } from './accounts-routes';
export { userScriptMails } from './accounts-service';
export { POST_LEDGER_ENTRY, postLedgerEntry, systemReasonOf } from './ledger-service';
/** What an approval runs when it lets a held balance or credit change through (modules/approvals). */
export { setAgentCreditLimit, useAgentBalance } from './ledger-service';
export { usersRoutes } from './routes';
export { revokeTokens } from './token-version';
