/**
 * The texts of package offers in the settings console: the resource's labels (`reference.packageOffers`, spread into
 * the catalogue's `reference`) and those of its custom widgets; hy.ts and ru.ts are typed against these.
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

export const packageOfferWidgetsEn = {
  packageOfferWidgets: {
    roomTypes: {
      hotel: 'Hotel (narrows the list)',
      anyHotel: 'Every hotel',
      hint: 'Choose one or more room types; their hotels are the package hotels.',
      unknown: 'Room type #{{id}}',
      itemError: '{{label}}: {{message}}',
    },
    nights: {
      hint: 'One or more stay lengths, e.g. 7, 10. Press Enter or a comma after each.',
      add: 'Add a stay of {{n}} nights',
      remove: 'Remove {{n}} nights',
      label: '{{n}} nights',
      invalid: 'Enter whole numbers from 1 to {{max}}',
    },
    services: {
      none: 'No services are included.',
      service: 'Service',
      charge: 'Charged',
      charges: { perPerson: 'Per person', perBooking: 'Per booking' },
      row: 'Service {{n}}',
      add: 'Add a service',
      remove: 'Remove service {{n}}',
    },
    markup: {
      type: 'Markup type',
      types: { amount: 'Amount per booking (AMD)', percent: 'Percentage of the parts' },
      amount: 'Amount, AMD',
      percent: 'Percentage',
    },
  },
};
