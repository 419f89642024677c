/** Four-eyes approval (issue 19): the personal notices of a request and of its decision. */
export const approvalsEn = {
  kinds: {
    useBalance: 'Balance change',
    creditLimit: 'Credit limit change',
    flightDiscount: 'Flight order discount',
    flightRefund: 'Flight order refund',
    hotelRefund: 'Hotel order refund',
    packageRefund: 'Package order refund',
    flightPassengerRemoval: 'Flight order passenger removal (refund)',
    disruptionRefund: 'Refund for a flight disruption',
  },
  requestedTitle: 'Approval needed',
  requestedText: '{{kind}} ({{target}}): {{amount}} AMD, requested by {{person}}',
  approvedTitle: 'Your request was approved',
  rejectedTitle: 'Your request was rejected',
  decidedText: '{{kind}} ({{target}}): {{amount}} AMD, decided by {{person}}',
  staffCreatedTitle: 'A staff account was created',
  staffCreatedText: '{{person}} created the account {{account}} ({{role}})',
  staffRoleTitle: 'A staff role was given',
  staffRoleText: '{{person}} gave {{account}} the role {{role}}',
};
