import type { TOrderStatus, TProductLine } from '@frs/contract';

/**
 * The catalogue key of an order's status in its product line's vocabulary: a paid hotel stay is "Confirmed", a paid
 * flight or package "Ticketed" (the line's chips, filters, history and notices say the same word as its buttons).
 */
export function orderStatusKey(status: TOrderStatus, line: TProductLine = 'flight') {
  return line === 'hotel' ? (`hotelOrderStatuses.${status}` as const) : (`orderStatuses.${status}` as const);
}
