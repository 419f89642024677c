import { z } from 'zod';
import { RESET_CODE_MINUTES, SET_PASSWORD_LINK_HOURS, VERIFICATION_CODE_HOURS, type TLanguage } from '@frs/contract';

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
