/**
 * The e-mails' texts (modules/mail/templates.ts reads them by template): `{{name}}` placeholders are filled with
 * `interpolate`. `common` is what every mail shares.
 */
export const mailEn = {
  common: {
    greeting: 'Dear {{name}},',
    signature: 'Kind regards,',
    openOrder: 'Open the order',
    pnr: 'PNR: {{pnr}}',
    route: 'Route: {{route}}',
    departure: 'Departure: {{departure}}',
    passengers: 'Passengers: {{passengers}}',
    passengerWithTicket: '{{name}} (ticket {{ticketNumber}})',
    attachmentsNote: 'The documents are attached to this e-mail as PDF files.',
    hotel: 'Hotel: {{hotel}}, {{address}}, {{city}}',
    stay: 'Check-in {{checkIn}}, check-out {{checkOut}}, nights: {{nights}}',
    hotelRoom: '{{room}}: {{guests}}',
    package: 'Package: {{offer}} ({{destination}}), nights: {{nights}}',
    returnFlight: 'Return: {{departure}}',
  },
  registrationConfirm: {
    subject: 'Your e-mail confirmation code',
    intro: 'Thank you for registering with {{agency}}. Your e-mail confirmation code is:',
    after:
      'Enter it on the confirmation page. The code is valid for {{hours}} hours. Once your e-mail is confirmed, the agency reviews your registration.',
    button: 'Confirm the e-mail',
  },
  approvedUser: {
    subject: 'Your account has been approved',
    approved: 'Your account with {{agency}} has been approved.',
    setPassword: 'Set your password with this link. It is valid for {{hours}} hours and works once.',
    button: 'Set a password',
    after: 'Then log in with your e-mail ({{email}}) and the new password.',
  },
  resetPassword: {
    subject: 'Password recovery',
    intro: 'We received a request to reset the password of your account. Your code is:',
    button: 'Reset the password',
    enterCode: 'Open this link and enter the code with a new password. The code is valid for {{minutes}} minutes.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  bookingAdd: {
    subject: 'Booking {{pnr}}',
    intro: 'Your booking has been made.',
    pay: 'The amount due is {{amount}}. Issue the tickets before {{deadline}}, or the booking is cancelled.',
  },
  bookingCancel: {
    subject: 'Booking cancelled: {{pnr}}',
    cancelled: 'Your booking has been cancelled and its seats released.',
    expired: 'Your booking has expired without tickets being issued. Its seats have been released.',
  },
  issueTicket: {
    subject: 'Tickets issued: {{pnr}}',
    intro: 'Your tickets have been issued. The ticket numbers:',
    paid: 'Amount charged: {{amount}}.',
  },
  refund: {
    subject: 'Refund: {{pnr}}',
    /** Issue 31: some travellers are refunded, others still travel. */
    partialSubject: 'Partial refund: {{pnr}}',
    intro: 'The tickets of these passengers have been refunded.',
    hotelIntro: 'The hotel booking has been refunded and its rooms released.',
    packageIntro: 'The package of these travellers has been refunded.',
    each: '{{name}}: {{amount}} refunded, {{penalty}} kept as penalty.',
    amount: 'Refunded in all: {{amount}}; kept as penalty: {{penalty}}.',
    agentSettles: 'Your travel agent will settle the amounts with you.',
    staying: 'Still travelling on this order: {{names}}.',
    whole: 'The order is refunded in full: nobody travels on it any more.',
  },
  ticket: {
    subject: 'E-tickets: {{pnr}}',
    intro: 'Your e-tickets are attached, one PDF per passenger.',
    after: 'Take a printed or electronic copy to the airport together with the passport given in the booking.',
  },
  invoice: {
    subject: 'Invoice: {{pnr}}',
    intro: 'The invoice of your order is attached.',
    due: 'Amount due: {{amount}}. Please pay before {{deadline}}.',
    total: 'Amount: {{amount}}.',
  },
  receipt: {
    subject: 'Receipt: {{pnr}}',
    intro: 'The receipt of your payment is attached.',
    paid: 'Amount paid: {{amount}}.',
  },
  /** The SMTP settings' test e-mail (not a template: it bypasses the outbox). */
  smtpTest: {
    subject: '{{app}}: test e-mail',
    text: 'This e-mail was sent to check the SMTP settings. If you received it, mail works.',
  },
  flightRescheduled: {
    subject: 'Flight {{flight}} rescheduled',
    intro: 'The schedule of flight {{flight}} ({{route}}) has changed. Your orders on this flight: {{orders}}.',
    before: 'Before: departure {{departure}}, arrival {{arrival}}.',
    now: 'Now: departure {{departure}}, arrival {{arrival}}.',
    current: 'Departure {{departure}}, arrival {{arrival}}.',
    after: 'Please tell your passengers of the new times.',
    button: 'Open the orders',
  },
  flightManifest: {
    subjectPnl: 'Passenger list (PNL) {{flight}} {{date}}',
    subjectAdl: 'Passenger list changes (ADL) {{flight}} {{date}}',
    introPnl:
      'Please find attached the passenger list of flight {{flight}} ({{route}}), departing {{departure}}: {{passengers}} passengers and {{infants}} infants.',
    introAdl:
      'Please find attached the changes to the passenger list of flight {{flight}} ({{route}}), departing {{departure}}, since our last list: {{added}} added, {{removed}} removed, {{changed}} changed.',
    files: 'Attached: the {{kind}} text and the full list as CSV and XLSX.',
  },
  hotelBooking: {
    subject: 'Hotel booking {{pnr}}',
    intro: 'Your hotel booking has been made.',
    pay: 'The amount due is {{amount}}. Confirm the stay before {{deadline}}, or the booking is cancelled.',
    total: 'Amount: {{amount}}.',
  },
  hotelCancel: {
    subject: 'Hotel booking cancelled: {{pnr}}',
    cancelled: 'Your hotel booking has been cancelled and its rooms released.',
    expired: 'Your hotel booking has expired without being confirmed. Its rooms have been released.',
  },
  hotelVoucher: {
    subject: 'Hotel stay confirmed: {{pnr}}',
    intro: 'Your stay has been confirmed. The voucher is attached: present it at check-in.',
    paid: 'Amount charged: {{amount}}.',
  },
  packageBooking: {
    subject: 'Package booking {{pnr}}',
    intro: 'Your package booking has been made: the seats on both flights and the rooms are held for you.',
    pay: 'The amount due is {{amount}}. Issue the tickets before {{deadline}}, or the booking is cancelled.',
    total: 'Amount: {{amount}}.',
  },
  packageCancel: {
    subject: 'Package cancelled: {{pnr}}',
    cancelled: 'Your package booking has been cancelled: its seats and rooms have been released.',
    expired: 'Your package booking has expired without tickets being issued. Its seats and rooms have been released.',
    refunded: 'The package of these travellers has been refunded.',
    amount: 'Amount refunded: {{amount}} (penalty {{penalty}}).',
  },
  packageTicket: {
    subject: 'Package tickets issued: {{pnr}}',
    intro:
      'Your package has been ticketed. Attached: an e-ticket per traveller, the hotel voucher and the itinerary with the tour manager’s contacts.',
    paid: 'Amount charged: {{amount}}.',
  },
  /** Issue 19, alerts: the low balance alert (mail and in-app notice). */
  lowBalance: {
    subject: 'Low balance: {{available}} available',
    intro:
      'The funds available for your orders (balance plus credit limit) have fallen to {{available}}, under the alert threshold of {{threshold}}.',
    funds: 'Balance: {{balance}}; credit limit: {{creditLimit}}.',
    after: 'Top up your balance in time, so that ticketing is not refused for lack of funds.',
    button: 'Open my balance',
    noticeTitle: 'Low balance',
    noticeText: 'Available funds {{available}} have fallen under {{threshold}}. Top up your balance in time.',
  },
  /** Issue 33, webhooks: an endpoint switched off after its last retry failed. */
  webhookDisabled: {
    subject: 'Webhook endpoint switched off: {{url}}',
    intro:
      'We could not deliver events to your webhook endpoint {{url}}: {{attempts}} attempts failed, the last with {{lastError}}. The endpoint has been switched off.',
    after:
      'Events are kept: once your receiver works again, switch the endpoint on and resend the failed deliveries on the Developers page.',
    button: 'Open Developers',
  },
  /** Issue 19, alerts: the reminders before a hold or a booking expires and before ticketing closes. */
  deadlineReminder: {
    bookingSubject: 'Booking {{pnr}} expires on {{deadline}}',
    bookingIntro:
      'Your booking has no tickets yet. Unless they are issued before {{deadline}}, the booking is cancelled and its seats released.',
    ticketingSubject: 'Ticketing for {{pnr}} closes on {{deadline}}',
    ticketingIntro:
      'Ticketing for the departure of this booking closes on {{deadline}}. Issue the tickets before then: afterwards they can no longer be issued.',
    holdTitle: 'Hold {{pnr}} expires soon',
    holdText: 'The seats held for {{pnr}} are released at {{deadline}} unless you book or ticket them.',
    bookingTitle: 'Booking {{pnr}} expires soon',
    bookingText: 'Issue the tickets of {{pnr}} before {{deadline}}, or the booking is cancelled.',
    ticketingTitle: 'Ticketing for {{pnr}} closes soon',
    ticketingText: 'Ticketing for the departure of {{pnr}} closes on {{deadline}}.',
  },
  /** Issue 19, own-flight disruption: the in-app notice to an agent of an order on a changed flight. */
  flightDisruption: {
    title: 'Flight {{flight}} has changed',
    cancelledTitle: 'Flight {{flight}} is cancelled',
    text: 'Order {{pnr}}: departure {{departure}}, arrival {{arrival}} (before: departure {{previous}}).',
    textNoPrevious: 'Order {{pnr}}: departure {{departure}}, arrival {{arrival}}.',
  },
  /** Issue 31: an order the agency moved off its changed flight (the disruption tool), by mail and in-app notice. */
  orderMoved: {
    subject: 'Booking {{pnr}} moved to another flight',
    intro: 'A flight of this booking has changed, and the agency has moved the booking to another flight.',
    before: 'Before: flight {{flight}}, departure {{departure}}, arrival {{arrival}}, class {{class}}.',
    after: 'Now: flight {{flight}}, departure {{departure}}, arrival {{arrival}}, class {{class}}.',
    tickets: 'The new e-tickets are attached, one PDF per passenger: they replace the earlier ones.',
    noTickets: 'The tickets have not been issued yet; when they are, they will show the new flight.',
    charged: 'The price difference of {{amount}} has been charged to your balance.',
    credited: 'The price difference of {{amount}} has been credited to your balance.',
    noticeTitle: 'Order {{pnr}} moved to flight {{flight}}',
    noticeText:
      'Flight {{previous}} ({{previousDeparture}}) has changed. The order now flies {{flight}}: departure {{departure}}, arrival {{arrival}}.',
  },
};
