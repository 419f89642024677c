/**
 * The hotel reservation texts that other screens show too (the tabs above every reservation list, the names of
 * the hotel fields in any order history): spread into the main catalogue, unlike the rest (../en.ts).
 */
export const hotelOrdersSharedEn = {
  reservationTabs: {
    label: 'Reservations by product',
    flight: 'Flights',
    hotel: 'Hotels',
    package: 'Packages',
  },
  hotelOrders: {
    historyFields: {
      hotel: 'Hotel',
      stay: 'Stay',
      rooms: 'Rooms',
      guests: 'Guests',
      vouchers: 'Vouchers',
      specialRequests: 'Special requests',
    },
  },
};
