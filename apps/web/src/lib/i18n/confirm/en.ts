/**
 * The texts of /confirm (the ticket status confirmation): the `confirm` feature bundle (feature-texts.ts), downloaded
 * with the screen; hy.ts and ru.ts are typed against this one.
 */
export const confirmScreenEn = {
  confirmPage: {
    intro: 'Booked orders wait here to be ticketed. Ticketing charges the price to the agent’s balance.',
    deadline: 'Time left',
    confirmOne: 'Ticket',
    selected_one: '{{count}} order chosen',
    selected_other: '{{count}} orders chosen',
    confirmSelected_one: 'Ticket the chosen order',
    confirmSelected_other: 'Ticket the {{count}} chosen orders',
    title_one: 'Ticket {{count}} order?',
    title_other: 'Ticket {{count}} orders?',
    text: 'Each order is ticketed on its own and charged to its agent; together {{total}}.',
    confirm: 'Ticket',
    summary: 'Ticketed: {{ok}}, failed: {{failed}}',
    ok: 'ticketed',
    failed: 'not ticketed: {{reason}}',
  },
};
