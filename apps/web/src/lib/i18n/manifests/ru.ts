import type { manifestsEn } from './en';

export const manifestsRu: typeof manifestsEn = {
  manifest: {
    title: 'Манифест пассажиров',
    summary:
      'Пассажиров: {{passengers}}, младенцев: {{infants}} — с забронированными или выписанными местами (удержания не включены).',
    downloads: 'Скачать манифест',
    download: {
      pnl: 'PNL',
      adl: 'ADL',
      csv: 'CSV',
      xlsx: 'XLSX',
    },
    downloadHint: {
      pnl: 'Полный список пассажиров (текст PNL)',
      adl: 'Изменения с последнего отправленного манифеста (текст ADL)',
      csv: 'Полный список в формате CSV',
      xlsx: 'Полный список в формате XLSX',
    },
    airlineAddress: 'Адрес авиакомпании: {{email}}',
    noAddress:
      'У авиакомпании {{airline}} нет адреса для манифестов, поэтому манифест нельзя отправить. Укажите его в разделе «Настройки → Справочники → Авиакомпании».',
    openSettings: 'Открыть справочники',
    neverSent: 'Авиакомпании ещё не отправлялся.',
    lastSent: 'Последняя отправка {{date}}: {{kind}} на {{email}}{{by}}.',
    lastSentBy: ' ({{name}})',
    pending: 'Изменения с тех пор: добавлено — {{added}}, удалено — {{removed}}, изменено — {{changed}}.',
    noPending: 'С тех пор изменений нет.',
    send: 'Отправить авиакомпании',
    sendTitle: 'Отправить манифест на {{email}}',
    sendText:
      'В письме будут выбранный текст и полный список в форматах CSV и XLSX. Отправленное станет основой следующего ADL.',
    kindLabel: 'Что отправить',
    kinds: {
      pnl: 'PNL: полный список',
      adl: 'ADL: только изменения ({{count}})',
    },
    sendConfirm: 'Отправить',
    sent: 'Отправлено: {{kind}} на {{email}}.',
  },
};
