/**
 * The texts of the package offers' custom widgets in the settings console: the `packageOffers` feature bundle
 * (feature-texts.ts), downloaded with the Packages section of /settings; hy.ts and ru.ts are typed against this one.
 * The resource's labels are in shared/, spread into the main catalogue.
 */
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
      add_one: 'Add a stay of {{count}} night',
      add_other: 'Add a stay of {{count}} nights',
      remove_one: 'Remove {{count}} night',
      remove_other: 'Remove {{count}} nights',
      label_one: '{{count}} night',
      label_other: '{{count}} nights',
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
