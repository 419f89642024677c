import { z } from 'zod';
import { email, integer, optionalText, requiredText, ruleMessage } from '../validation';
import { DOCUMENT_KINDS } from './documents';

/**
 * Where mail goes: the SMTP settings saved in the database, the SMTP_* environment variables, files under
 * DATA_DIR/mail (development without SMTP), or nowhere yet (production without SMTP: mail waits in the outbox).
 */
export const MAIL_TRANSPORTS = ['smtp-settings', 'environment', 'file', 'none'] as const;
export type TMailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export const ZMailStatus = z
  .object({ configured: z.boolean(), transport: z.enum(MAIL_TRANSPORTS) })
  .meta({ id: 'MailStatus' });
export type TMailStatus = z.infer<typeof ZMailStatus>;

// --- SMTP settings (the Mail tab of /settings) ---------------------------------------------------------------

export const SMTP_SECURITIES = ['none', 'starttls', 'tls'] as const;
export const ZSmtpSecurity = z.enum(SMTP_SECURITIES);
/** What the settings answer shows instead of a saved password: it is stored, never sent back. */
export const MASKED_PASSWORD = '••••••••';

export const ZSmtpSettingsRequest = z
  .strictObject({
    host: requiredText(255).regex(/^[A-Za-z0-9.-]+$/, ruleMessage('invalidHost')),
    port: integer({ min: 1, max: 65_535 }),
    security: ZSmtpSecurity,
    username: optionalText(255),
    /**
     * A new password; left out (or the mask sent back unchanged) keeps the saved one, and '' removes it. Never
     * answered back.
     */
    password: z.string().max(255).optional(),
    fromAddress: email(),
    fromName: optionalText(100),
  })
  .meta({ id: 'SmtpSettingsRequest' });
export type TSmtpSettingsRequest = z.input<typeof ZSmtpSettingsRequest>;

export const ZSmtpSettings = z
  .object({
    /** False until an admin saves settings (mail then goes by the environment or to files). */
    saved: z.boolean(),
    host: z.string(),
    port: z.number().int(),
    security: ZSmtpSecurity,
    username: z.string().nullable(),
    /** MASKED_PASSWORD when a password is saved, '' when none. */
    password: z.string(),
    fromAddress: z.string(),
    fromName: z.string().nullable(),
    status: ZMailStatus,
    /**
     * Where mail would go without saved settings: the SMTP_* environment, files (development) or nowhere yet. The
     * Mail tab says it before "Use the server's settings" removes the saved ones.
     */
    fallback: z.enum(['environment', 'file', 'none']),
  })
  .meta({ id: 'SmtpSettings' });
export type TSmtpSettings = z.infer<typeof ZSmtpSettings>;

/** Send a test e-mail to `to`, through the settings given (not yet saved) or, without them, the saved ones. */
export const ZSmtpTestRequest = z
  .strictObject({ to: email(), settings: ZSmtpSettingsRequest.optional() })
  .meta({ id: 'SmtpTestRequest' });
export type TSmtpTestRequest = z.input<typeof ZSmtpTestRequest>;

/** Whether the SMTP server accepted the test e-mail, and its error when it did not. */
export const ZSmtpTestResult = z
  .object({ delivered: z.boolean(), error: z.string().nullable() })
  .meta({ id: 'SmtpTestResult' });
export type TSmtpTestResult = z.infer<typeof ZSmtpTestResult>;

// --- Mail templates and the e-mail scripts (docs/PRODUCT.md §7 "Mail and PDF service") -------------------------------

/**
 * Every mail the product sends: the spec's ten, the notice of a retimed flight, a hotel stay's three and a package's
 * three.
 */
export const MAIL_TEMPLATE_NAMES = [
  'approved-user',
  'ticket',
  'invoice',
  'receipt',
  'registration-confirm',
  'reset-password',
  'booking-cancel',
  'booking-add',
  'refund',
  'issue-ticket',
  'flight-rescheduled',
  // Issue 31: an order moved off its changed flight by the agency (sent by the disruption tool only).
  'order-moved',
  'flight-manifest',
  'hotel-booking',
  'hotel-cancel',
  'hotel-voucher',
  'package-booking',
  'package-cancel',
  'package-ticket',
  // Issue 19, alerts: sent by the system alone (not resendable).
  'low-balance',
  'deadline-reminder',
  // Issue 33: a webhook endpoint switched off after its last retry failed (modules/webhooks).
  'webhook-disabled',
] as const;
export const ZMailTemplateName = z.enum(MAIL_TEMPLATE_NAMES);
export type TMailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];
export function isMailTemplateName(value: string): value is TMailTemplateName {
  return (MAIL_TEMPLATE_NAMES as readonly string[]).includes(value);
}

/** What a template is about, so a script knows what to send it for: a user account, an order, or a flight. */
export const MAIL_SUBJECTS = ['user', 'order', 'flight'] as const;

export const ZMailTemplateInfo = z
  .object({
    name: ZMailTemplateName,
    about: z.enum(MAIL_SUBJECTS),
    /** The PDFs the mail carries. */
    attachments: z.array(z.enum(DOCUMENT_KINDS)),
    /** Staff may send it again by hand (a template carrying a one-time secret is sent by its own flow only). */
    resendable: z.boolean(),
  })
  .meta({ id: 'MailTemplateInfo' });
export type TMailTemplateInfo = z.infer<typeof ZMailTemplateInfo>;
export const ZMailTemplateList = z.array(ZMailTemplateInfo).meta({ id: 'MailTemplateList' });

/** A template's name in the path: any other name answers 404 (the route checks it against MAIL_TEMPLATE_NAMES). */
export const ZMailTemplateParams = z.strictObject({ name: z.string().min(1).max(64) });
export const ZMailPreviewQuery = z.strictObject({ lang: z.enum(['hy', 'en', 'ru']).optional() });

/** A template written out with sample data, as the recipient would get it. */
export const ZMailPreview = z
  .object({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    attachments: z.array(z.object({ fileName: z.string(), contentType: z.string() })),
  })
  .meta({ id: 'MailPreview' });
export type TMailPreview = z.infer<typeof ZMailPreview>;

/** "Send me a test": the template with sample data, to the caller's own e-mail, in the language asked. */
export const ZMailTestRequest = z.strictObject({ lang: z.enum(['hy', 'en', 'ru']) }).meta({ id: 'MailTestRequest' });

/**
 * An e-mail script (docs/PRODUCT.md §7 "Mail and PDF service"): staff send or re-send a template for an order (its
 * contact and its agent; a ticket for one passenger or for each) or a user, to its usual recipients or to `to`.
 */
export const ZMailScriptRequest = z
  .strictObject({
    orderId: integer({ min: 1 }).optional(),
    passengerId: integer({ min: 1 }).optional(),
    userId: integer({ min: 1 }).optional(),
    flightId: integer({ min: 1 }).optional(),
    to: email().optional(),
  })
  .meta({ id: 'MailScriptRequest' });
export type TMailScriptRequest = z.input<typeof ZMailScriptRequest>;

export const ZMailQueued = z
  .object({ queued: z.number().int(), recipients: z.array(z.string()) })
  .meta({ id: 'MailQueued' });
export type TMailQueued = z.infer<typeof ZMailQueued>;

/** send-email's multipart fields: `to` (one or more, comma-separated or repeated), `subject`, `body`, `attachments`. */
export const SEND_EMAIL_FIELDS = { to: 'to', subject: 'subject', body: 'body', attachments: 'attachments' } as const;
export const SEND_EMAIL_LIMITS = {
  recipients: 20,
  subjectLength: 200,
  bodyLength: 20_000,
  attachments: 5,
  /** Each attachment, and all of them together. */
  fileBytes: 5 * 1024 * 1024,
  totalBytes: 10 * 1024 * 1024,
  /** Per sender, in a sliding hour. */
  perHour: 30,
} as const;
/** What send-email attaches: documents and images, nothing that runs. */
export const SEND_EMAIL_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
