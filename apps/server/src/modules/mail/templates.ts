import { z } from 'zod';
import {
  interpolate,
  isMailTemplateName,
  MAIL_TEMPLATE_NAMES,
  RESET_CODE_MINUTES,
  routePath,
  SET_PASSWORD_LINK_HOURS,
  VERIFICATION_CODE_HOURS,
  type TLanguage,
  type TMailTemplateInfo,
  type TMailTemplateName,
} from '@frs/contract';
import { renderContent, type TRenderedMail } from './render';
import {
  defineTemplate,
  mailGreeting,
  mailLink,
  mailMoney,
  type TAnyMailTemplate,
  type TLineMailTemplates,
  type TMailContext,
  type TMailPayloadOf,
  type TMailTemplateSet,
  type TRefundMailCommon,
  type TRefundMailPart,
} from './template-kit';

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

/** The low balance alert to an agent (issue 19): its funds after the entry and the threshold, minor units of AMD. */
/** An agency's webhook endpoint switched off after its last retry failed (issue 33, modules/webhooks). */
const ZWebhookDisabledMail = z.object({
  name: z.string(),
  url: z.string(),
  attempts: z.number().int(),
  /** "HTTP 503", or the error that stopped the last attempt. */
  lastError: z.string(),
});

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

/**
 * The mail module's own templates: the accounts', the flights' notices (flight-rescheduled, flight-manifest) and the
 * alerts'. The product lines' order mails live in their modules (`modules/<line>-orders/mail-templates.ts`) and come
 * in through `assembleMailTemplates`.
 */
const MAIL_TEMPLATES = {
  'registration-confirm': defineTemplate({
    payload: z.object({ name: z.string(), email: z.string(), code: z.string() }),
    secretFields: ['code'],
    about: 'user',
    resendable: false,
    sample: { name: 'Anna Petrosyan', email: 'anna@example.am', code: '482916' },
    content: (payload, texts, context) => ({
      subject: texts.registrationConfirm.subject,
      greeting: mailGreeting(texts, payload.name),
      paragraphs: [interpolate(texts.registrationConfirm.intro, { agency: context.agencyName })],
      code: payload.code,
      closing: [interpolate(texts.registrationConfirm.after, { hours: VERIFICATION_CODE_HOURS })],
      link: {
        label: texts.registrationConfirm.button,
        url: mailLink(context, routePath('verification'), { email: payload.email }),
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
      greeting: mailGreeting(texts, payload.name),
      paragraphs: [
        interpolate(texts.approvedUser.approved, { agency: context.agencyName }),
        interpolate(texts.approvedUser.setPassword, { hours: SET_PASSWORD_LINK_HOURS }),
      ],
      link: {
        label: texts.approvedUser.button,
        url: mailLink(context, routePath('passwordSetting'), { user_id: payload.userId, token: payload.token }),
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
      greeting: mailGreeting(texts, payload.name),
      paragraphs: [texts.resetPassword.intro],
      code: payload.code,
      link: {
        label: texts.resetPassword.button,
        url: mailLink(context, routePath('resetVerification'), { user_id: payload.userId }),
      },
      closing: [
        interpolate(texts.resetPassword.enterCode, { minutes: RESET_CODE_MINUTES }),
        texts.resetPassword.ignore,
      ],
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
        greeting: mailGreeting(texts, payload.name),
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
          url: mailLink(context, only ? routePath('reservationEdit', { id: only.id }) : routePath('reservations')),
        },
        closing: [t.after],
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
        greeting: mailGreeting(texts, payload.name),
        paragraphs: [
          interpolate(pnl ? t.introPnl : t.introAdl, payload),
          interpolate(t.files, { kind: payload.kind.toUpperCase() }),
        ],
      };
    },
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
      const amount = (minor: number) => mailMoney(language, minor);
      return {
        subject: interpolate(t.subject, { available: amount(payload.available) }),
        greeting: mailGreeting(texts, payload.name),
        paragraphs: [
          interpolate(t.intro, { available: amount(payload.available), threshold: amount(payload.threshold) }),
          interpolate(t.funds, { balance: amount(payload.balance), creditLimit: amount(payload.creditLimit) }),
        ],
        link: { label: t.button, url: mailLink(context, routePath('profile')) },
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
        greeting: mailGreeting(texts, payload.name),
        paragraphs: [interpolate(booking ? t.bookingIntro : t.ticketingIntro, values)],
        link: { label: texts.common.openOrder, url: mailLink(context, payload.link) },
      };
    },
  }),

  // Issue 33, webhooks: sent by the dispatcher alone (not resendable).
  'webhook-disabled': defineTemplate({
    payload: ZWebhookDisabledMail,
    about: 'user',
    resendable: false,
    sample: {
      name: 'Anna Petrosyan',
      url: 'https://agency.example/webhooks/frs',
      attempts: 8,
      lastError: 'HTTP 503',
    },
    content: (payload, texts, context) => {
      const t = texts.webhookDisabled;
      return {
        subject: interpolate(t.subject, { url: payload.url }),
        greeting: mailGreeting(texts, payload.name),
        paragraphs: [
          interpolate(t.intro, { url: payload.url, attempts: payload.attempts, lastError: payload.lastError }),
        ],
        link: { label: t.button, url: mailLink(context, routePath('developers')) },
        closing: [t.after],
      };
    },
  }),
} as const satisfies TMailTemplateSet;

/** The names of the mail module's own templates. */
export type TMailModuleTemplateName = keyof typeof MAIL_TEMPLATES;
/** The payload of one of the mail module's own templates (the lines type theirs from their own templates). */
export type TMailPayload<TName extends keyof typeof MAIL_TEMPLATES> = TMailPayloadOf<typeof MAIL_TEMPLATES, TName>;

/**
 * The shared 'refund' template (issue 31), assembled from the registered lines' refund parts: its payload is the
 * union of the lines' variants (each its order mail with `line` and the refund's fields, `REFUND_MAIL_FIELDS`), its
 * sample the first line's, and its content the same for every line (the subject, who was refunded with what, the
 * totals, who stays) around the line's intro, lines and page. One template rather than one per line, because the
 * contract names one 'refund' (the settings console, the e-mail scripts and the outbox rows use that name), and
 * what a refund says of its amounts is the same whatever was sold: a line brings only what differs.
 */
function refundTemplate(parts: readonly [TRefundMailPart, ...TRefundMailPart[]]): TAnyMailTemplate {
  const [first, second, ...rest] = parts;
  // The variants are told apart by their `line` literal, so the union's order does not matter.
  const payload = (
    second ? z.union([first.payload, second.payload, ...rest.map((part) => part.payload)]) : first.payload
  ) as z.ZodType<TRefundMailCommon>;
  const byLine = new Map(parts.map((part) => [part.line, part]));
  return defineTemplate({
    payload,
    about: 'order',
    sample: first.sample,
    content: (payload, texts, context, language) => {
      const t = texts.refund;
      const amount = (minor: number) => mailMoney(language, minor);
      const part = byLine.get(payload.line);
      if (!part) throw new Error(`No refund mail of the product line '${payload.line}'`);
      const intro = part.intro(texts);
      const lines = part.lines(payload, texts);
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
        greeting: mailGreeting(texts, payload.name),
        paragraphs: [intro, ...lines],
        link: { label: texts.common.openOrder, url: mailLink(context, part.page(payload.orderId)) },
        closing: [...each, ...total, ...staying],
      };
    },
  });
}

/**
 * Every template of the product by the name the outbox stores (exactly the contract's MAIL_TEMPLATE_NAMES), as the
 * composition root assembled them: the outbox, the mail job, the settings console and the e-mail scripts use this.
 */
export interface TMailTemplates {
  /** Every template by name, in the contract's order. */
  readonly byName: Readonly<Record<TMailTemplateName, TAnyMailTemplate>>;
  has: (value: string) => value is TMailTemplateName;
  of: (name: TMailTemplateName) => TAnyMailTemplate;
  /** The settings console's list: every template, in the contract's order. */
  infos: () => TMailTemplateInfo[];
  /** The subject, text and HTML of a stored payload. */
  render: (name: TMailTemplateName, payload: unknown, language: TLanguage, context: TMailContext) => TRenderedMail;
  /** The payload fields blanked once the mail is sent or given up. */
  secretFieldsOf: (name: TMailTemplateName) => readonly string[];
}

/**
 * The mail module's own templates with the product lines' (their templates and refund parts, in the registry's
 * order). Every name of the contract must have exactly one template, or the server does not start (a mail nobody
 * could write, or two lines claiming one): the composition root calls this at start-up (`mailTemplatesOf`).
 */
export function assembleMailTemplates(lines: readonly TLineMailTemplates[]): TMailTemplates {
  const found = new Map<string, TAnyMailTemplate>();
  for (const set of [MAIL_TEMPLATES, ...lines.map((line) => line.templates)] as TMailTemplateSet[]) {
    for (const [name, template] of Object.entries(set)) {
      if (template === undefined) continue;
      if (name === 'refund') throw new Error("The 'refund' mail template is assembled from the lines' refund parts");
      if (!isMailTemplateName(name)) throw new Error(`No mail template '${name}' in the contract`);
      if (found.has(name)) throw new Error(`Two templates for the mail template '${name}'`);
      found.set(name, template);
    }
  }
  const parts = lines.flatMap((line) => (line.refund ? [line.refund] : []));
  for (const [index, part] of parts.entries()) {
    if (parts.findIndex((other) => other.line === part.line) !== index) {
      throw new Error(`Two refund mails of the product line '${part.line}'`);
    }
  }
  const [first, ...others] = parts;
  if (first) found.set('refund', refundTemplate([first, ...others]));
  const missing = MAIL_TEMPLATE_NAMES.filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`No template for the mail templates ${missing.join(', ')}`);

  const byName = Object.fromEntries(MAIL_TEMPLATE_NAMES.map((name) => [name, found.get(name)!])) as Record<
    TMailTemplateName,
    TAnyMailTemplate
  >;
  const of = (name: TMailTemplateName) => byName[name];
  return {
    byName,
    has: (value): value is TMailTemplateName => isMailTemplateName(value),
    of,
    infos: () =>
      MAIL_TEMPLATE_NAMES.map((name) => ({
        name,
        about: byName[name].about,
        attachments: [...byName[name].attachments],
        resendable: byName[name].resendable,
      })),
    render: (name, payload, language, context) =>
      renderContent(of(name).content(payload, language, context), language, context.agencyName),
    secretFieldsOf: (name) => of(name).secretFields,
  };
}
