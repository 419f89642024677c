/**
 * The ledger: the owner of `balance_entries` and the only writer of the balance columns of `users` (balance, credit
 * limit, ledger sequence). Every money move of the product goes through `postLedgerEntry`; the agents' balance
 * history, transfers and the four-eyes balance and credit changes are its routes. A low balance after an entry is
 * told through the alerts module.
 */

export { POST_LEDGER_ENTRY, postLedgerEntry, systemReasonOf } from './ledger-service';
/** What an approval runs when it lets a held balance or credit change through (modules/approvals). */
export { setAgentCreditLimit, useAgentBalance } from './ledger-service';
export { ledgerRoutes } from './routes';
