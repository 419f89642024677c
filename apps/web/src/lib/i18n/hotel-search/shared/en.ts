/**
 * The tabs of /search, shown before the Hotels tab is opened: spread into the main catalogue, unlike the rest of
 * the hotel search texts (../en.ts).
 */
export const hotelSearchSharedEn = {
  searchTabs: {
    label: 'What to search',
    flights: 'Flights',
    hotels: 'Hotels',
  },
};
