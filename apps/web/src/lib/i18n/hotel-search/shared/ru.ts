import type { hotelSearchSharedEn } from './en';

export const hotelSearchSharedRu: typeof hotelSearchSharedEn = {
  searchTabs: {
    label: 'Что искать',
    flights: 'Авиабилеты',
    hotels: 'Отели',
  },
};
