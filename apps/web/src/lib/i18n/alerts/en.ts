/**
 * The texts of the alerts (issue 19): the settings section (/settings), the agent page's threshold (/agents/:id) and
 * the switches on /profile: the `alerts` feature bundle (feature-texts.ts); hy.ts and ru.ts are typed against it.
 */
export const alertsEn = {
  alertSettings: {
    intro:
      'The low balance alert tells an agent, in the app and by e-mail, when its available funds (balance plus credit limit) fall under the threshold. It is sent once each time the funds fall under it, and again only after they have risen back. Reminders go out before a hold or a booking expires and before ticketing closes for a departure.',
    lowBalance: 'Low balance alert',
    lowBalanceEnabled: 'Send low balance alerts',
    lowBalancePercent: 'Share of the usual week of sales, %',
    lowBalancePercentHint: "Of the agent's average weekly ticketing charges over the last 4 weeks; 0: not used",
    lowBalanceAmount: 'Fixed threshold',
    lowBalanceAmountHint:
      'For agents without their own threshold (set on the agent page); the larger of the two applies; 0: not used',
    reminders: 'Deadline reminders',
    holdReminderMinutes: 'Before a hold expires, minutes',
    holdReminderHint: 'In the app only (a mail would come too late); 0: no reminder',
    bookingReminderHours: 'Before a booking expires, hours',
    ticketingReminderHours: 'Before ticketing closes for the departure, hours',
    reminderHint: 'In the app and by e-mail; 0: no reminder',
    save: 'Save',
    saved: 'The alert settings are saved.',
  },
  alertPreferences: {
    title: 'Alerts',
    intro:
      "Choose the alerts you receive. The agency's announcements and the notices of changes to your flights always reach you.",
    kinds: {
      lowBalance: 'Low balance',
      holdDeadline: 'A hold about to expire',
      bookingDeadline: 'A booking about to expire',
      ticketingDeadline: 'Ticketing about to close',
    },
    inApp: 'In the app',
    mail: 'By e-mail',
  },
  agentAlert: {
    title: 'Low balance alert',
    threshold: 'Own threshold',
    thresholdHint: "Empty: the agency's rule; 0: no alert for this agent",
    effective: 'Threshold in force: {{amount}}',
    weeklySales: 'Usual week of sales: {{amount}}',
    fired: 'Sent: it is sent again after the funds have risen back to the threshold.',
    armed: 'Armed: it is sent when the funds fall under the threshold.',
    save: 'Save the threshold',
    saved: 'The threshold is saved.',
  },
};
