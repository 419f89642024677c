import type { packageOfferWidgetsEn } from './en';
import type { TRussianTexts } from '../plural-forms';

export const packageOfferWidgetsRu: TRussianTexts<typeof packageOfferWidgetsEn> = {
  packageOfferWidgets: {
    roomTypes: {
      hotel: 'Отель (сужает список)',
      anyHotel: 'Все отели',
      hint: 'Выберите один или несколько типов номеров; их отели и есть отели пакета.',
      unknown: 'Тип номера №{{id}}',
      itemError: '{{label}}: {{message}}',
    },
    nights: {
      hint: 'Одна или несколько длительностей, например 7, 10. После каждой нажмите Enter или запятую.',
      add_one: 'Добавить {{count}} ночь',
      add_few: 'Добавить {{count}} ночи',
      add_many: 'Добавить {{count}} ночей',
      add_other: 'Добавить {{count}} ночи',
      remove_one: 'Убрать {{count}} ночь',
      remove_few: 'Убрать {{count}} ночи',
      remove_many: 'Убрать {{count}} ночей',
      remove_other: 'Убрать {{count}} ночи',
      label_one: '{{count}} ночь',
      label_few: '{{count}} ночи',
      label_many: '{{count}} ночей',
      label_other: '{{count}} ночи',
      invalid: 'Введите целые числа от 1 до {{max}}',
    },
    services: {
      none: 'Услуги не включены.',
      service: 'Услуга',
      charge: 'Оплата',
      charges: { perPerson: 'За человека', perBooking: 'За бронирование' },
      row: 'Услуга {{n}}',
      add: 'Добавить услугу',
      remove: 'Удалить услугу {{n}}',
    },
    markup: {
      type: 'Тип наценки',
      types: { amount: 'Сумма за бронирование (AMD)', percent: 'Процент от составляющих' },
      amount: 'Сумма, AMD',
      percent: 'Процент',
    },
  },
};
