/**
 * Mail: the transactional outbox, its templates, the transports and the mail job (docs/server.md "Shared
 * server pieces"). Other modules queue mail with `enqueueMail` / `enqueueMails` in their own transaction; the
 * composition root hands in the documents module's PDF renderers (`TMailConfig.documents`), the e-mail scripts'
 * sources (`TMailScriptSources`) and the templates (`TMailSetup.templates`: the mail module's own with the product
 * lines', `assembleMailTemplates`), so mail imports no other module. A product line writes its templates with the
 * kit (template-kit.ts) and carries them in its module value.
 */

export type { TDocumentRenderer, TMailDocumentRef } from './documents';
export { mailOutboxJob } from './mail-job';
export { ENQUEUE_MAILS, enqueueMail, enqueueMails, sendDueMail, type TMailToQueue, type TSendResult } from './outbox';
export type { TRenderedMail } from './render';
export { mailRoutes } from './routes';
export type { TMailScriptSources, TScriptMail } from './scripts';
export {
  BOOKING_MAIL_FIELDS,
  defineRefundPart,
  defineTemplate,
  dueClosing,
  MAIL_STAY_FIELDS,
  mailGreeting,
  mailLink,
  mailMoney,
  ORDER_MAIL_FIELDS,
  orderLineMails,
  orderLineTemplates,
  orderTexts,
  paidClosing,
  passengersLine,
  REFUND_MAIL_FIELDS,
  sampleOrderMail,
  stayLines,
  ZMailPassengers,
  type TAnyMailTemplate,
  type TLineMailTemplates,
  type TMailContent,
  type TMailContext,
  type TMailPayloadOf,
  type TMailTemplate,
  type TMailTemplateSet,
  type TMailTexts,
  type TRefundMailCommon,
  type TRefundMailPart,
  type TRefundPayloadOf,
} from './template-kit';
export { assembleMailTemplates, type TMailPayload, type TMailTemplates } from './templates';
export type { TMailConfig, TMailSetup } from './transport';
