import { z } from 'zod';
import { email, integer, optionalText, requiredText, ruleMessage } from '../validation';

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
