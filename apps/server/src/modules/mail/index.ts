/**
 * Mail: the transactional outbox, its templates, the transports and the mail job (docs/server.md "Shared
 * server pieces"). Other modules queue mail with `enqueueMail` / `enqueueMails` in their own transaction; the
 * composition root hands in the documents module's PDF renderers (`TMailConfig.documents`) and the e-mail scripts'
 * sources (`TMailScriptSources`), so mail imports no other module.
 */

export type { TDocumentRenderer, TMailDocumentRef } from './documents';
export { mailOutboxJob } from './mail-job';
export { ENQUEUE_MAILS, enqueueMail, enqueueMails, sendDueMail, type TMailToQueue, type TSendResult } from './outbox';
export { mailRoutes } from './routes';
export type { TMailScriptSources, TScriptMail } from './scripts';
export {
  renderMail,
  type THotelMailPayload,
  type TMailPayload,
  type TMailTemplateName,
  type TPackageMailPayload,
  type TRefundMailPayload,
} from './templates';
export type { TMailConfig } from './transport';
