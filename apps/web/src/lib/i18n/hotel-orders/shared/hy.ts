import type { hotelOrdersSharedEn } from './en';

export const hotelOrdersSharedHy: typeof hotelOrdersSharedEn = {
  reservationTabs: {
    label: 'Ամրագրումներ ըստ ծառայության',
    flight: 'Ավիատոմսեր',
    hotel: 'Հյուրանոցներ',
    package: 'Փաթեթներ',
  },
  hotelOrders: {
    historyFields: {
      hotel: 'Հյուրանոց',
      stay: 'Կեցություն',
      rooms: 'Սենյակներ',
      guests: 'Հյուրեր',
      vouchers: 'Վաուչերներ',
      specialRequests: 'Հատուկ խնդրանքներ',
    },
  },
};
