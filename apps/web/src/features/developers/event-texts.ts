import { WEBHOOK_TEST_EVENT, type TWebhookEventType } from '@frs/contract';

/** An event type's key under `developers.events` (i18next reads the dot of `order.held` as a nesting). */
export const EVENT_TEXT_KEYS = {
  'order.held': 'orderHeld',
  'order.booked': 'orderBooked',
  'order.ticketed': 'orderTicketed',
  'order.cancelled': 'orderCancelled',
  'order.expired': 'orderExpired',
  'order.refunded': 'orderRefunded',
  'order.changed': 'orderChanged',
  'balance.changed': 'balanceChanged',
  'balance.low': 'balanceLow',
  'flight.changed': 'flightChanged',
  'approval.decided': 'approvalDecided',
  [WEBHOOK_TEST_EVENT]: 'webhookTest',
} as const satisfies Record<TWebhookEventType | typeof WEBHOOK_TEST_EVENT, string>;

export type TEventTextKey = (typeof EVENT_TEXT_KEYS)[keyof typeof EVENT_TEXT_KEYS];

/** The description key of a delivery's event type, or null for a type this screen does not know (a newer server). */
export function eventTextKey(type: string): TEventTextKey | null {
  return Object.hasOwn(EVENT_TEXT_KEYS, type) ? EVENT_TEXT_KEYS[type as keyof typeof EVENT_TEXT_KEYS] : null;
}
