import type { hotelsSharedEn } from './en';

export const hotelsSharedRu: typeof hotelsSharedEn = {
  cancellationTiers: {
    none: 'Штрафа нет: отмена бесплатна до заезда',
    hint: 'При отмене за столько дней до заезда или позже взимается штраф; из применимых взимается наибольший.',
    daysBefore: 'Дней до заезда, или меньше',
    type: 'Штраф',
    types: { percent: '% от стоимости', nights: 'Стоимость ночей' },
    percent: 'Процент',
    nights: 'Ночей',
    add: 'Добавить условие',
    remove: 'Удалить условие {{n}}',
    tier: 'Условие {{n}}',
  },
  hotelInventory: {
    openCalendarOf: 'Типы номеров и календарь: {{label}}',
  },
};
