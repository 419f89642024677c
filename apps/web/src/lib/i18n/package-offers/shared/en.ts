/**
 * The labels of the package offers resource (`reference.packageOffers`, spread into the main catalogue's
 * `reference`): the generic reference lists and pickers look them up. Its widgets' texts are a feature bundle (../en.ts).
 */
export const packageOffersReferenceEn = {
  title: 'Package offers',
  create: 'New package offer',
  edit: 'Edit package offer',
  fields: {
    name: 'Name',
    destination: 'Destination (city)',
    fromAirportId: 'Departure airport',
    toAirportId: 'Destination airport',
    classType: 'Flight class',
    roomIds: 'Room types',
    nights: 'Nights',
    services: 'Included services',
    tourManagerId: 'Tour manager',
    markup: 'Markup',
    commissionPercent: "Agent's commission",
    saleFrom: 'Departures from',
    saleTo: 'Departures until',
    cancellationPolicy: "The package's own cancellation policy",
    active: 'On sale',
  },
};
