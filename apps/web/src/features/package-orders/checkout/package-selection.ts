import {
  MAX_CHILD_AGE,
  MAX_PACKAGE_ROOMS,
  MAX_PASSENGERS,
  ZPackageCombination,
  ZPackageOrder,
  type TPackageCombination,
  type TPackageOrder,
} from '@frs/contract';
import { z } from 'zod';
import { readSession } from '../../../lib/storage';
import { readStoredJson, storeForUser } from '../../../lib/user-storage';

/**
 * The browser state of the package booking flow, in sessionStorage (it lives as long as the tab):
 *
 * - `frs.packageSelection`, written by the Packages tab of /search: the combination chosen and the party searched
 *   ({ combination, adults, childAges, rooms }, tagged with the user id when the tab tags it);
 * - `frs.packageHold`: the hold the pre-order made of it, tagged with the user id, so that a reload of
 *   /checkout/package shows the same hold.
 *
 * Both are read through the contract's schemas: anything stale, another user's or tampered with is dropped, never
 * trusted (the server prices and checks the order again at pre-order anyway). Logout clears all browser storage.
 */
export const PACKAGE_STORAGE_KEYS = { selection: 'frs.packageSelection', hold: 'frs.packageHold' } as const;

const ZPackageSelection = z.object({
  userId: z.number().int().optional(),
  combination: ZPackageCombination,
  adults: z.number().int().min(1).max(MAX_PASSENGERS),
  childAges: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_PASSENGERS - 1),
  rooms: z.number().int().min(1).max(MAX_PACKAGE_ROOMS),
});

export interface TPackageSelection {
  combination: TPackageCombination;
  adults: number;
  childAges: number[];
  rooms: number;
}

const ZPackageHold = z.object({ userId: z.number().int(), order: ZPackageOrder });

export function readPackageSelection(): TPackageSelection | null {
  const parsed = ZPackageSelection.safeParse(readStoredJson(sessionStorage, PACKAGE_STORAGE_KEYS.selection));
  if (!parsed.success) return null;
  const { userId, ...selection } = parsed.data;
  if (userId !== undefined && userId !== readSession()?.userId) return null;
  if (selection.rooms > selection.adults || selection.adults + selection.childAges.length > MAX_PASSENGERS) return null;
  return selection;
}

/** The hold made at checkout, while it belongs to the same user. */
export function readPackageHold(): TPackageOrder | null {
  const parsed = ZPackageHold.safeParse(readStoredJson(sessionStorage, PACKAGE_STORAGE_KEYS.hold));
  return parsed.success && parsed.data.userId === readSession()?.userId ? parsed.data.order : null;
}

export function storePackageHold(order: TPackageOrder): void {
  storeForUser(sessionStorage, PACKAGE_STORAGE_KEYS.hold, { order });
}

export function clearPackageHold(): void {
  sessionStorage.removeItem(PACKAGE_STORAGE_KEYS.hold);
}

/** After an order is placed, the flow is over: neither the choice nor its hold is offered again. */
export function clearPackageCheckout(): void {
  clearPackageHold();
  sessionStorage.removeItem(PACKAGE_STORAGE_KEYS.selection);
}
