import { PRODUCT_LINE_REGISTRY, type TProductLine } from './lines/product-lines';
import type { TOrderStatus } from './lines/shared/order-rules';

/**
 * Small helpers of the screens' words that the server writes too (the history's text): kept free of schemas, so that
 * the web's first download does not bring zod along.
 */

/** Items as a sentence: "A", "A and B", "A, B and C" (Chromium has no Armenian Intl.ListFormat). */
export function listText(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
}

/**
 * The catalogue key of an order's status in its product line's vocabulary: a paid hotel stay is "Confirmed", a paid
 * flight or package "Ticketed".
 */
export function orderStatusKey(status: TOrderStatus, line: TProductLine = 'flight') {
  return `${PRODUCT_LINE_REGISTRY[line].texts.statuses}.${status}` as const;
}
