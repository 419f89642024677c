import { z } from 'zod';
import {
  formatMinor,
  RESET_CODE_MINUTES,
  SET_PASSWORD_LINK_HOURS,
  VERIFICATION_CODE_HOURS,
  type TLanguage,
} from '@frs/contract';

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

interface TMailTemplate<TSchema extends z.ZodType> {
  /** The payload enqueueMail stores; checked again when the mail is written out. */
  payload: TSchema;
  /** Payload fields holding secrets (codes, link tokens): blanked in the outbox once the mail is sent or given up. */
  secretFields: readonly (keyof z.output<TSchema> & string)[];
  /** The content of a stored payload (parsed with `payload` first). */
  content: (stored: unknown, language: TLanguage, context: TMailContext) => TMailContent;
}

function defineTemplate<TSchema extends z.ZodType>(template: {
  payload: TSchema;
  secretFields: readonly (keyof z.output<TSchema> & string)[];
  content: (payload: z.output<TSchema>, language: TLanguage, context: TMailContext) => TMailContent;
}): TMailTemplate<TSchema> {
  return {
    payload: template.payload,
    secretFields: template.secretFields,
    content: (stored, language, context) => template.content(template.payload.parse(stored), language, context),
  };
}

function link(context: TMailContext, path: string, query: Record<string, string | number>): string {
  const url = new URL(path, `${context.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

const GREETING: Record<TLanguage, (name: string) => string> = {
  hy: (name) => `Հարգելի ${name},`,
  en: (name) => `Dear ${name},`,
  ru: (name) => `Уважаемый(ая) ${name},`,
};

const SIGNATURE: Record<TLanguage, (agency: string) => string[]> = {
  hy: (agency) => ['Հարգանքով՝', agency],
  en: (agency) => ['Kind regards,', agency],
  ru: (agency) => ['С уважением,', agency],
};

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

const AMD: Record<TLanguage, string> = { hy: 'դր.', en: 'AMD', ru: 'драм' };
const money = (minor: number, language: TLanguage) => `${formatMinor(minor)} ${AMD[language]}`;

function orderLines(payload: TOrderMail, language: TLanguage): string[] {
  const labels = {
    hy: { route: 'Երթուղի', departure: 'Մեկնում', passengers: 'Ուղևորներ', ticket: 'տոմս' },
    en: { route: 'Route', departure: 'Departure', passengers: 'Passengers', ticket: 'ticket' },
    ru: { route: 'Маршрут', departure: 'Вылет', passengers: 'Пассажиры', ticket: 'билет' },
  }[language];
  return [
    `PNR: ${payload.pnr}`,
    `${labels.route}: ${payload.route}`,
    `${labels.departure}: ${payload.departure}`,
    `${labels.passengers}: ${payload.passengers
      .map((passenger) =>
        passenger.ticketNumber ? `${passenger.name} (${labels.ticket} ${passenger.ticketNumber})` : passenger.name,
      )
      .join(', ')}`,
  ];
}

function orderLink(context: TMailContext, payload: TOrderMail, language: TLanguage) {
  const label = { hy: 'Բացել պատվերը', en: 'Open the order', ru: 'Открыть заказ' }[language];
  return { label, url: link(context, `/reservation/edit/${payload.orderId}`, {}) };
}

/**
 * A mail about an order: its subject, first paragraph and closing lines (from the payload, in the language); the
 * order's lines follow the first paragraph, and a button opens the order.
 */
function defineOrderTemplate(
  texts: (payload: TOrderMail, language: TLanguage) => { subject: string; intro: string; closing?: string[] },
) {
  return defineTemplate({
    payload: ZOrderMail,
    secretFields: [],
    content: (payload, language, context) => {
      const { subject, intro, closing } = texts(payload, language);
      return {
        subject,
        greeting: GREETING[language](payload.name),
        paragraphs: [intro, ...orderLines(payload, language)],
        link: orderLink(context, payload, language),
        closing,
      };
    },
  });
}

/**
 * Every template of the product, by the name the outbox stores. A template is its payload type, its secret fields
 * and its content in hy, en and ru; the documents issue adds 'ticket', 'invoice', 'booking-add' and the others the
 * same way (a payload, the texts, and attachments where it needs them).
 */
export const MAIL_TEMPLATES = {
  'registration-confirm': defineTemplate({
    payload: z.object({ name: z.string(), email: z.string(), code: z.string() }),
    secretFields: ['code'],
    content: (payload, language, context) => {
      const url = link(context, '/verification', { email: payload.email });
      const texts = {
        hy: {
          subject: 'Էլ. փոստի հաստատման կոդ',
          paragraphs: [`Շնորհակալություն ${context.agencyName}-ում գրանցվելու համար։ Ձեր էլ. փոստի հաստատման կոդն է՝`],
          after: `Մուտքագրեք այն հաստատման էջում։ Կոդը գործում է ${VERIFICATION_CODE_HOURS} ժամ։ Հաստատումից հետո գործակալությունը կուսումնասիրի Ձեր հայտը։`,
          label: 'Հաստատել էլ. փոստը',
        },
        en: {
          subject: 'Your e-mail confirmation code',
          paragraphs: [`Thank you for registering with ${context.agencyName}. Your e-mail confirmation code is:`],
          after: `Enter it on the confirmation page. The code is valid for ${VERIFICATION_CODE_HOURS} hours. Once your e-mail is confirmed, the agency reviews your registration.`,
          label: 'Confirm the e-mail',
        },
        ru: {
          subject: 'Код подтверждения e-mail',
          paragraphs: [`Спасибо за регистрацию в ${context.agencyName}. Ваш код подтверждения e-mail:`],
          after: `Введите его на странице подтверждения. Код действует ${VERIFICATION_CODE_HOURS} часа. После подтверждения агентство рассмотрит вашу заявку.`,
          label: 'Подтвердить e-mail',
        },
      }[language];
      return {
        subject: texts.subject,
        greeting: GREETING[language](payload.name),
        paragraphs: texts.paragraphs,
        code: payload.code,
        closing: [texts.after],
        link: { label: texts.label, url },
      };
    },
  }),

  'approved-user': defineTemplate({
    payload: z.object({ name: z.string(), email: z.string(), userId: z.number().int(), token: z.string() }),
    secretFields: ['token'],
    content: (payload, language, context) => {
      const url = link(context, '/passwordSetting', { user_id: payload.userId, token: payload.token });
      const texts = {
        hy: {
          subject: 'Ձեր հաշիվը հաստատված է',
          lines: [
            `Ձեր հաշիվը ${context.agencyName}-ում հաստատված է։`,
            `Սահմանեք Ձեր գաղտնաբառը այս հղումով։ Հղումը գործում է ${SET_PASSWORD_LINK_HOURS} ժամ և միայն մեկ անգամ։`,
          ],
          label: 'Սահմանել գաղտնաբառը',
          after: `Դրանից հետո մուտք գործեք Ձեր էլ. փոստով (${payload.email}) և նոր գաղտնաբառով։`,
        },
        en: {
          subject: 'Your account has been approved',
          lines: [
            `Your account with ${context.agencyName} has been approved.`,
            `Set your password with this link. It is valid for ${SET_PASSWORD_LINK_HOURS} hours and works once.`,
          ],
          label: 'Set a password',
          after: `Then log in with your e-mail (${payload.email}) and the new password.`,
        },
        ru: {
          subject: 'Ваша учётная запись подтверждена',
          lines: [
            `Ваша учётная запись в ${context.agencyName} подтверждена.`,
            `Задайте пароль по этой ссылке. Она действует ${SET_PASSWORD_LINK_HOURS} часа и только один раз.`,
          ],
          label: 'Задать пароль',
          after: `Затем войдите с вашим e-mail (${payload.email}) и новым паролем.`,
        },
      }[language];
      return {
        subject: texts.subject,
        greeting: GREETING[language](payload.name),
        paragraphs: texts.lines,
        link: { label: texts.label, url },
        closing: [texts.after],
      };
    },
  }),

  'reset-password': defineTemplate({
    payload: z.object({ name: z.string(), userId: z.number().int(), code: z.string() }),
    secretFields: ['code'],
    content: (payload, language, context) => {
      const url = link(context, '/resetVerification', { user_id: payload.userId });
      const texts = {
        hy: {
          subject: 'Գաղտնաբառի վերականգնում',
          intro: 'Մենք ստացել ենք Ձեր հաշվի գաղտնաբառը վերականգնելու հարցում։ Ձեր կոդն է՝',
          label: 'Վերականգնել գաղտնաբառը',
          after: [
            `Բացեք այս հղումը և մուտքագրեք կոդը նոր գաղտնաբառի հետ։ Կոդը գործում է ${RESET_CODE_MINUTES} րոպե։`,
            'Եթե Դուք նման հարցում չեք արել, անտեսեք այս նամակը․ Ձեր գաղտնաբառը չի փոխվի։',
          ],
        },
        en: {
          subject: 'Password recovery',
          intro: 'We received a request to reset the password of your account. Your code is:',
          label: 'Reset the password',
          after: [
            `Open this link and enter the code with a new password. The code is valid for ${RESET_CODE_MINUTES} minutes.`,
            'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          ],
        },
        ru: {
          subject: 'Восстановление пароля',
          intro: 'Мы получили запрос на восстановление пароля вашей учётной записи. Ваш код:',
          label: 'Восстановить пароль',
          after: [
            `Откройте эту ссылку и введите код вместе с новым паролем. Код действует ${RESET_CODE_MINUTES} минут.`,
            'Если вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
          ],
        },
      }[language];
      return {
        subject: texts.subject,
        greeting: GREETING[language](payload.name),
        paragraphs: [texts.intro],
        code: payload.code,
        link: { label: texts.label, url },
        closing: texts.after,
      };
    },
  }),

  'booking-add': defineOrderTemplate((payload, language) => {
    const texts = {
      hy: {
        subject: `Ամրագրում ${payload.pnr}`,
        intro: 'Ձեր ամրագրումը կատարված է։',
        pay: (amount: string, deadline: string) =>
          `Վճարման ենթակա գումարը՝ ${amount}։ Դուրս գրեք տոմսերը մինչև ${deadline}, հակառակ դեպքում ամրագրումը կչեղարկվի։`,
      },
      en: {
        subject: `Booking ${payload.pnr}`,
        intro: 'Your booking has been made.',
        pay: (amount: string, deadline: string) =>
          `The amount due is ${amount}. Issue the tickets before ${deadline}, or the booking is cancelled.`,
      },
      ru: {
        subject: `Бронирование ${payload.pnr}`,
        intro: 'Ваше бронирование оформлено.',
        pay: (amount: string, deadline: string) =>
          `Сумма к оплате: ${amount}. Выпишите билеты до ${deadline}, иначе бронирование будет отменено.`,
      },
    }[language];
    return {
      subject: texts.subject,
      intro: texts.intro,
      closing: payload.amount === null ? [] : [texts.pay(money(payload.amount, language), payload.deadline ?? '')],
    };
  }),

  'booking-cancel': defineOrderTemplate((payload, language) => {
    const texts = {
      hy: {
        subject: `Ամրագրումը չեղարկված է՝ ${payload.pnr}`,
        cancelled: 'Ձեր ամրագրումը չեղարկվել է, տեղերն ազատվել են։',
        expired: 'Ձեր ամրագրման ժամկետը լրացել է՝ տոմսերը դուրս չեն գրվել։ Տեղերն ազատվել են։',
      },
      en: {
        subject: `Booking cancelled: ${payload.pnr}`,
        cancelled: 'Your booking has been cancelled and its seats released.',
        expired: 'Your booking has expired without tickets being issued. Its seats have been released.',
      },
      ru: {
        subject: `Бронирование отменено: ${payload.pnr}`,
        cancelled: 'Ваше бронирование отменено, места освобождены.',
        expired: 'Срок вашего бронирования истёк, билеты не были выписаны. Места освобождены.',
      },
    }[language];
    return { subject: texts.subject, intro: payload.expired ? texts.expired : texts.cancelled };
  }),

  'issue-ticket': defineOrderTemplate((payload, language) => {
    const texts = {
      hy: {
        subject: `Տոմսերը դուրս են գրված՝ ${payload.pnr}`,
        intro: 'Ձեր տոմսերը դուրս են գրված։ Տոմսերի համարները՝',
        paid: (amount: string) => `Գանձված գումարը՝ ${amount}։`,
      },
      en: {
        subject: `Tickets issued: ${payload.pnr}`,
        intro: 'Your tickets have been issued. The ticket numbers:',
        paid: (amount: string) => `Amount charged: ${amount}.`,
      },
      ru: {
        subject: `Билеты выписаны: ${payload.pnr}`,
        intro: 'Ваши билеты выписаны. Номера билетов:',
        paid: (amount: string) => `Списанная сумма: ${amount}.`,
      },
    }[language];
    return {
      subject: texts.subject,
      intro: texts.intro,
      closing: payload.amount === null ? [] : [texts.paid(money(payload.amount, language))],
    };
  }),

  refund: defineOrderTemplate((payload, language) => {
    const texts = {
      hy: {
        subject: `Վերադարձ՝ ${payload.pnr}`,
        intro: 'Հետևյալ ուղևորների տոմսերը վերադարձված են։',
        amount: (amount: string, penalty: string) => `Վերադարձված գումարը՝ ${amount} (տուգանք՝ ${penalty})։`,
      },
      en: {
        subject: `Refund: ${payload.pnr}`,
        intro: 'The tickets of these passengers have been refunded.',
        amount: (amount: string, penalty: string) => `Amount refunded: ${amount} (penalty ${penalty}).`,
      },
      ru: {
        subject: `Возврат: ${payload.pnr}`,
        intro: 'Билеты этих пассажиров возвращены.',
        amount: (amount: string, penalty: string) => `Возвращённая сумма: ${amount} (штраф ${penalty}).`,
      },
    }[language];
    return {
      subject: texts.subject,
      intro: texts.intro,
      closing:
        payload.amount === null
          ? []
          : [texts.amount(money(payload.amount, language), money(payload.penalty ?? 0, language))],
    };
  }),
} as const;

export type TMailTemplateName = keyof typeof MAIL_TEMPLATES;
export type TMailPayload<TName extends TMailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[TName]['payload']>;

export function isMailTemplateName(value: string): value is TMailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, value);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Writes the content as plain text and as simple, inline-styled HTML (mail clients ignore style sheets). */
export function renderContent(content: TMailContent, language: TLanguage, agencyName: string): TRenderedMail {
  const signature = SIGNATURE[language](agencyName);
  const textParts = [content.greeting, '', ...content.paragraphs];
  if (content.code) textParts.push('', `    ${content.code}`);
  if (content.link) textParts.push('', `${content.link.label}: ${content.link.url}`);
  if (content.closing) textParts.push('', ...content.closing);
  textParts.push('', ...signature);

  const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
  const htmlParts = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f7f7;font-family:Arial,\'Noto Sans Armenian\',sans-serif;color:#222">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:4px solid #33A8AE">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
  ];
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
  const content = MAIL_TEMPLATES[template].content(payload, language, context);
  return renderContent(content, language, context.agencyName);
}

export function secretFieldsOf(template: TMailTemplateName): readonly string[] {
  return MAIL_TEMPLATES[template].secretFields;
}
