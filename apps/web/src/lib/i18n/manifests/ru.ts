import type { manifestsEn } from './en';
import type { TRussianTexts } from '../plural-forms';

export const manifestsRu: TRussianTexts<typeof manifestsEn> = {
  manifest: {
    title: 'Манифест пассажиров',
    summary: '{{passengers}} и {{infants}} с забронированными или выписанными местами (удержания не включены).',
    passengerCount_one: '{{count}} пассажир',
    passengerCount_few: '{{count}} пассажира',
    passengerCount_many: '{{count}} пассажиров',
    passengerCount_other: '{{count}} пассажира',
    infantCount_one: '{{count}} младенец',
    infantCount_few: '{{count}} младенца',
    infantCount_many: '{{count}} младенцев',
    infantCount_other: '{{count}} младенца',
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
      adl_one: 'ADL: только изменения ({{count}} изменение)',
      adl_few: 'ADL: только изменения ({{count}} изменения)',
      adl_many: 'ADL: только изменения ({{count}} изменений)',
      adl_other: 'ADL: только изменения ({{count}} изменения)',
    },
    sendConfirm: 'Отправить',
    sent: 'Отправлено: {{kind}} на {{email}}.',
  },
};
