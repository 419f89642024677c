/** Four-eyes approval (issue 19): the personal notices of a request and of its decision. */
export const approvalsEn = {
  kinds: {
    useBalance: 'Balance change',
    creditLimit: 'Credit limit change',
    flightDiscount: 'Flight order discount',
    flightRefund: 'Flight order refund',
    hotelRefund: 'Hotel order refund',
    packageRefund: 'Package order refund',
  },
  requestedTitle: 'Approval needed',
  requestedText: '{{kind}} ({{target}}): {{amount}} AMD, requested by {{person}}',
  approvedTitle: 'Your request was approved',
  rejectedTitle: 'Your request was rejected',
  decidedText: '{{kind}} ({{target}}): {{amount}} AMD, decided by {{person}}',
};
