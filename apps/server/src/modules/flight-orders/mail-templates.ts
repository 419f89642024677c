import { z } from 'zod';
import { interpolate, routePath } from '@frs/contract';
import {
  BOOKING_MAIL_FIELDS,
  ORDER_MAIL_FIELDS,
  orderLineMails,
  orderLineTemplates,
  orderTexts,
  passengersLine,
  REFUND_MAIL_FIELDS,
  sampleOrderMail,
  ZMailPassengers,
  type TLineMailTemplates,
  type TMailPayloadOf,
  type TMailTemplateSet,
  type TMailTexts,
  type TRefundPayloadOf,
} from '../mail';

/** A flight order's page: every flight order mail's button opens it. */
const orderPage = (id: number) => routePath('reservationEdit', { id });

/** What every order mail carries: the order, its trip and passengers, and an amount in AMD minor units. */
const ZOrderMail = z.object({
  ...ORDER_MAIL_FIELDS,
  /** "EVN → CDG → EVN" */
  route: z.string(),
  /** The first departure, local time with the airport: "01.12.2026 06:15 EVN". */
  departure: z.string(),
  passengers: ZMailPassengers,
  amount: z.number().int().nullable(),
  penalty: z.number().int().nullable().default(null),
  /** A booking: pay before this (local time of the departure airport, zone named). */
  ...BOOKING_MAIL_FIELDS,
});

const SAMPLE_ORDER: z.input<typeof ZOrderMail> = {
  ...sampleOrderMail(1024, 'K7Q2ZX'),
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

function orderLines(payload: z.output<typeof ZOrderMail>, texts: TMailTexts): string[] {
  return [
    interpolate(texts.common.pnr, { pnr: payload.pnr }),
    interpolate(texts.common.route, { route: payload.route }),
    interpolate(texts.common.departure, { departure: payload.departure }),
    passengersLine(payload, texts),
  ];
}

/** A mail about a flight order: the order's lines and a button to its page. */
const orderMails = orderLineMails({
  payload: ZOrderMail,
  sample: SAMPLE_ORDER,
  lines: orderLines,
  page: orderPage,
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
  page: orderPage,
});

/** The flight order mails, by the contract's names. */
const FLIGHT_MAIL_TEMPLATES = {
  'booking-add': orderMails.template({
    texts: (payload, texts, amount) => ({
      subject: interpolate(texts.bookingAdd.subject, { pnr: payload.pnr }),
      intro: [texts.bookingAdd.intro],
      closing:
        payload.amount === null
          ? []
          : [interpolate(texts.bookingAdd.pay, { amount: amount(payload.amount), deadline: payload.deadline ?? '' })],
    }),
  }),

  'booking-cancel': orderMails.template({
    texts: (payload, texts) => ({
      subject: interpolate(texts.bookingCancel.subject, { pnr: payload.pnr }),
      intro: [payload.expired ? texts.bookingCancel.expired : texts.bookingCancel.cancelled],
    }),
  }),

  'issue-ticket': orderMails.template({ texts: orderTexts.paid((texts) => texts.issueTicket) }),

  ticket: orderMails.template({
    attachments: ['ticket'],
    texts: (payload, texts) => ({
      subject: interpolate(texts.ticket.subject, { pnr: payload.pnr }),
      intro: [texts.ticket.intro],
      closing: [texts.ticket.after],
    }),
  }),

  invoice: orderMails.template({
    attachments: ['invoice'],
    texts: orderTexts.due((texts) => texts.invoice, 'due'),
  }),

  receipt: orderMails.template({
    attachments: ['receipt'],
    texts: orderTexts.paid((texts) => texts.receipt),
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
} as const satisfies TMailTemplateSet;

/** A flight order's refund mail: the order mail with `line` 'flight' (the default: a refund queued before had none). */
const ZFlightRefundMail = ZOrderMail.extend({ line: z.literal('flight').default('flight'), ...REFUND_MAIL_FIELDS });

/**
 * The flight line's mails (its `TProductLineModule.mailTemplates`), with its part of the shared 'refund' template,
 * whose sample is the template's (the registry's first line).
 */
export const flightMailTemplates: TLineMailTemplates = {
  templates: FLIGHT_MAIL_TEMPLATES,
  refund: orderMails.refund({
    line: 'flight',
    payload: ZFlightRefundMail,
    sample: {
      ...SAMPLE_ORDER,
      passengers: [SAMPLE_ORDER.passengers[0]!],
      amount: 22_250_000,
      penalty: 2_000_000,
      line: 'flight',
      refunds: [{ name: 'Anna Petrosyan', amount: 22_250_000, penalty: 2_000_000 }],
      staying: ['Aram Petrosyan'],
    },
    intro: (texts) => texts.refund.intro,
  }),
};

/** The payload of a flight order mail, one per recipient. */
export type TFlightMailPayload<TName extends keyof typeof FLIGHT_MAIL_TEMPLATES> = TMailPayloadOf<
  typeof FLIGHT_MAIL_TEMPLATES,
  TName
>;
/** The payload of a flight order's refund mail, one per recipient. */
export type TFlightRefundMailPayload = TRefundPayloadOf<typeof ZFlightRefundMail>;
