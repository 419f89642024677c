import type { hotelSearchSharedEn } from './en';

export const hotelSearchSharedHy: typeof hotelSearchSharedEn = {
  searchTabs: {
    label: 'Ինչ որոնել',
    flights: 'Չվերթներ',
    hotels: 'Հյուրանոցներ',
  },
};
