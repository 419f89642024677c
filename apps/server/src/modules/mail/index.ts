/**
 * Mail: the transactional outbox, its templates, the transports and the mail job (docs/ARCHITECTURE.md "Shared
 * server pieces"). Other modules queue mail with `enqueueMail` / `enqueueMails` in their own transaction.
 */

export { mailOutboxJob } from './mail-job';
export { createMailKicker } from './mail-kicker';
export { enqueueMail, enqueueMails, sendDueMail, type TSendResult } from './outbox';
export { mailRoutes } from './routes';
export { renderMail, type TMailPayload } from './templates';
export type { TMailConfig } from './transport';
