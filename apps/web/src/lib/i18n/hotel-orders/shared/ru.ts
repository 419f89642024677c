import type { hotelOrdersSharedEn } from './en';

export const hotelOrdersSharedRu: typeof hotelOrdersSharedEn = {
  reservationTabs: {
    label: 'Бронирования по услугам',
    flight: 'Авиабилеты',
    hotel: 'Отели',
    package: 'Туры',
  },
  hotelOrders: {
    historyFields: {
      hotel: 'Отель',
      stay: 'Проживание',
      rooms: 'Номера',
      guests: 'Гости',
      vouchers: 'Ваучеры',
      specialRequests: 'Особые пожелания',
    },
  },
};
