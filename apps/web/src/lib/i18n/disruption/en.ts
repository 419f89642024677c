/**
 * The texts of a disrupted flight's screen (/flights/:id/disruption): the `disruption` feature bundle
 * (feature-texts.ts); hy.ts and ru.ts are typed against this one.
 */
export const disruptionScreenEn = {
  disruption: {
    back: 'Back to the flight',
    now: 'Now',
    before: 'Before the change of {{date}}',
    noChange: 'No change of time, route or status is recorded for this flight.',
    times: '{{from}} {{departure}} → {{to}} {{arrival}}',
    ordersTitle: 'Affected orders',
    noOrders: 'No active orders on this flight.',
    selectAll: 'Select every order',
    selectOrder: 'Select order {{pnr}}',
    selected_one: '{{count}} order selected',
    selected_other: '{{count}} orders selected',
    columns: {
      pnr: 'PNR',
      product: 'Product',
      status: 'Status',
      agent: 'Agent',
      passengers: 'Passengers',
      className: 'Class',
      payable: 'Amount',
    },
    products: { flight: 'Flight', package: 'Package' },
    notify: 'Notify agents',
    notifyTitle: 'Notify the agents',
    notifyText:
      'Each agent of {{scope}} gets an e-mail in its language with the old and new times, and a notice in the app for each order.',
    notifyAll: 'every affected order',
    notifySelected: 'the selected orders',
    notified_one: 'Told {{count}} agent: {{names}}.',
    notified_other: 'Told {{count}} agents: {{names}}.',
    move: 'Move to another flight',
    moveTitle_one: 'Move {{count}} order',
    moveTitle_other: 'Move {{count}} orders',
    moveText:
      'Each order moves whole or stays as it is. The price difference is charged or credited to the agent as a change of date.',
    targetFlight: 'Flight to move to',
    noCandidates: 'There is no other upcoming flight of this airline on the route.',
    candidate: '{{flight}} · {{departure}}',
    classFor_one: 'Class for {{name}} ({{count}} seat needed)',
    classFor_other: 'Class for {{name}} ({{count}} seats needed)',
    sameName: 'The class of the same name',
    classOption: '{{name}} · {{free}} free',
    package: 'Package orders are not moved: their hotel stay is tied to the dates.',
    refund: 'Refund in full',
    refundTitle_one: 'Refund {{count}} order in full',
    refundTitle_other: 'Refund {{count}} orders in full',
    refundText:
      'Ticketed orders are refunded without penalty: the agent gets back what it paid. Booked and held orders are cancelled: nothing was paid. Seats are released.',
    confirm: 'Confirm',
    resultsTitle: 'Result',
    outcome: {
      moved: 'Moved',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
      pendingApproval: 'Waiting for approval',
      failed: 'Not changed',
    },
    charged: 'charged {{amount}}',
    credited: 'credited {{amount}}',
    batchesTitle: 'Done on this flight',
    action: { notify: 'Agents notified', move: 'Orders moved', refund: 'Orders refunded' },
    batch: '{{action}} · {{date}} · {{actor}}: {{done}} done, {{failed}} not changed',
    batchPending:
      '{{action}} · {{date}} · {{actor}}: {{done}} done, {{pending}} waiting for approval, {{failed}} not changed',
    columnsMaterial: 'Since sold',
    shift: '{{minutes}} min',
    material: { cancelled: 'Cancelled', route: 'Route changed', retimed: 'Moved {{minutes}} min' },
    notMaterial: 'Moved {{minutes}} min: not material',
    refundNotOffered_one:
      'Refund without penalty is offered only when the flight is cancelled, its route changes, or its departure moves by at least {{count}} minute from when an order was sold (Settings → Approvals). For the selected orders it has not: notify their agents or move them instead.',
    refundNotOffered_other:
      'Refund without penalty is offered only when the flight is cancelled, its route changes, or its departure moves by at least {{count}} minutes from when an order was sold (Settings → Approvals). For the selected orders it has not: notify their agents or move them instead.',
    refundSomeNotMaterial_one: '{{count}} of the selected orders is not materially affected: it will be left as it is.',
    refundSomeNotMaterial_other:
      '{{count}} of the selected orders are not materially affected: they will be left as they are.',
    refundApproval: 'A refund above the approval threshold waits for a second staff member on the Approvals screen.',
    openApprovals: 'Open approvals',
  },
};
