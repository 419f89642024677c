import { z } from 'zod';
import { interpolate, routePath } from '@frs/contract';
import {
  MAIL_STAY_FIELDS,
  ORDER_MAIL_FIELDS,
  orderLineMails,
  orderTexts,
  passengersLine,
  REFUND_MAIL_FIELDS,
  sampleOrderMail,
  stayLines,
  ZMailPassengers,
  type TLineMailTemplates,
  type TMailTemplateSet,
  type TMailTexts,
  type TRefundPayloadOf,
} from '../mail';

/**
 * What every package order mail carries (the package orders module fills it): the order, the package, both flights,
 * the hotel and its rooms with their guests, the travellers with their tickets, and an amount in AMD minor units.
 * Dates and times come formatted as the app writes them.
 */
const ZPackageMail = z.object({
  ...ORDER_MAIL_FIELDS,
  offer: z.string(),
  destination: z.string(),
  nights: z.number().int(),
  /** "EVN → DXB → EVN" */
  route: z.string(),
  /** Each flight's departure, local time with the airport: "01.12.2026 06:15 EVN". */
  departure: z.string(),
  returnDeparture: z.string(),
  ...MAIL_STAY_FIELDS,
  passengers: ZMailPassengers,
  /** What is payable (a booking, a ticketed package), or refunded (a refund); null where no amount belongs. */
  amount: z.number().int().nullable(),
  penalty: z.number().int().nullable().default(null),
  /** A booking: ticket before this (the agency's time, with its zone); otherwise null. */
  deadline: z.string().nullable().default(null),
  /** Why a package-cancel mail is sent: cancelled by someone, run out of time, or refunded (some travellers). */
  reason: z.enum(['cancelled', 'expired', 'refunded']).default('cancelled'),
});

const SAMPLE_PACKAGE_ORDER: z.input<typeof ZPackageMail> = {
  ...sampleOrderMail(4096, 'P8KG3D'),
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

function packageLines(payload: z.output<typeof ZPackageMail>, texts: TMailTexts): string[] {
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
    ...stayLines(payload, texts),
    passengersLine(payload, texts),
  ];
}

/** A mail about a package order: the package's lines and a button to the package order's page. */
const packageMails = orderLineMails({
  payload: ZPackageMail,
  sample: SAMPLE_PACKAGE_ORDER,
  lines: packageLines,
  page: (id) => routePath('packageOrder', { id }),
});

/** The package order mails, by the contract's names. */
const PACKAGE_MAIL_TEMPLATES = {
  'package-booking': packageMails.template({ texts: orderTexts.due((texts) => texts.packageBooking, 'pay') }),

  'package-cancel': packageMails.template({
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

  'package-ticket': packageMails.template({
    attachments: ['ticket', 'voucher', 'itinerary'],
    texts: orderTexts.paid((texts) => texts.packageTicket),
  }),
} as const satisfies TMailTemplateSet;

/** A package order's refund mail: the order mail with `line` 'package' and the refund's travellers. */
const ZPackageRefundMail = ZPackageMail.extend({ line: z.literal('package'), ...REFUND_MAIL_FIELDS });

/** The package line's mails (its `TProductLineModule.mailTemplates`), with its part of the shared 'refund' template. */
export const packageMailTemplates: TLineMailTemplates = {
  templates: PACKAGE_MAIL_TEMPLATES,
  refund: packageMails.refund({
    line: 'package',
    payload: ZPackageRefundMail,
    sample: {
      ...SAMPLE_PACKAGE_ORDER,
      passengers: [SAMPLE_PACKAGE_ORDER.passengers[0]!],
      line: 'package',
      amount: 68_580_000,
      penalty: 7_620_000,
      refunds: [{ name: 'Anna Petrosyan', amount: 68_580_000, penalty: 7_620_000 }],
      staying: ['Aram Petrosyan'],
    },
    intro: (texts) => texts.refund.packageIntro,
  }),
};

/** The payload of the three package order mails (package-booking, package-cancel, package-ticket), one per recipient. */
export type TPackageMailPayload = z.input<typeof ZPackageMail>;
/** The line's own templates' names: the mails of its orders that the e-mail scripts may send again. */
export type TPackageMailTemplate = keyof typeof PACKAGE_MAIL_TEMPLATES;
export const PACKAGE_MAIL_NAMES = Object.keys(PACKAGE_MAIL_TEMPLATES) as TPackageMailTemplate[];
/** The payload of a package order's refund mail, one per recipient. */
export type TPackageRefundMailPayload = TRefundPayloadOf<typeof ZPackageRefundMail>;
