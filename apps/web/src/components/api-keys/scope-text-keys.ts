import type { TApiKeyScope } from '@frs/contract';

/** A scope's name among the texts (its label, the dialog's and the guide's hints): i18next reads a dot as a nesting. */
export const SCOPE_TEXT_KEYS = {
  search: 'search',
  'orders.read': 'ordersRead',
  'orders.write': 'ordersWrite',
  tickets: 'tickets',
  documents: 'documents',
  'balance.read': 'balanceRead',
} as const satisfies Record<TApiKeyScope, string>;
