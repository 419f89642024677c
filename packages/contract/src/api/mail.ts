import { z } from 'zod';

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
