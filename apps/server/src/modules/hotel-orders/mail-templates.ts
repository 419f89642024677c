import { z } from 'zod';
import { interpolate, routePath } from '@frs/contract';
import {
  BOOKING_MAIL_FIELDS,
  MAIL_STAY_FIELDS,
  ORDER_MAIL_FIELDS,
  orderLineMails,
  orderTexts,
  REFUND_MAIL_FIELDS,
  sampleOrderMail,
  stayLines,
  type TLineMailTemplates,
  type TMailTemplateSet,
  type TMailTexts,
  type TRefundPayloadOf,
} from '../mail';

/**
 * What every hotel order mail carries (the hotel orders module fills it): the order, the hotel, the stay and its
 * rooms with their guests, an amount in AMD minor units. Dates come formatted as the app writes them.
 */
const ZHotelMail = z.object({
  ...ORDER_MAIL_FIELDS,
  ...MAIL_STAY_FIELDS,
  nights: z.number().int(),
  /** What is payable (a booking, a confirmed stay); null where no amount belongs. */
  amount: z.number().int().nullable(),
  /** A booking: confirm before this. */
  ...BOOKING_MAIL_FIELDS,
});

const SAMPLE_HOTEL_ORDER: z.input<typeof ZHotelMail> = {
  ...sampleOrderMail(2048, 'H4TL7Q'),
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

function hotelLines(payload: z.output<typeof ZHotelMail>, texts: TMailTexts): string[] {
  return [interpolate(texts.common.pnr, { pnr: payload.pnr }), ...stayLines(payload, texts)];
}

/** A mail about a hotel order: the stay's lines and a button to the hotel order's page. */
const hotelMails = orderLineMails({
  payload: ZHotelMail,
  sample: SAMPLE_HOTEL_ORDER,
  lines: hotelLines,
  page: (id) => routePath('hotelOrder', { id }),
});

/** The hotel order mails, by the contract's names. */
const HOTEL_MAIL_TEMPLATES = {
  'hotel-booking': hotelMails.template({ texts: orderTexts.due((texts) => texts.hotelBooking, 'pay') }),

  'hotel-cancel': hotelMails.template({
    texts: (payload, texts) => ({
      subject: interpolate(texts.hotelCancel.subject, { pnr: payload.pnr }),
      intro: [payload.expired ? texts.hotelCancel.expired : texts.hotelCancel.cancelled],
    }),
  }),

  'hotel-voucher': hotelMails.template({
    attachments: ['voucher'],
    texts: orderTexts.paid((texts) => texts.hotelVoucher),
  }),
} as const satisfies TMailTemplateSet;

/** A hotel order's refund mail: the order mail with the refund's totals (a stay has no penalty field of its own). */
const ZHotelRefundMail = ZHotelMail.extend({
  line: z.literal('hotel'),
  penalty: z.number().int().nullable().default(null),
  ...REFUND_MAIL_FIELDS,
});

/** The hotel line's mails (its `TProductLineModule.mailTemplates`), with its part of the shared 'refund' template. */
export const hotelMailTemplates: TLineMailTemplates = {
  templates: HOTEL_MAIL_TEMPLATES,
  refund: hotelMails.refund({
    line: 'hotel',
    payload: ZHotelRefundMail,
    sample: {
      ...SAMPLE_HOTEL_ORDER,
      line: 'hotel',
      penalty: 3_640_000,
      refunds: [{ name: 'Superior double · BB: Anna Petrosyan', amount: 32_760_000, penalty: 3_640_000 }],
      staying: [],
    },
    intro: (texts) => texts.refund.hotelIntro,
  }),
};

/** The payload of the three hotel order mails (hotel-booking, hotel-cancel, hotel-voucher), one per recipient. */
export type THotelMailPayload = z.input<typeof ZHotelMail>;
/** The line's own templates' names: the mails of its orders that the e-mail scripts may send again. */
export type THotelMailTemplate = keyof typeof HOTEL_MAIL_TEMPLATES;
export const HOTEL_MAIL_NAMES = Object.keys(HOTEL_MAIL_TEMPLATES) as THotelMailTemplate[];
/** The payload of a hotel order's refund mail, one per recipient. */
export type THotelRefundMailPayload = TRefundPayloadOf<typeof ZHotelRefundMail>;
