import { BALANCE_ENTRY_KINDS, USER_STATUS_ACTIONS } from './accounts';
import { FLIGHT_ORDER_OPERATIONS } from './lines/flight/flight-orders';
import { REFERENCE_RESOURCES, type TReferenceResourceName } from './reference/resources';

/**
 * The vocabulary of the history (docs/DOMAIN.md: every change by anyone, and by the system, with who, when, what, old
 * and new values): what a row is about and what was done. The server writes only these (lib/history.ts is typed by
 * them) and the /history screen filters on them, so a new kind of change is added here first.
 */

/** What a history row is about: the records of each area, and every reference resource under its own name. */
export const HISTORY_ENTITIES = [
  'user',
  'order',
  'passenger',
  'flight',
  'class',
  'companySettings',
  'ticketSettings',
  'smtpSettings',
  'exchangeRate',
  'rateSource',
  'upload',
  'mail',
  // A hotel's room-type calendar (allotment, price, stop-sale over a range of nights), by the hotel's id.
  'hotelInventory',
  // Four-eyes approval (issue 19): a held operation's request, and the thresholds.
  'approvalRequest',
  'approvalSettings',
  // Alerts (issue 19): the low balance rule and the reminders' lead times.
  'alertSettings',
  // API keys (issue 33): created and revoked.
  'apiKey',
  ...(Object.keys(REFERENCE_RESOURCES) as TReferenceResourceName[]),
] as const;
export type THistoryEntity = (typeof HISTORY_ENTITIES)[number];

const ACTIONS = [
  // Any record.
  'create',
  'update',
  'delete',
  // Accounts (accounts, users).
  'register',
  'verify-email',
  'set-password',
  'reset-password',
  'change-password',
  'reset-password-by-admin',
  'change-role',
  ...USER_STATUS_ACTIONS,
  // Money (the ledger's kinds, and a transfer seen from the admin).
  'transfer',
  ...BALANCE_ENTRY_KINDS,
  // Flights.
  'schedule',
  'reschedule',
  // Own-flight disruption (issue 19): a disrupted flight's agents told, orders moved or refunded by one batch.
  'disruption-notify',
  'disruption-move',
  'disruption-refund',
  // A flight's passenger manifest mailed to its airline (issue 19).
  'send-manifest',
  // Mail sent by hand (send-email, an e-mail script).
  'send-email',
  'send-template',
  // Four-eyes approval: a request made, withdrawn, or closed by the system because its order changed (approve and
  // reject are the account steps' words).
  'request-approval',
  'cancel-approval',
  'close-approval',
  // An API key revoked (issue 33).
  'revoke',
  // Orders: the operations of the transition table, and the two rows without one.
  'preOrder',
  'splitFrom',
  ...FLIGHT_ORDER_OPERATIONS,
] as const;
export type THistoryAction = (typeof ACTIONS)[number];
/** What was done: record changes, account steps, money movements, flight schedules and every order operation. */
export const HISTORY_ACTIONS: readonly THistoryAction[] = [...new Set(ACTIONS)];

export function isHistoryEntity(value: string): value is THistoryEntity {
  return (HISTORY_ENTITIES as readonly string[]).includes(value);
}

export function isHistoryAction(value: string): value is THistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(value);
}
