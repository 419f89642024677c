import { defineEndpoint } from '../endpoint';
import { ZMailStatus, ZSmtpSettings, ZSmtpSettingsRequest, ZSmtpTestRequest, ZSmtpTestResult } from '../api/mail';

const tag = 'mail';

/**
 * Outgoing mail: whether it goes out at all (not in the spec), and the SMTP settings (spec section 7 "Settings"),
 * with a test e-mail (not in the spec) through the saved or the given settings.
 */
export const MAIL_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/mail/status',
    access: 'mail.status',
    response: ZMailStatus,
    tag,
    summary: 'Whether mail goes out through SMTP (admin screens warn when it does not)',
  }),
  smtpSettings: defineEndpoint({
    method: 'GET',
    path: '/api/SMTPsettings',
    access: 'smtpSettings.read',
    response: ZSmtpSettings,
    tag,
    summary: 'The SMTP settings (the password masked) and where mail goes now',
  }),
  editSmtpSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/SMTPsettings/edit',
    access: 'smtpSettings.write',
    body: ZSmtpSettingsRequest,
    response: ZSmtpSettings,
    tag,
    summary: 'Save the SMTP settings (a password left out or masked keeps the saved one)',
  }),
  testSmtp: defineEndpoint({
    method: 'POST',
    path: '/api/SMTPsettings/test',
    access: 'smtpSettings.write',
    body: ZSmtpTestRequest,
    response: ZSmtpTestResult,
    tag,
    summary: "Send a test e-mail and report the SMTP server's answer",
  }),
};
