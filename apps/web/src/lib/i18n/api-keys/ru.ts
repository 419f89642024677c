import type { apiKeysEn } from './en';

export const apiKeysRu: typeof apiKeysEn = {
  apiKeys: {
    title: 'API-ключи',
    empty: 'API-ключей пока нет',
    scopes: {
      search: 'Поиск',
      ordersRead: 'Чтение заказов',
      ordersWrite: 'Бронирование и изменение заказов',
      tickets: 'Выписка (списывает баланс)',
      documents: 'Документы (электронные билеты, ваучеры)',
      balanceRead: 'Чтение баланса',
    },
    statuses: {
      active: 'Действует',
      expired: 'Истёк',
      revoked: 'Отозван',
    },
    prefix: 'Ключ',
    scopesLabel: 'Права',
    created: 'Создан',
    expires: 'Действует до',
    neverExpires: 'Бессрочно',
    lastUsed: 'Последнее использование',
    lastUsedFrom: '{{time}} с адреса {{address}}',
    neverUsed: 'Ещё не использовался',
    addresses: 'Адреса клиента',
    anyAddress: 'Любой адрес',
    revoke: 'Отозвать',
    revokeTitle: 'Отозвать ключ «{{name}}»?',
    revokeText:
      'Любой запрос с этим ключом отныне отклоняется (на всех серверах — в течение секунды). Отозванный ключ нельзя включить снова.',
    revokedNotice: 'Ключ «{{name}}» отозван',
  },
};
