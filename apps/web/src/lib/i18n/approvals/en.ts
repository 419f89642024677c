/**
 * The texts of four-eyes approval (issue 19): the /approvals screen and the approval thresholds section of /settings:
 * the `approvals` feature bundle (feature-texts.ts); hy.ts and ru.ts are typed against it. The shell's "sent for
 * approval" notice and the agent page's money dialogs show `approvals.sentForApproval` and `approvals.openList`, which
 * therefore stay in the main catalogue.
 */
export const approvalsEn = {
  approvals: {
    intro:
      'Manual balance and credit changes, and discounts and refunds above the thresholds, wait here until a second staff member approves them. An approver must be independent of the requester: not an account the requester created or gave its role, nor one created after the request.',
    pendingCount_one: '{{count}} request waiting',
    pendingCount_other: '{{count}} requests waiting',
    empty: 'No approval requests yet',
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
    statuses: {
      pending: 'Waiting',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Withdrawn',
      closed: 'Closed',
    },
    values: { balance: 'Balance', creditLimit: 'Credit limit', price: 'Order price', paid: 'Paid on the order' },
    together: 'Together with the order’s earlier ones: {{amount}}',
    disruption: 'Flight {{flight}} of {{date}}',
    closeReasons: {
      hold: 'Closed by the system: the order went back to a hold since',
      booked: 'Closed by the system: the order was booked since',
      ticketed: 'Closed by the system: the order was ticketed since',
      cancelled: 'Closed by the system: the order was cancelled since',
      expired: 'Closed by the system: the order expired since',
      refunded: 'Closed by the system: the order was refunded since',
      amounts: 'Closed by the system: the order’s price or payment changed since. Ask again if it is still needed',
    },
    amount: 'Amount',
    change: '{{name}}: {{from}} → {{to}}',
    note: 'Reason given',
    requested: 'Requested by {{name}}, {{time}}',
    decided: '{{status}} by {{name}}, {{time}}',
    decisionReason: 'Decision reason',
    approve: 'Approve',
    reject: 'Reject',
    withdraw: 'Withdraw',
    approveTitle: 'Approve: the operation is carried out now',
    rejectTitle: 'Reject: nothing changes',
    withdrawTitle: 'Withdraw your request?',
    reasonOptional: 'Reason (optional)',
    reason: 'Reason',
    done: { approved: 'Approved: the operation has been carried out.', rejected: 'Rejected.', cancelled: 'Withdrawn.' },
    thresholds: {
      intro:
        'Discounts, price edits and refunds above these amounts need a second staff member’s approval. Leave empty for never.',
      discount: 'Discounts and price edits above, AMD',
      refund: 'Refunds above, AMD',
      together: 'Each is compared with the order’s discounts, or its refunds, together since it was sold.',
      materialChange: 'A retime is material from, minutes',
      materialChangeHint:
        'A flight moved by at least this much from when an order was sold (or cancelled, or rerouted) lets its orders be refunded without penalty from the disruption screen.',
      empty: 'Never',
      saved: 'Saved',
    },
  },
};
