import type { packageOfferWidgetsEn } from './en';

export const packageOfferWidgetsRu: typeof packageOfferWidgetsEn = {
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
      add: 'Добавить {{n}} ночей',
      remove: 'Убрать {{n}} ночей',
      label: '{{n}} ночей',
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
