/**
 * The texts of four-eyes approval (issue 19): the /approvals screen and the approval thresholds section of /settings:
 * the `approvals` feature bundle (feature-texts.ts); hy.ts and ru.ts are typed against it. The shell's "sent for
 * approval" notice and the agent page's money dialogs show `approvals.sentForApproval` and `approvals.openList`, which
 * therefore stay in the main catalogue.
 */
export const approvalsEn = {
  approvals: {
    intro:
      'Manual balance and credit changes, and discounts and refunds above the thresholds, wait here until a second staff member approves them.',
    pendingCount: '{{count}} waiting',
    empty: 'No approval requests yet',
    kinds: {
      useBalance: 'Balance change',
      creditLimit: 'Credit limit change',
      flightDiscount: 'Flight order discount',
      flightRefund: 'Flight order refund',
      hotelRefund: 'Hotel order refund',
      packageRefund: 'Package order refund',
    },
    statuses: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected', cancelled: 'Withdrawn' },
    values: { balance: 'Balance', creditLimit: 'Credit limit', price: 'Order price', paid: 'Paid on the order' },
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
      empty: 'Never',
      saved: 'Saved',
    },
  },
};
