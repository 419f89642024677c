/**
 * Webhooks (issue 33, README.md): an agency's endpoints and their deliveries (/developers), the events migration 0024
 * writes in the transaction of each change, and the dispatcher that signs and sends them (Standard Webhooks). Owner
 * of `webhook_endpoints` and `webhook_deliveries`.
 */

export { createWebhookDispatcher, type TWebhookDispatcher, type TWebhookDispatcherOptions } from './dispatcher';
export { emitWebhookEvent } from './emit';
export { webhooksRoutes } from './routes';
export { pruneWebhookDeliveries, WEBHOOK_DELIVERIES_KEPT_DAYS, webhookDeliveriesPruneJob } from './prune-job';
