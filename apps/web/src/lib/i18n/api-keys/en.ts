/**
 * An agency's API keys as a list (issue 33): the words of the key cards that /developers and the staff's section of
 * /agents/:id both show (components/api-keys/api-key-card.tsx), and of revoking one.
 */
export const apiKeysEn = {
  apiKeys: {
    title: 'API keys',
    empty: 'No API keys yet',
    scopes: {
      search: 'Search',
      ordersRead: 'Read orders',
      ordersWrite: 'Hold and change orders',
      tickets: 'Ticketing (spends the balance)',
      documents: 'Documents (e-tickets, vouchers)',
      balanceRead: 'Read the balance',
    },
    statuses: {
      active: 'Active',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    prefix: 'Key',
    scopesLabel: 'Scopes',
    created: 'Created',
    expires: 'Expires',
    neverExpires: 'Never',
    lastUsed: 'Last used',
    lastUsedFrom: '{{time}} from {{address}}',
    neverUsed: 'Not used yet',
    addresses: 'Client addresses',
    anyAddress: 'Any address',
    revoke: 'Revoke',
    revokeTitle: 'Revoke the key “{{name}}”?',
    revokeText:
      'Every call made with this key is refused from now on (within a second on every server). A revoked key cannot be switched on again.',
    revokedNotice: 'The key “{{name}}” is revoked',
  },
};
