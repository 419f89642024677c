/**
 * The words an export writes for a coded value (a status, a group, a ledger kind), by the column's `values` group
 * (lists.ts): a spreadsheet reads "Ticketed", not "ticketed". A code without a word here is written as it is.
 */
export const exportValuesEn = {
  orderStatus: {
    hold: 'On hold',
    booked: 'Booked',
    ticketed: 'Ticketed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  /** A hotel stay's statuses: the hotel line's vocabulary (a paid stay is confirmed, not ticketed). */
  hotelOrderStatus: {
    hold: 'On hold',
    booked: 'Booked',
    ticketed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  userStatus: {
    not_verified: 'E-mail not confirmed',
    verified: 'Awaiting approval',
    approved: 'Approved',
    rejected: 'Rejected',
    blocked: 'Blocked',
  },
  role: {
    'Super Admin': 'Super Admin',
    Admin: 'Admin',
    user: 'Agent',
    Viewer: 'Viewer',
    Reports: 'Reports',
    Tickets: 'Tickets',
    Hotels: 'Hotels',
    Packages: 'Packages',
  },
  productLine: { flight: 'Flight', hotel: 'Hotel', package: 'Package' },
  flightStatus: { upcoming: 'Upcoming', departed: 'Departed', cancelled: 'Cancelled', deleted: 'Deleted' },
  ledgerKind: {
    'top-up': 'Top-up',
    use: 'Charge',
    'transfer-in': 'Transfer received',
    'transfer-out': 'Transfer sent',
    'credit-limit': 'Credit limit change',
    ticketing: 'Ticketing',
    refund: 'Refund',
    penalty: 'Penalty',
    'price-correction': 'Price correction',
  },
};
