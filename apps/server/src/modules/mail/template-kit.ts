import { z } from 'zod';
import {
  formatMinor,
  interpolate,
  textsOf,
  type TLanguage,
  type TMailTemplateInfo,
  type TMailTemplateName,
} from '@frs/contract';
import type { TMailDocumentKind } from './documents';

/**
 * The kit a template is written with, wherever it lives: the mail module's own templates (templates.ts) and each
 * product line's (`modules/<line>-orders/mail-templates.ts`, carried by its `TProductLineModule`). Lines import it
 * from the mail module's index; the mail module imports no line.
 */

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

export type TMailTexts = ReturnType<typeof textsOf>['mail'];

export interface TMailTemplate<TSchema extends z.ZodType> {
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
export interface TAnyMailTemplate {
  payload: z.ZodType;
  secretFields: readonly string[];
  about: TMailTemplateInfo['about'];
  attachments: readonly TMailDocumentKind[];
  resendable: boolean;
  sample: unknown;
  content: (stored: unknown, language: TLanguage, context: TMailContext) => TMailContent;
}

/** Some of the contract's templates by name: the mail module's own, or a product line's. */
export type TMailTemplateSet = { readonly [TName in TMailTemplateName]?: TAnyMailTemplate };

/** The payload a template of `TTemplates` is queued with (its schema's input), for the code that queues it. */
export type TMailPayloadOf<
  TTemplates extends TMailTemplateSet,
  TName extends keyof TTemplates,
> = TTemplates[TName] extends { payload: infer TSchema extends z.ZodType } ? z.input<TSchema> : never;

/** A template: its payload, secrets, what it is about, the PDFs it carries, a sample, and its content by text key. */
export function defineTemplate<TSchema extends z.ZodType>(template: {
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

/** An absolute link into the app (PUBLIC_URL), with its query. */
export function mailLink(context: TMailContext, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(path, `${context.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

export const mailGreeting = (texts: TMailTexts, name: string) => interpolate(texts.common.greeting, { name });

/** An amount in AMD minor units, written in the language. */
export const mailMoney = (language: TLanguage, minor: number) =>
  interpolate(textsOf(language).common.amd, { amount: formatMinor(minor) });

/** The travellers of an order mail (flight and package), each with the ticket number once ticketed. */
export const ZMailPassengers = z.array(z.object({ name: z.string(), ticketNumber: z.string().nullable() }));

/** The order mails' passengers (flight and package): names, each with its ticket number once ticketed. */
export function passengersLine(payload: { passengers: z.output<typeof ZMailPassengers> }, texts: TMailTexts): string {
  const passengers = payload.passengers
    .map((passenger) =>
      passenger.ticketNumber
        ? interpolate(texts.common.passengerWithTicket, { name: passenger.name, ticketNumber: passenger.ticketNumber })
        : passenger.name,
    )
    .join(', ');
  return interpolate(texts.common.passengers, { passengers });
}

/**
 * What a stay's mail (hotel and package) carries of it: the hotel, its dates (formatted as the app writes them), and
 * each room as "Deluxe double · BB" with its guests' names, the lead guest first.
 */
export const MAIL_STAY_FIELDS = {
  hotel: z.string(),
  city: z.string(),
  address: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.array(z.object({ room: z.string(), guests: z.array(z.string()) })),
};

/** What a stay's mail (hotel and package) says of it: the hotel, the dates, each room with its guests. */
export function stayLines(
  payload: {
    hotel: string;
    address: string;
    city: string;
    checkIn: string;
    checkOut: string;
    nights: number;
    rooms: readonly { room: string; guests: readonly string[] }[];
  },
  texts: TMailTexts,
): string[] {
  return [
    interpolate(texts.common.hotel, { hotel: payload.hotel, address: payload.address, city: payload.city }),
    interpolate(texts.common.stay, { checkIn: payload.checkIn, checkOut: payload.checkOut, nights: payload.nights }),
    ...payload.rooms.map((room) =>
      interpolate(texts.common.hotelRoom, { room: room.room, guests: room.guests.join(', ') }),
    ),
  ];
}

/** What every order mail carries first: the recipient's name, the order and its PNR. */
export const ORDER_MAIL_FIELDS = { name: z.string(), orderId: z.number().int(), pnr: z.string() };

/**
 * What a booking's mail says of its time: the deadline (formatted as the app writes it, in the agency's time; null
 * where there is none, a cancelled booking say), and whether it ran out of time rather than being cancelled.
 */
export const BOOKING_MAIL_FIELDS = {
  deadline: z.string().nullable().default(null),
  expired: z.boolean().default(false),
};

/** The start of an order mail's sample: every sample greets the same person. */
export const sampleOrderMail = (orderId: number, pnr: string) => ({ name: 'Anna Petrosyan', orderId, pnr });

/** A closing of what is payable: by the deadline where there is one, else the total; nothing without an amount. */
export function dueClosing(
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
export function paidClosing(
  payload: { amount: number | null },
  amount: (minor: number) => string,
  text: string,
): string[] {
  return payload.amount === null ? [] : [interpolate(text, { amount: amount(payload.amount) })];
}

/** The texts of an order mail's template: its subject, first paragraphs and closing lines. */
type TOrderTexts<TPayload> = (
  payload: TPayload,
  texts: TMailTexts,
  amount: (minor: number) => string,
) => { subject: string; intro: string[]; closing?: string[] };

/**
 * The order mails of one product line: their payload, sample and lines (the order's, the stay's, the package's), and
 * the page their button opens. A template of the line gives its subject, first paragraphs and closing lines (by text
 * key, from the payload); the line's lines follow.
 */
export function orderLineTemplates<TSchema extends z.ZodType<{ orderId: number; name: string }>>(line: {
  payload: TSchema;
  sample: z.input<TSchema>;
  lines: (payload: z.output<TSchema>, texts: TMailTexts) => string[];
  page: (orderId: number) => string;
}) {
  return (options: {
    attachments?: readonly TMailDocumentKind[];
    resendable?: boolean;
    texts: TOrderTexts<z.output<TSchema>>;
  }) =>
    defineTemplate({
      payload: line.payload,
      about: 'order',
      attachments: options.attachments,
      resendable: options.resendable,
      sample: line.sample,
      content: (payload, texts, context, language) => {
        const { subject, intro, closing } = options.texts(payload, texts, (minor) => mailMoney(language, minor));
        return {
          subject,
          greeting: mailGreeting(texts, payload.name),
          paragraphs: [...intro, ...line.lines(payload, texts)],
          link: { label: texts.common.openOrder, url: mailLink(context, line.page(payload.orderId)) },
          closing,
        };
      },
    });
}

/**
 * The texts of a line's booking, ticket (or voucher) and cancellation mails from the keys of its catalogue section:
 * the subject names the PNR, the intro is the section's, and the closing says what is due, what was paid, or why
 * it was cancelled.
 */
export const orderTexts = {
  /** A booking: what is due, by the deadline (the section's text `byDeadline`) where there is one, else the total. */
  due:
    <TKey extends string>(
      section: (texts: TMailTexts) => { subject: string; intro: string; total: string } & Record<TKey, string>,
      byDeadline: TKey,
    ): TOrderTexts<{ pnr: string; amount: number | null; deadline: string | null }> =>
    (payload, texts, amount) => {
      const t = section(texts);
      return {
        subject: interpolate(t.subject, { pnr: payload.pnr }),
        intro: [t.intro],
        closing: dueClosing(payload, amount, { byDeadline: t[byDeadline], total: t.total }),
      };
    },
  /** A ticket, voucher or receipt: what was paid. */
  paid:
    (
      section: (texts: TMailTexts) => { subject: string; intro: string; paid: string },
    ): TOrderTexts<{ pnr: string; amount: number | null }> =>
    (payload, texts, amount) => {
      const t = section(texts);
      return {
        subject: interpolate(t.subject, { pnr: payload.pnr }),
        intro: [t.intro],
        closing: paidClosing(payload, amount, t.paid),
      };
    },
};

/**
 * What a refund mail adds to the line's order mail (issue 31): who was refunded, each with what was given back and
 * kept as penalty (`refunds`: a hotel order's rooms; empty, with `amount` null, in the traveller's copy of an agent's
 * order: an agent's price is its net), and who still travels on the order (`staying`: empty once it is refunded whole;
 * null when not known). Each line's variant is its order mail extended with these and its `line`.
 */
export const REFUND_MAIL_FIELDS = {
  refunds: z.array(z.object({ name: z.string(), amount: z.number().int(), penalty: z.number().int() })).default([]),
  staying: z.array(z.string()).nullable().default(null),
};

/** What the shared 'refund' template reads of every line's variant. */
export interface TRefundMailCommon {
  line: string;
  name: string;
  orderId: number;
  pnr: string;
  amount: number | null;
  penalty: number | null;
  refunds: { name: string; amount: number; penalty: number }[];
  staying: string[] | null;
}

/**
 * A product line's part of the shared 'refund' template (templates.ts assembles the template from the registered
 * lines' parts): the line's payload variant (discriminated by `line`), a sample, and the intro, lines and page of
 * its refund mail. The subject, amounts and who stays are the same for every line.
 */
export interface TRefundMailPart<TSchema extends z.ZodType<TRefundMailCommon> = z.ZodType<TRefundMailCommon>> {
  /** The variant's `line` (a flight refund queued before lines existed has none: its variant defaults it). */
  line: string;
  payload: TSchema;
  sample: z.input<TSchema>;
  intro: (texts: TMailTexts) => string;
  lines: (payload: z.output<TSchema>, texts: TMailTexts) => string[];
  page: (orderId: number) => string;
}

/** A line's refund part, its functions typed by its own variant. */
export function defineRefundPart<TSchema extends z.ZodType<TRefundMailCommon>>(
  part: TRefundMailPart<TSchema>,
): TRefundMailPart {
  return part as unknown as TRefundMailPart;
}

/**
 * A product line's order mails from one description (its payload, sample, lines and page): `template` defines its
 * templates (`orderLineTemplates`), `refund` its part of the shared 'refund' template, whose variant extends the
 * line's payload and whose lines and page are the line's.
 */
export function orderLineMails<TSchema extends z.ZodType<{ orderId: number; name: string }>>(line: {
  payload: TSchema;
  sample: z.input<TSchema>;
  lines: (payload: z.output<TSchema>, texts: TMailTexts) => string[];
  page: (orderId: number) => string;
}) {
  return {
    template: orderLineTemplates(line),
    refund: <TRefund extends z.ZodType<TRefundMailCommon & z.output<TSchema>>>(part: {
      line: string;
      payload: TRefund;
      sample: z.input<TRefund>;
      intro: (texts: TMailTexts) => string;
    }) =>
      defineRefundPart<TRefund>({
        ...part,
        // The variant's output is the line's payload and more (TRefund's bound), which the compiler does not follow.
        lines: (payload, texts) => line.lines(payload as z.output<TSchema>, texts),
        page: line.page,
      }),
  };
}

/** The payload of a line's refund mail: its variant's input. */
export type TRefundPayloadOf<TSchema extends z.ZodType<TRefundMailCommon>> = z.input<TSchema>;

/**
 * What a product line brings to mail (its `TProductLineModule.mailTemplates`): its own templates, and its part of
 * the shared 'refund' template. The composition root assembles every line's with the mail module's own
 * (`mailTemplatesOf` in modules/order-engine) and hands the set to mail.
 */
export interface TLineMailTemplates {
  templates: TMailTemplateSet;
  refund?: TRefundMailPart;
}
