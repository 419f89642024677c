import {
  MAIL_ENDPOINTS,
  SEND_EMAIL_FIELDS,
  type TLanguage,
  type TMailQueued,
  type TMailScriptRequest,
  type TMailTemplateName,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { callApi } from './api-client';
import { listText } from './list-text';
import { queryKeys } from './query-keys';

/** Every mail template with what it is about, the PDFs it carries and whether staff may send it again. */
export function mailTemplatesQuery() {
  return queryOptions({
    queryKey: queryKeys.mailTemplates.list(),
    queryFn: ({ signal }) => callApi(MAIL_ENDPOINTS.templates, { signal }),
    staleTime: Infinity,
  });
}

/** A template written out with sample data in a language. */
export function mailPreviewQuery(name: TMailTemplateName, language: TLanguage) {
  return queryOptions({
    queryKey: queryKeys.mailTemplates.preview(name, language),
    queryFn: ({ signal }) =>
      callApi(MAIL_ENDPOINTS.previewTemplate, { params: { name }, query: { lang: language }, signal }),
  });
}

/** "Send me a test": the template with sample data to the caller's own e-mail. */
export function sendTestMail(name: TMailTemplateName, language: TLanguage) {
  return callApi(MAIL_ENDPOINTS.testTemplate, { params: { name }, body: { lang: language } });
}

/** Sends (again) a template for an order, a passenger, a user or a flight. */
export function sendMailScript(name: TMailTemplateName, body: TMailScriptRequest) {
  return callApi(MAIL_ENDPOINTS.sendScript, { params: { name }, body });
}

export interface TFreeEmail {
  to: readonly string[];
  subject: string;
  body: string;
  attachments: readonly File[];
}

/** A free-form e-mail as send-email's multipart form: each recipient and each file a field of its own. */
export function sendFreeEmail(email: TFreeEmail) {
  const formData = new FormData();
  for (const address of email.to) formData.append(SEND_EMAIL_FIELDS.to, address);
  formData.append(SEND_EMAIL_FIELDS.subject, email.subject);
  formData.append(SEND_EMAIL_FIELDS.body, email.body);
  for (const file of email.attachments) formData.append(SEND_EMAIL_FIELDS.attachments, file, file.name);
  return callApi(MAIL_ENDPOINTS.sendEmail, { formData });
}

/** "The e-mail has been queued for a, b and c": what a queued mail tells the user (never a delivery error). */
export function mailQueuedText(t: TFunction, result: TMailQueued): string {
  return t('mailQueued', { recipients: listText(result.recipients, t('common.and')) });
}
