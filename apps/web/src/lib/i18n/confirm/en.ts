/**
 * The texts of /confirm (the ticket status confirmation): the `confirm` feature bundle (feature-texts.ts), downloaded
 * with the screen; hy.ts and ru.ts are typed against this one.
 */
export const confirmScreenEn = {
  confirmPage: {
    intro: 'Booked orders wait here to be ticketed. Ticketing charges the price to the agent’s balance.',
    deadline: 'Time left',
    confirmOne: 'Ticket',
    selected: 'Chosen: {{count}}',
    confirmSelected: 'Ticket the chosen ({{count}})',
    title: 'Ticket {{count}} orders?',
    text: 'Each order is ticketed on its own and charged to its agent; together {{total}}.',
    confirm: 'Ticket',
    summary: 'Ticketed: {{ok}}, failed: {{failed}}',
    ok: 'ticketed',
    failed: 'not ticketed: {{reason}}',
  },
};
