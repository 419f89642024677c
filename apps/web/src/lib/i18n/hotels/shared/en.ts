/**
 * The room type form's cancellation policy (a widget of the settings console) and the settings' link to a hotel's
 * calendar: spread into the main catalogue, unlike the inventory screen's own texts (../en.ts).
 */
export const hotelsSharedEn = {
  cancellationTiers: {
    none: 'No penalty: cancelling is free until check-in',
    hint: 'Cancelling this many days before check-in or fewer costs the penalty; the highest penalty that applies is charged.',
    daysBefore: 'Days before check-in, or fewer',
    type: 'Penalty',
    types: { percent: '% of the stay', nights: 'Price of nights' },
    percent: 'Percent',
    nights: 'Nights',
    add: 'Add a tier',
    remove: 'Remove tier {{n}}',
    tier: 'Tier {{n}}',
  },
  hotelInventory: {
    openCalendarOf: 'Room types and calendar: {{label}}',
  },
};
