/**
 * @frs/client: the typed client of the Flights Reservation System API for an agency's own systems
 * (docs/API.md "The typed client").
 */
export {
  authMiddleware,
  createFrsClient,
  retryRateLimitedMiddleware,
  type TFrsClient,
  type TFrsClientOptions,
  type TRetryOptions,
} from './client';
export { FrsApiError, ok } from './errors';
export {
  FRS_WEBHOOK_EVENT_TYPES,
  verifyWebhook,
  WebhookVerificationError,
  type TFrsWebhookEvent,
  type TFrsWebhookEventType,
  type TWebhookHeaders,
} from './webhooks';
export type { components, operations, paths } from './schema';
