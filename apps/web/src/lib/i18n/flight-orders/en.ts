/**
 * The texts of the operations on a flight reservation (its dialogs on /reservations/flight and /reservation/edit/:id):
 * the `flightOrders` feature bundle (feature-texts.ts), downloaded with those screens; hy.ts and ru.ts are typed
 * against this one.
 */
export const flightOrderOperationsEn = {
  orderDate: {
    intro: 'Choose new dates and find the flights of the same route, airline and class.',
    find: 'Find flights',
    none: 'No flight of the same airline and class has seats on these dates.',
    choose: 'Flights to move to',
    quoting: 'Working out what the change comes to…',
    now: 'Payable now: {{amount}}',
    next: 'Payable after the change: {{amount}}',
    fee: 'Date change fee under the fare rules: {{amount}}',
    feePassenger: '{{name}}: {{amount}} ({{rule}}: {{terms}})',
    noFee: 'The fare rules charge no date change fee.',
    same: 'The price does not change: nothing is charged or credited.',
    charge: 'The difference of {{amount}} is charged to the balance of {{agent}}.',
    credit: 'The difference of {{amount}} is credited to the balance of {{agent}}.',
    collect: 'The agency collects {{amount}} more from the client.',
    giveBack: 'The agency gives {{amount}} back to the client.',
    unpaid: 'Nothing is paid now: the booking is ticketed at the new price.',
    short: 'The balance and credit limit of {{agent}} are {{amount}} short of this change.',
    chooseFirst: 'Choose the flights to move to.',
  },
  split: {
    intro: 'The chosen passengers move to a new order with a new PNR; the money is divided by passenger.',
    infantRule:
      'An infant flies on an adult’s lap: each order must keep at least one adult and no more infants than adults. Move an infant together with its adult.',
    choose: 'Passengers who move to the new order',
    done: 'The order {{pnr}} was split off {{from}}.',
  },
  refund: {
    intro: 'Choose the passengers to refund. Each gets back what was paid less the penalty.',
    passengers: 'Passengers',
    rule: 'Refund penalty by the fare rules',
    penalty: 'Penalty, AMD',
    byRules: 'by the fare rules',
    penaltyHint: 'Empty: by the fare rules',
    receiving: 'The freed seats go to the class',
    sameClass: 'the same',
  },
  discount: {
    intro: 'Price {{price}}, discount now {{current}}. A ticketed agent is credited or charged the difference.',
    amount: 'Discount, AMD',
    reason: 'Reason',
  },
  nameChange: {
    fee: 'Name change fee by the fare rules: {{fee}}',
    chargeFee: 'Charge the name change fee',
  },
};
