import { z } from 'zod';
import {
  formatMinor,
  interpolate,
  MAIL_TEMPLATE_NAMES,
  RESET_CODE_MINUTES,
  SET_PASSWORD_LINK_HOURS,
  textsOf,
  VERIFICATION_CODE_HOURS,
  type TLanguage,
  type TMailTemplateInfo,
  type TMailTemplateName as TContractTemplateName,
  routePath,
} from '@frs/contract';
import type { TMailDocumentKind } from './documents';

/** What every template may use besides its payload. */
export interface TMailContext {
  /** PUBLIC_URL: links start with it. */
  publicUrl: string;
  /** The agency's name (company settings), signing every mail. */
  agencyName: string;
}

/**
 * The content of one mail, before it is written out as text and HTML. Paragraphs are plain text (escaped for HTML);
 * a code is shown large; a link becomes a button in HTML and a bare URL in text.
 */
export interface TMailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  link?: { label: string; url: string };
  closing?: string[];
}

export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

type TMailTexts = ReturnType<typeof textsOf>['mail'];

interface TMailTemplate<TSchema extends z.ZodType> {
  /** The payload enqueueMail stores; checked again when the mail is written out. */
  payload: TSchema;
  /** Payload fields holding secrets (codes, link tokens): blanked in the outbox once the mail is sent or given up. */
  secretFields: readonly (keyof z.output<TSchema> & string)[];
  /** What the mail is about: the e-mail scripts send it for a user, an order or a flight. */
  about: TMailTemplateInfo['about'];
  /** The PDFs it carries (the queueing code names which order's, or a test mail the samples). */
  attachments: readonly TMailDocumentKind[];
  /** Staff may send it again by hand; a one-time secret is sent only by its own flow. */
  resendable: boolean;
  /** The sample payload of the preview and the test mail. */
  sample: z.input<TSchema>;
  /** The content of a stored payload (parsed with `payload` first). */
  content: (stored: unknown, language: TLanguage, context: TMailContext) => TMailContent;
}

/** Any template, as the outbox and the scripts handle them by name. */
interface TAnyMailTemplate {
  payload: z.ZodType;
  secretFields: readonly string[];
  about: TMailTemplateInfo['about'];
  attachments: readonly TMailDocumentKind[];
  resendable: boolean;
  sample: unknown;
  content: (stored: unknown, language: TLanguage, context: TMailContext) => TMailContent;
}

/** A template: its payload, secrets, what it is about, the PDFs it carries, a sample, and its content by text key. */
function defineTemplate<TSchema extends z.ZodType>(template: {
  payload: TSchema;
  secretFields?: readonly (keyof z.output<TSchema> & string)[];
  about: TMailTemplateInfo['about'];
  attachments?: readonly TMailDocumentKind[];
  resendable?: boolean;
  sample: z.input<TSchema>;
  content: (payload: z.output<TSchema>, texts: TMailTexts, context: TMailContext, language: TLanguage) => TMailContent;
}): TMailTemplate<TSchema> {
  return {
    payload: template.payload,
    secretFields: template.secretFields ?? [],
    about: template.about,
    attachments: template.attachments ?? [],
    resendable: template.resendable ?? true,
    sample: template.sample,
    content: (stored, language, context) =>
      template.content(template.payload.parse(stored), textsOf(language).mail, context, language),
  };
}

function link(context: TMailContext, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(path, `${context.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

const greeting = (texts: TMailTexts, name: string) => interpolate(texts.common.greeting, { name });
const money = (language: TLanguage, minor: number) =>
  interpolate(textsOf(language).common.amd, { amount: formatMinor(minor) });

/** What every order mail carries: the order, its trip and passengers, and an amount in AMD minor units. */
const ZOrderMail = z.object({
  name: z.string(),
  orderId: z.number().int(),
  pnr: z.string(),
  /** "EVN → CDG → EVN" */
  route: z.string(),
  /** The first departure, local time with the airport: "01.12.2026 06:15 EVN". */
  departure: z.string(),
  passengers: z.array(z.object({ name: z.string(), ticketNumber: z.string().nullable() })),
  amount: z.number().int().nullable(),
  penalty: z.number().int().nullable().default(null),
  /** A booking: pay before this (local time of the agency); a cancelled booking: null. */
  deadline: z.string().nullable().default(null),
  /** The booking ran out of time rather than being cancelled by someone. */
  expired: z.boolean().default(false),
});
type TOrderMail = z.output<typeof ZOrderMail>;

const SAMPLE_ORDER: z.input<typeof ZOrderMail> = {
  name: 'Anna Petrosyan',
  orderId: 1024,
  pnr: 'K7Q2ZX',
  route: 'EVN → CDG → EVN',
  departure: '01.12.2026 06:15 EVN',
  passengers: [
    { name: 'Anna Petrosyan', ticketNumber: '123-4567890123' },
    { name: 'Aram Petrosyan', ticketNumber: '123-4567890124' },
  ],
  amount: 48_500_000,
  penalty: 2_000_000,
  deadline: '28.11.2026 18:00 (Asia/Yerevan)',
  expired: false,
};

function orderLines(payload: TOrderMail, texts: TMailTexts): string[] {
  const passengers = payload.passengers
    .map((passenger) =>
      passenger.ticketNumber
        ? interpolate(texts.common.passengerWithTicket, { name: passenger.name, ticketNumber: passenger.ticketNumber })
        : passenger.name,
    )
    .join(', ');
  return [
    interpolate(texts.common.pnr, { pnr: payload.pnr }),
    interpolate(texts.common.route, { route: payload.route }),
    interpolate(texts.common.departure, { departure: payload.departure }),
    interpolate(texts.common.passengers, { passengers }),
  ];
}

/** A closing of what is payable: by the deadline where there is one, else the total; nothing without an amount. */
function dueClosing(
  payload: { amount: number | null; deadline: string | null },
  amount: (minor: number) => string,
  texts: { byDeadline: string; total: string },
): string[] {
  if (payload.amount === null) return [];
  const due = amount(payload.amount);
  return [
    payload.deadline
      ? interpolate(texts.byDeadline, { amount: due, deadline: payload.deadline })
      : interpolate(texts.total, { amount: due }),
  ];
}

/** A closing of what was paid (`text` takes the amount); nothing without an amount. */
function paidClosing(payload: { amount: number | null }, amount: (minor: number) => string, text: string): string[] {
  return payload.amount === null ? [] : [interpolate(text, { amount: amount(payload.amount) })];
}

/**
 * The order mails of one product line: their payload, sample and lines (the order's, the stay's, the package's), and
 * the page their button opens. A template of the line gives its subject, first paragraphs and closing lines (by text
 * key, from the payload); the line's lines follow.
 */
function orderLineTemplates<TSchema extends z.ZodType<{ orderId: number; name: string }>>(line: {
  payload: TSchema;
  sample: z.input<TSchema>;
  lines: (payload: z.output<TSchema>, texts: TMailTexts) => string[];
  page: (orderId: number) => string;
}) {
  return (options: {
    attachments?: readonly TMailDocumentKind[];
    resendable?: boolean;
    texts: (
      payload: z.output<TSchema>,
      texts: TMailTexts,
      amount: (minor: number) => string,
    ) => { subject: string; intro: string[]; closing?: string[] };
  }) =>
    defineTemplate({
      payload: line.payload,
      about: 'order',
      attachments: options.attachments,
      resendable: options.resendable,
      sample: line.sample,
      content: (payload, texts, context, language) => {
        const { subject, intro, closing } = options.texts(payload, texts, (minor) => money(language, minor));
        return {
          subject,
          greeting: greeting(texts, payload.name),
          paragraphs: [...intro, ...line.lines(payload, texts)],
          link: { label: texts.common.openOrder, url: link(context, line.page(payload.orderId)) },
          closing,
        };
      },
    });
}

/** A mail about a flight order: the order's lines and a button to its page. */
const defineOrderTemplate = orderLineTemplates({
  payload: ZOrderMail,
  sample: SAMPLE_ORDER,
  lines: orderLines,
  page: (id) => routePath('reservationEdit', { id }),
});

/** A flight of an order as the 'order-moved' mail names it: "FZ 1234", local times with the airport, the class. */
const ZMovedFlight = z.object({ flight: z.string(), departure: z.string(), arrival: z.string(), class: z.string() });

/**
 * An order the agency moved off its changed flight (issue 31, the disruption tool): the order's lines as they are now,
 * each moved flight before and after, and for the agent the price difference its balance moved by (signed: charged
 * < 0, credited > 0; null in the traveller's copy). The e-tickets are attached when the order is ticketed.
 */
const ZOrderMovedMail = ZOrderMail.extend({
  moves: z.array(z.object({ before: ZMovedFlight, after: ZMovedFlight })),
  ticketed: z.boolean(),
});

const defineOrderMovedTemplate = orderLineTemplates({
  payload: ZOrderMovedMail,
  sample: {
    ...SAMPLE_ORDER,
    departure: '02.12.2026 08:30 EVN',
    amount: -2_000_000,
    moves: [
      {
        before: { flight: 'FZ 1234', departure: '01.12.2026 06:15 EVN', arrival: '01.12.2026 09:45 CDG', class: 'Y' },
        after: { flight: 'FZ 1236', departure: '02.12.2026 08:30 EVN', arrival: '02.12.2026 12:00 CDG', class: 'Y' },
      },
    ],
    ticketed: true,
  },
  lines: orderLines,
  page: (id) => routePath('reservationEdit', { id }),
});

/** The notice of a retimed flight to one agent: its orders on the flight, the old and the new times. */
const ZFlightRescheduledMail = z.object({
  name: z.string(),
  /** "FZ 1234" */
  flight: z.string(),
  /** "EVN → CDG" */
  route: z.string(),
  orders: z.array(z.object({ id: z.number().int(), pnr: z.string() })),
  /** Local times with the airport ("01.12.2026 06:15 EVN"); `previous` is null when re-sent by hand. */
  previous: z.object({ departure: z.string(), arrival: z.string() }).nullable(),
  departure: z.string(),
  arrival: z.string(),
});

/**
 * A flight's passenger manifest to its airline (the manifests module fills it): the PNL or the ADL with the list as
 * CSV and XLSX, all attached as files made when it was queued. `name` is the airline's.
 */
const ZFlightManifestMail = z.object({
  name: z.string(),
  /** "RM 123" */
  flight: z.string(),
  /** "27.11.2026" */
  date: z.string(),
  route: z.string(),
  /** Local time with the airport: "27.11.2026 06:15 EVN". */
  departure: z.string(),
  kind: z.enum(['pnl', 'adl']),
  passengers: z.number().int(),
  infants: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
});

/**
 * What every hotel order mail carries (the hotel orders module fills it): the order, the hotel, the stay and its
 * rooms with their guests, an amount in AMD minor units. Dates come formatted as the app writes them.
 */
const ZHotelMail = z.object({
  name: z.string(),
  orderId: z.number().int(),
  pnr: z.string(),
  hotel: z.string(),
  city: z.string(),
  address: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  /** Each room as "Deluxe double · BB" with its guests' names, the lead guest first. */
  rooms: z.array(z.object({ room: z.string(), guests: z.array(z.string()) })),
  /** What is payable (a booking, a confirmed stay); null where no amount belongs. */
  amount: z.number().int().nullable(),
  /** A booking: confirm before this (formatted); otherwise null. */
  deadline: z.string().nullable().default(null),
  /** The booking ran out of time rather than being cancelled by someone. */
  expired: z.boolean().default(false),
});
type THotelMail = z.output<typeof ZHotelMail>;

const SAMPLE_HOTEL_ORDER: z.input<typeof ZHotelMail> = {
  name: 'Anna Petrosyan',
  orderId: 2048,
  pnr: 'H4TL7Q',
  hotel: 'Le Marais Boutique Hotel',
  city: 'Paris',
  address: '12 Rue de Turenne',
  checkIn: '01.12.2026',
  checkOut: '04.12.2026',
  nights: 3,
  rooms: [{ room: 'Superior double · BB', guests: ['Anna Petrosyan', 'Aram Petrosyan', 'Mane Petrosyan'] }],
  amount: 36_400_000,
  deadline: '28.11.2026 18:00',
  expired: false,
};

function hotelLines(payload: THotelMail, texts: TMailTexts): string[] {
  return [
    interpolate(texts.common.pnr, { pnr: payload.pnr }),
    interpolate(texts.common.hotel, { hotel: payload.hotel, address: payload.address, city: payload.city }),
    interpolate(texts.common.stay, { checkIn: payload.checkIn, checkOut: payload.checkOut, nights: payload.nights }),
    ...payload.rooms.map((room) =>
      interpolate(texts.common.hotelRoom, { room: room.room, guests: room.guests.join(', ') }),
    ),
  ];
}

/** A mail about a hotel order: the stay's lines and a button to the hotel order's page. */
const defineHotelTemplate = orderLineTemplates({
  payload: ZHotelMail,
  sample: SAMPLE_HOTEL_ORDER,
  lines: hotelLines,
  page: (id) => routePath('hotelOrder', { id }),
});

/**
 * What every package order mail carries (the package orders module fills it): the order, the package, both flights,
 * the hotel and its rooms with their guests, the travellers with their tickets, and an amount in AMD minor units.
 * Dates and times come formatted as the app writes them.
 */
const ZPackageMail = z.object({
  name: z.string(),
  orderId: z.number().int(),
  pnr: z.string(),
  offer: z.string(),
  destination: z.string(),
  nights: z.number().int(),
  /** "EVN → DXB → EVN" */
  route: z.string(),
  /** Each flight's departure, local time with the airport: "01.12.2026 06:15 EVN". */
  departure: z.string(),
  returnDeparture: z.string(),
  hotel: z.string(),
  city: z.string(),
  address: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** Each room as "Deluxe double · BB" with its guests' names. */
  rooms: z.array(z.object({ room: z.string(), guests: z.array(z.string()) })),
  passengers: z.array(z.object({ name: z.string(), ticketNumber: z.string().nullable() })),
  /** What is payable (a booking, a ticketed package), or refunded (a refund); null where no amount belongs. */
  amount: z.number().int().nullable(),
  penalty: z.number().int().nullable().default(null),
  /** A booking: ticket before this (the agency's time, with its zone); otherwise null. */
  deadline: z.string().nullable().default(null),
  /** Why a package-cancel mail is sent: cancelled by someone, run out of time, or refunded (some travellers). */
  reason: z.enum(['cancelled', 'expired', 'refunded']).default('cancelled'),
});
type TPackageMail = z.output<typeof ZPackageMail>;

const SAMPLE_PACKAGE_ORDER: z.input<typeof ZPackageMail> = {
  name: 'Anna Petrosyan',
  orderId: 4096,
  pnr: 'P8KG3D',
  offer: 'Dubai, 7 nights',
  destination: 'Dubai',
  nights: 7,
  route: 'EVN → DXB → EVN',
  departure: '03.12.2026 23:50 EVN',
  returnDeparture: '11.12.2026 04:05 DXB',
  hotel: 'Marina Pearl Resort',
  city: 'Dubai',
  address: 'King Salman bin Abdulaziz Al Saud St',
  checkIn: '04.12.2026',
  checkOut: '11.12.2026',
  rooms: [{ room: 'Deluxe king · HB', guests: ['Anna Petrosyan', 'Aram Petrosyan'] }],
  passengers: [
    { name: 'Anna Petrosyan', ticketNumber: '5751234567890' },
    { name: 'Aram Petrosyan', ticketNumber: '5751234567891' },
  ],
  amount: 152_400_000,
  penalty: null,
  deadline: '28.11.2026 18:00 (Asia/Yerevan)',
  reason: 'cancelled',
};

function packageLines(payload: TPackageMail, texts: TMailTexts): string[] {
  const passengers = payload.passengers
    .map((passenger) =>
      passenger.ticketNumber
        ? interpolate(texts.common.passengerWithTicket, { name: passenger.name, ticketNumber: passenger.ticketNumber })
        : passenger.name,
    )
    .join(', ');
  return [
    interpolate(texts.common.pnr, { pnr: payload.pnr }),
    interpolate(texts.common.package, {
      offer: payload.offer,
      destination: payload.destination,
      nights: payload.nights,
    }),
    interpolate(texts.common.route, { route: payload.route }),
    interpolate(texts.common.departure, { departure: payload.departure }),
    interpolate(texts.common.returnFlight, { departure: payload.returnDeparture }),
    interpolate(texts.common.hotel, { hotel: payload.hotel, address: payload.address, city: payload.city }),
    interpolate(texts.common.stay, { checkIn: payload.checkIn, checkOut: payload.checkOut, nights: payload.nights }),
    ...payload.rooms.map((room) =>
      interpolate(texts.common.hotelRoom, { room: room.room, guests: room.guests.join(', ') }),
    ),
    interpolate(texts.common.passengers, { passengers }),
  ];
}

/** A mail about a package order: the package's lines and a button to the package order's page. */
const definePackageTemplate = orderLineTemplates({
  payload: ZPackageMail,
  sample: SAMPLE_PACKAGE_ORDER,
  lines: packageLines,
  page: (id) => routePath('packageOrder', { id }),
});

/**
 * A refund of any product line (issue 31): the line's own order mail (`line` says which; a flight refund queued before
 * had none) with who was refunded, each with what was given back and kept as penalty (`refunds`: a hotel order's
 * rooms; empty, with `amount` null, in the traveller's copy of an agent's order: an agent's price is its net), the
 * totals of this refund (`amount`, `penalty`), and who still travels on the order (`staying`: empty once it is
 * refunded whole; null when not known).
 */
const ZRefundParts = {
  refunds: z.array(z.object({ name: z.string(), amount: z.number().int(), penalty: z.number().int() })).default([]),
  staying: z.array(z.string()).nullable().default(null),
};
const ZRefundMail = z.union([
  ZHotelMail.extend({ line: z.literal('hotel'), penalty: z.number().int().nullable().default(null), ...ZRefundParts }),
  ZPackageMail.extend({ line: z.literal('package'), ...ZRefundParts }),
  ZOrderMail.extend({ line: z.literal('flight').default('flight'), ...ZRefundParts }),
]);
type TRefundMail = z.output<typeof ZRefundMail>;

/** A refund mail's intro, lines and page by its product line. */
function refundLines(
  payload: TRefundMail,
  texts: TMailTexts,
): { intro: string; lines: string[]; page: (orderId: number) => string } {
  const t = texts.refund;
  switch (payload.line) {
    case 'hotel':
      return { intro: t.hotelIntro, lines: hotelLines(payload, texts), page: (id) => routePath('hotelOrder', { id }) };
    case 'package':
      return {
        intro: t.packageIntro,
        lines: packageLines(payload, texts),
        page: (id) => routePath('packageOrder', { id }),
      };
    default:
      return { intro: t.intro, lines: orderLines(payload, texts), page: (id) => routePath('reservationEdit', { id }) };
  }
}

/** The low balance alert to an agent (issue 19): its funds after the entry and the threshold, minor units of AMD. */
const ZLowBalanceMail = z.object({
  name: z.string(),
  available: z.number().int(),
  threshold: z.number().int(),
  balance: z.number().int(),
  creditLimit: z.number().int(),
});

/** A reminder of an order's deadline (issue 19): a booking expiring, or ticketing closing for its departure. */
const ZDeadlineReminderMail = z.object({
  name: z.string(),
  kind: z.enum(['booking', 'ticketing']),
  pnr: z.string(),
  /** The order's page in the app (its product line's). */
  link: z.string(),
  /** Formatted in the agency's time zone, named. */
  deadline: z.string(),
});

/** Every template of the product, by the name the outbox stores: exactly the contract's MAIL_TEMPLATE_NAMES. */
export const MAIL_TEMPLATES = {
  'registration-confirm': defineTemplate({
    payload: z.object({ name: z.string(), email: z.string(), code: z.string() }),
    secretFields: ['code'],
    about: 'user',
    resendable: false,
    sample: { name: 'Anna Petrosyan', email: 'anna@example.am', code: '482916' },
    content: (payload, texts, context) => ({
      subject: texts.registrationConfirm.subject,
      greeting: greeting(texts, payload.name),
      paragraphs: [interpolate(texts.registrationConfirm.intro, { agency: context.agencyName })],
      code: payload.code,
      closing: [interpolate(texts.registrationConfirm.after, { hours: VERIFICATION_CODE_HOURS })],
      link: {
        label: texts.registrationConfirm.button,
        url: link(context, routePath('verification'), { email: payload.email }),
      },
    }),
  }),

  'approved-user': defineTemplate({
    payload: z.object({ name: z.string(), email: z.string(), userId: z.number().int(), token: z.string() }),
    secretFields: ['token'],
    about: 'user',
    sample: { name: 'Anna Petrosyan', email: 'anna@example.am', userId: 7, token: 'sample-token' },
    content: (payload, texts, context) => ({
      subject: texts.approvedUser.subject,
      greeting: greeting(texts, payload.name),
      paragraphs: [
        interpolate(texts.approvedUser.approved, { agency: context.agencyName }),
        interpolate(texts.approvedUser.setPassword, { hours: SET_PASSWORD_LINK_HOURS }),
      ],
      link: {
        label: texts.approvedUser.button,
        url: link(context, routePath('passwordSetting'), { user_id: payload.userId, token: payload.token }),
      },
      closing: [interpolate(texts.approvedUser.after, { email: payload.email })],
    }),
  }),

  'reset-password': defineTemplate({
    payload: z.object({ name: z.string(), userId: z.number().int(), code: z.string() }),
    secretFields: ['code'],
    about: 'user',
    resendable: false,
    sample: { name: 'Anna Petrosyan', userId: 7, code: '735102' },
    content: (payload, texts, context) => ({
      subject: texts.resetPassword.subject,
      greeting: greeting(texts, payload.name),
      paragraphs: [texts.resetPassword.intro],
      code: payload.code,
      link: {
        label: texts.resetPassword.button,
        url: link(context, routePath('resetVerification'), { user_id: payload.userId }),
      },
      closing: [
        interpolate(texts.resetPassword.enterCode, { minutes: RESET_CODE_MINUTES }),
        texts.resetPassword.ignore,
      ],
    }),
  }),

  'booking-add': defineOrderTemplate({
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.bookingAdd.subject, { pnr: payload.pnr }),
      intro: [texts.bookingAdd.intro],
      closing:
        payload.amount === null
          ? []
          : [interpolate(texts.bookingAdd.pay, { amount: amount(payload.amount), deadline: payload.deadline ?? '' })],
    }),
  }),

  'booking-cancel': defineOrderTemplate({
    texts: (payload, texts) => ({
      subject: interpolate(texts.bookingCancel.subject, { pnr: payload.pnr }),
      intro: [payload.expired ? texts.bookingCancel.expired : texts.bookingCancel.cancelled],
    }),
  }),

  'issue-ticket': defineOrderTemplate({
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.issueTicket.subject, { pnr: payload.pnr }),
      intro: [texts.issueTicket.intro],
      closing: paidClosing(payload, amount, texts.issueTicket.paid),
    }),
  }),

  refund: defineTemplate({
    payload: ZRefundMail,
    about: 'order',
    sample: {
      ...SAMPLE_ORDER,
      passengers: [SAMPLE_ORDER.passengers[0]!],
      amount: 22_250_000,
      penalty: 2_000_000,
      line: 'flight',
      refunds: [{ name: 'Anna Petrosyan', amount: 22_250_000, penalty: 2_000_000 }],
      staying: ['Aram Petrosyan'],
    },
    content: (payload, texts, context, language) => {
      const t = texts.refund;
      const amount = (minor: number) => money(language, minor);
      const { intro, lines, page } = refundLines(payload, texts);
      const partial = payload.staying !== null && payload.staying.length > 0;
      const each =
        payload.refunds.length > 1
          ? payload.refunds.map((refund) =>
              interpolate(t.each, {
                name: refund.name,
                amount: amount(refund.amount),
                penalty: amount(refund.penalty),
              }),
            )
          : [];
      const total =
        payload.amount === null
          ? [t.agentSettles]
          : [interpolate(t.amount, { amount: amount(payload.amount), penalty: amount(payload.penalty ?? 0) })];
      const staying =
        payload.staying === null
          ? []
          : [partial ? interpolate(t.staying, { names: payload.staying.join(', ') }) : t.whole];
      return {
        subject: interpolate(partial ? t.partialSubject : t.subject, { pnr: payload.pnr }),
        greeting: greeting(texts, payload.name),
        paragraphs: [intro, ...lines],
        link: { label: texts.common.openOrder, url: link(context, page(payload.orderId)) },
        closing: [...each, ...total, ...staying],
      };
    },
  }),

  ticket: defineOrderTemplate({
    attachments: ['ticket'],
    texts: (payload, texts) => ({
      subject: interpolate(texts.ticket.subject, { pnr: payload.pnr }),
      intro: [texts.ticket.intro],
      closing: [texts.ticket.after],
    }),
  }),

  invoice: defineOrderTemplate({
    attachments: ['invoice'],
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.invoice.subject, { pnr: payload.pnr }),
      intro: [texts.invoice.intro],
      closing: dueClosing(payload, amount, { byDeadline: texts.invoice.due, total: texts.invoice.total }),
    }),
  }),

  receipt: defineOrderTemplate({
    attachments: ['receipt'],
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.receipt.subject, { pnr: payload.pnr }),
      intro: [texts.receipt.intro],
      closing: paidClosing(payload, amount, texts.receipt.paid),
    }),
  }),

  'flight-rescheduled': defineTemplate({
    payload: ZFlightRescheduledMail,
    about: 'flight',
    sample: {
      name: 'Anna Petrosyan',
      flight: 'FZ 1234',
      route: 'EVN → CDG',
      orders: [
        { id: 1024, pnr: 'K7Q2ZX' },
        { id: 1031, pnr: 'M3P8RT' },
      ],
      previous: { departure: '01.12.2026 06:15 EVN', arrival: '01.12.2026 09:45 CDG' },
      departure: '01.12.2026 08:30 EVN',
      arrival: '01.12.2026 12:00 CDG',
    },
    content: (payload, texts, context) => {
      const t = texts.flightRescheduled;
      const times = { departure: payload.departure, arrival: payload.arrival };
      const only = payload.orders.length === 1 ? payload.orders[0] : undefined;
      return {
        subject: interpolate(t.subject, { flight: payload.flight }),
        greeting: greeting(texts, payload.name),
        paragraphs: [
          interpolate(t.intro, {
            flight: payload.flight,
            route: payload.route,
            orders: payload.orders.map((order) => order.pnr).join(', '),
          }),
          ...(payload.previous ? [interpolate(t.before, payload.previous), interpolate(t.now, times)] : []),
          ...(payload.previous ? [] : [interpolate(t.current, times)]),
        ],
        link: {
          label: only ? texts.common.openOrder : t.button,
          url: link(context, only ? routePath('reservationEdit', { id: only.id }) : routePath('reservations')),
        },
        closing: [t.after],
      };
    },
  }),

  'order-moved': defineOrderMovedTemplate({
    attachments: ['ticket'],
    // About a move that has happened: the flight it left is no longer the order's to tell again.
    resendable: false,
    texts: (payload, texts, amount) => {
      const t = texts.orderMoved;
      const money =
        payload.amount === null || payload.amount === 0
          ? []
          : [interpolate(payload.amount < 0 ? t.charged : t.credited, { amount: amount(Math.abs(payload.amount)) })];
      return {
        subject: interpolate(t.subject, { pnr: payload.pnr }),
        intro: [
          t.intro,
          ...payload.moves.flatMap((move) => [interpolate(t.before, move.before), interpolate(t.after, move.after)]),
        ],
        closing: [payload.ticketed ? t.tickets : t.noTickets, ...money],
      };
    },
  }),

  'flight-manifest': defineTemplate({
    payload: ZFlightManifestMail,
    about: 'flight',
    // Sent by the manifest's own flow, which keeps what was sent as the basis of the next ADL.
    resendable: false,
    sample: {
      // The airline's contact (every sample greets the same person).
      name: 'Anna Petrosyan',
      flight: 'RM 123',
      date: '01.12.2026',
      route: 'EVN → CDG',
      departure: '01.12.2026 06:15 EVN',
      kind: 'adl',
      passengers: 142,
      infants: 3,
      added: 2,
      removed: 1,
      changed: 1,
    },
    content: (payload, texts) => {
      const t = texts.flightManifest;
      const pnl = payload.kind === 'pnl';
      return {
        subject: interpolate(pnl ? t.subjectPnl : t.subjectAdl, { flight: payload.flight, date: payload.date }),
        greeting: greeting(texts, payload.name),
        paragraphs: [
          interpolate(pnl ? t.introPnl : t.introAdl, payload),
          interpolate(t.files, { kind: payload.kind.toUpperCase() }),
        ],
      };
    },
  }),

  'hotel-booking': defineHotelTemplate({
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.hotelBooking.subject, { pnr: payload.pnr }),
      intro: [texts.hotelBooking.intro],
      closing: dueClosing(payload, amount, { byDeadline: texts.hotelBooking.pay, total: texts.hotelBooking.total }),
    }),
  }),

  'hotel-cancel': defineHotelTemplate({
    texts: (payload, texts) => ({
      subject: interpolate(texts.hotelCancel.subject, { pnr: payload.pnr }),
      intro: [payload.expired ? texts.hotelCancel.expired : texts.hotelCancel.cancelled],
    }),
  }),

  'hotel-voucher': defineHotelTemplate({
    attachments: ['voucher'],
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.hotelVoucher.subject, { pnr: payload.pnr }),
      intro: [texts.hotelVoucher.intro],
      closing: paidClosing(payload, amount, texts.hotelVoucher.paid),
    }),
  }),

  'package-booking': definePackageTemplate({
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.packageBooking.subject, { pnr: payload.pnr }),
      intro: [texts.packageBooking.intro],
      closing: dueClosing(payload, amount, { byDeadline: texts.packageBooking.pay, total: texts.packageBooking.total }),
    }),
  }),

  'package-cancel': definePackageTemplate({
    texts: (payload, texts, amount) => {
      const t = texts.packageCancel;
      return {
        subject: interpolate(t.subject, { pnr: payload.pnr }),
        intro: [t[payload.reason]],
        closing:
          payload.reason === 'refunded' && payload.amount !== null
            ? [interpolate(t.amount, { amount: amount(payload.amount), penalty: amount(payload.penalty ?? 0) })]
            : [],
      };
    },
  }),

  'package-ticket': definePackageTemplate({
    attachments: ['ticket', 'voucher', 'itinerary'],
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.packageTicket.subject, { pnr: payload.pnr }),
      intro: [texts.packageTicket.intro],
      closing: paidClosing(payload, amount, texts.packageTicket.paid),
    }),
  }),

  // Issue 19, alerts (modules/alerts): the system's own mails, each about a moment that has passed, so not resent.
  'low-balance': defineTemplate({
    payload: ZLowBalanceMail,
    about: 'user',
    resendable: false,
    sample: {
      name: 'Anna Petrosyan',
      available: 9_500_000,
      threshold: 20_000_000,
      balance: -500_000,
      creditLimit: 10_000_000,
    },
    content: (payload, texts, context, language) => {
      const t = texts.lowBalance;
      const amount = (minor: number) => money(language, minor);
      return {
        subject: interpolate(t.subject, { available: amount(payload.available) }),
        greeting: greeting(texts, payload.name),
        paragraphs: [
          interpolate(t.intro, { available: amount(payload.available), threshold: amount(payload.threshold) }),
          interpolate(t.funds, { balance: amount(payload.balance), creditLimit: amount(payload.creditLimit) }),
        ],
        link: { label: t.button, url: link(context, routePath('profile')) },
        closing: [t.after],
      };
    },
  }),

  'deadline-reminder': defineTemplate({
    payload: ZDeadlineReminderMail,
    about: 'order',
    resendable: false,
    sample: {
      name: 'Anna Petrosyan',
      kind: 'booking',
      pnr: 'K7Q2ZX',
      link: routePath('reservationEdit', { id: 1024 }),
      deadline: '28.11.2026 18:00 (Asia/Yerevan)',
    },
    content: (payload, texts, context) => {
      const t = texts.deadlineReminder;
      const values = { pnr: payload.pnr, deadline: payload.deadline };
      const booking = payload.kind === 'booking';
      return {
        subject: interpolate(booking ? t.bookingSubject : t.ticketingSubject, values),
        greeting: greeting(texts, payload.name),
        paragraphs: [interpolate(booking ? t.bookingIntro : t.ticketingIntro, values)],
        link: { label: texts.common.openOrder, url: link(context, payload.link) },
      };
    },
  }),
} as const satisfies Record<TContractTemplateName, TAnyMailTemplate>;

/** The server's template names are the contract's (the settings console lists the same). */
export type TMailTemplateName = keyof typeof MAIL_TEMPLATES & TContractTemplateName;
export type TMailPayload<TName extends TMailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[TName]['payload']>;
/** The payload of a refund mail of any product line (`line`), one per recipient. */
export type TRefundMailPayload = z.input<typeof ZRefundMail>;
/** The payload of the three hotel order mails (hotel-booking, hotel-cancel, hotel-voucher), one per recipient. */
export type THotelMailPayload = z.input<typeof ZHotelMail>;
/** The payload of the three package order mails (package-booking, package-cancel, package-ticket), one per recipient. */
export type TPackageMailPayload = z.input<typeof ZPackageMail>;

export function isMailTemplateName(value: string): value is TMailTemplateName {
  return (MAIL_TEMPLATE_NAMES as readonly string[]).includes(value) && Object.hasOwn(MAIL_TEMPLATES, value);
}

export function templateOf(name: TMailTemplateName): TAnyMailTemplate {
  return MAIL_TEMPLATES[name];
}

/** The settings console's list: every template, in the contract's order. */
export function templateInfos(): TMailTemplateInfo[] {
  return MAIL_TEMPLATE_NAMES.map((name) => {
    const template = templateOf(name);
    return {
      name,
      about: template.about,
      attachments: [...template.attachments],
      resendable: template.resendable,
    };
  });
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const HTML_HEAD = (language: string, subject: string) => [
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
  '<body style="margin:0;padding:24px;background:#f4f7f7;font-family:Arial,\'Noto Sans Armenian\',sans-serif;color:#222">',
  '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:4px solid #33A8AE">',
];
const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** Writes the content as plain text and as simple, inline-styled HTML (mail clients ignore style sheets). */
export function renderContent(content: TMailContent, language: TLanguage, agencyName: string): TRenderedMail {
  const signature = [textsOf(language).mail.common.signature, agencyName];
  const textParts = [content.greeting, '', ...content.paragraphs];
  if (content.code) textParts.push('', `    ${content.code}`);
  if (content.link) textParts.push('', `${content.link.label}: ${content.link.url}`);
  if (content.closing) textParts.push('', ...content.closing);
  textParts.push('', ...signature);

  const htmlParts = [...HTML_HEAD(language, content.subject), paragraph(content.greeting)];
  htmlParts.push(...content.paragraphs.map(paragraph));
  if (content.code) {
    htmlParts.push(
      `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;color:#33A8AE">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.link) {
    const href = escapeHtml(content.link.url);
    htmlParts.push(
      `<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#33A8AE;color:#fff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(content.link.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#555;word-break:break-all">${href}</p>`,
    );
  }
  for (const line of content.closing ?? []) htmlParts.push(paragraph(line));
  htmlParts.push(`<p style="margin:16px 0 0">${signature.map(escapeHtml).join('<br>')}</p>`, '</div></body></html>');
  return { subject: content.subject, text: textParts.join('\n'), html: htmlParts.join('\n') };
}

/** The subject, text and HTML of a stored outbox row. */
export function renderMail(
  template: TMailTemplateName,
  payload: unknown,
  language: TLanguage,
  context: TMailContext,
): TRenderedMail {
  const content = templateOf(template).content(payload, language, context);
  return renderContent(content, language, context.agencyName);
}

export function secretFieldsOf(template: TMailTemplateName): readonly string[] {
  return templateOf(template).secretFields;
}

/** The outbox's name for a free-form mail of send-email (not a template: its subject and body are the sender's). */
export const FREE_FORM_MAIL = 'send-email';
export const ZFreeFormMail = z.object({ subject: z.string(), body: z.string() });

/** A free-form mail as written by its sender: the text as is, the HTML its escaped paragraphs. */
export function renderFreeForm(payload: unknown, language: TLanguage): TRenderedMail {
  const { subject, body } = ZFreeFormMail.parse(payload);
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p style="margin:0 0 12px">${block.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`);
  const html = [...HTML_HEAD(language, subject), ...paragraphs, '</div></body></html>'].join('\n');
  return { subject, text: body, html };
}
