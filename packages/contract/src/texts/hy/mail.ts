import type { TTexts } from '../catalogue';

/** The e-mails' texts (modules/mail/templates.ts reads them by template). */
export const mailHy: TTexts['mail'] = {
  common: {
    greeting: 'Հարգելի {{name}},',
    signature: 'Հարգանքով՝',
    amount: '{{amount}} դր.',
    openOrder: 'Բացել պատվերը',
    pnr: 'PNR: {{pnr}}',
    route: 'Երթուղի: {{route}}',
    departure: 'Մեկնում: {{departure}}',
    passengers: 'Ուղևորներ: {{passengers}}',
    passengerWithTicket: '{{name}} (տոմս {{ticketNumber}})',
    attachmentsNote: 'Փաստաթղթերը կցված են այս նամակին PDF ֆայլերով։',
  },
  titles: {
    'approved-user': 'Հաստատված օգտատեր',
    ticket: 'Էլեկտրոնային տոմս',
    invoice: 'Հաշիվ',
    receipt: 'Անդորրագիր',
    'registration-confirm': 'Գրանցման հաստատում',
    'reset-password': 'Գաղտնաբառի վերականգնում',
    'booking-cancel': 'Ամրագրման չեղարկում',
    'booking-add': 'Ամրագրում',
    refund: 'Վերադարձ',
    'issue-ticket': 'Տոմսերի դուրսգրում',
    'flight-rescheduled': 'Չվերթի ժամերի փոփոխություն',
  },
  registrationConfirm: {
    subject: 'Էլ. փոստի հաստատման կոդ',
    intro: 'Շնորհակալություն {{agency}}-ում գրանցվելու համար։ Ձեր էլ. փոստի հաստատման կոդն է՝',
    after:
      'Մուտքագրեք այն հաստատման էջում։ Կոդը գործում է {{hours}} ժամ։ Հաստատումից հետո գործակալությունը կուսումնասիրի Ձեր հայտը։',
    button: 'Հաստատել էլ. փոստը',
  },
  approvedUser: {
    subject: 'Ձեր հաշիվը հաստատված է',
    approved: 'Ձեր հաշիվը {{agency}}-ում հաստատված է։',
    setPassword: 'Սահմանեք Ձեր գաղտնաբառը այս հղումով։ Հղումը գործում է {{hours}} ժամ և միայն մեկ անգամ։',
    button: 'Սահմանել գաղտնաբառը',
    after: 'Դրանից հետո մուտք գործեք Ձեր էլ. փոստով ({{email}}) և նոր գաղտնաբառով։',
  },
  resetPassword: {
    subject: 'Գաղտնաբառի վերականգնում',
    intro: 'Մենք ստացել ենք Ձեր հաշվի գաղտնաբառը վերականգնելու հարցում։ Ձեր կոդն է՝',
    button: 'Վերականգնել գաղտնաբառը',
    enterCode: 'Բացեք այս հղումը և մուտքագրեք կոդը նոր գաղտնաբառի հետ։ Կոդը գործում է {{minutes}} րոպե։',
    ignore: 'Եթե Դուք նման հարցում չեք արել, անտեսեք այս նամակը․ Ձեր գաղտնաբառը չի փոխվի։',
  },
  bookingAdd: {
    subject: 'Ամրագրում {{pnr}}',
    intro: 'Ձեր ամրագրումը կատարված է։',
    pay: 'Վճարման ենթակա գումարը՝ {{amount}}։ Դուրս գրեք տոմսերը մինչև {{deadline}}, հակառակ դեպքում ամրագրումը կչեղարկվի։',
  },
  bookingCancel: {
    subject: 'Ամրագրումը չեղարկված է՝ {{pnr}}',
    cancelled: 'Ձեր ամրագրումը չեղարկվել է, տեղերն ազատվել են։',
    expired: 'Ձեր ամրագրման ժամկետը լրացել է՝ տոմսերը դուրս չեն գրվել։ Տեղերն ազատվել են։',
  },
  issueTicket: {
    subject: 'Տոմսերը դուրս են գրված՝ {{pnr}}',
    intro: 'Ձեր տոմսերը դուրս են գրված։ Տոմսերի համարները՝',
    paid: 'Գանձված գումարը՝ {{amount}}։',
  },
  refund: {
    subject: 'Վերադարձ՝ {{pnr}}',
    intro: 'Հետևյալ ուղևորների տոմսերը վերադարձված են։',
    amount: 'Վերադարձված գումարը՝ {{amount}} (տուգանք՝ {{penalty}})։',
  },
  ticket: {
    subject: 'Էլեկտրոնային տոմսեր՝ {{pnr}}',
    intro: 'Ձեր էլեկտրոնային տոմսերը կցված են՝ յուրաքանչյուր ուղևորի համար մեկ PDF։',
    after: 'Օդանավակայան վերցրեք տպված կամ էլեկտրոնային օրինակը՝ ամրագրման մեջ նշված անձնագրի հետ։',
  },
  invoice: {
    subject: 'Հաշիվ՝ {{pnr}}',
    intro: 'Ձեր պատվերի հաշիվը կցված է։',
    due: 'Վճարման ենթակա գումարը՝ {{amount}}։ Խնդրում ենք վճարել մինչև {{deadline}}։',
    total: 'Գումարը՝ {{amount}}։',
  },
  receipt: {
    subject: 'Անդորրագիր՝ {{pnr}}',
    intro: 'Ձեր վճարման անդորրագիրը կցված է։',
    paid: 'Վճարված գումարը՝ {{amount}}։',
  },
  /** The SMTP settings' test e-mail (not a template: it bypasses the outbox). */
  smtpTest: {
    subject: '{{app}}. փորձնական նամակ',
    text: 'Այս նամակը ուղարկվել է SMTP կարգավորումները ստուգելու համար։ Եթե այն ստացել եք, փոստը աշխատում է։',
  },
  flightRescheduled: {
    subject: '{{flight}} չվերթի ժամերը փոխվել են',
    intro: '{{flight}} չվերթի ({{route}}) չվացուցակը փոխվել է։ Ձեր պատվերներն այս չվերթում՝ {{orders}}։',
    before: 'Նախկինում՝ մեկնում {{departure}}, ժամանում {{arrival}}։',
    now: 'Այժմ՝ մեկնում {{departure}}, ժամանում {{arrival}}։',
    current: 'Մեկնում {{departure}}, ժամանում {{arrival}}։',
    after: 'Խնդրում ենք տեղեկացնել Ձեր ուղևորներին նոր ժամերի մասին։',
    button: 'Բացել պատվերները',
  },
};
