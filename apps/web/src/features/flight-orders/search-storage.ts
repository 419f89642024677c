import { ZSearchOffer, ZSearchRequest, type TSearchOffer, type TSearchRequest } from '@frs/contract';
import { z } from 'zod';
import { readSession } from '../../lib/storage';
import { readStoredJson, storeForUser } from '../../lib/user-storage';

/**
 * Two small pieces of browser state of the booking flow, outside the session's own keys:
 *
 * - The last search (localStorage): a convenience, so that /search opens with the route, dates and passengers of
 *   the previous search. It is tagged with the user id and ignored for anyone else, and logout (or a 401) clears
 *   all browser storage anyway (docs/PRODUCT.md §4), so one user never sees another's search on a shared computer.
 * - The offer chosen for checkout (sessionStorage): it survives a reload of /checkout but not the tab, and it is
 *   only what the search answered (the server prices the order again at pre-order).
 *
 * Both are read through their contract schemas: anything stale or tampered with is dropped, never trusted.
 */
export const SEARCH_STORAGE_KEYS = { lastSearch: 'frs.lastSearch', checkout: 'frs.checkout' } as const;

const ZLastSearch = z.object({ userId: z.number().int(), request: ZSearchRequest });
const ZCheckoutDraft = z.object({
  userId: z.number().int(),
  search: ZSearchRequest,
  offer: ZSearchOffer,
  orderId: z.number().int().optional(),
});

export interface TCheckoutDraft {
  search: TSearchRequest;
  offer: TSearchOffer;
  /** The order the pre-order created from this offer: a reload of /checkout shows it again. */
  orderId?: number;
}

export function readLastSearch(): TSearchRequest | null {
  const parsed = ZLastSearch.safeParse(readStoredJson(localStorage, SEARCH_STORAGE_KEYS.lastSearch));
  const userId = readSession()?.userId;
  return parsed.success && parsed.data.userId === userId ? parsed.data.request : null;
}

export function storeLastSearch(request: TSearchRequest): void {
  storeForUser(localStorage, SEARCH_STORAGE_KEYS.lastSearch, { request });
}

export function readCheckoutDraft(): TCheckoutDraft | null {
  const parsed = ZCheckoutDraft.safeParse(readStoredJson(sessionStorage, SEARCH_STORAGE_KEYS.checkout));
  const userId = readSession()?.userId;
  if (!parsed.success || parsed.data.userId !== userId) return null;
  const { search, offer, orderId } = parsed.data;
  return orderId === undefined ? { search, offer } : { search, offer, orderId };
}

export function storeCheckoutDraft(draft: TCheckoutDraft): void {
  storeForUser(sessionStorage, SEARCH_STORAGE_KEYS.checkout, { ...draft });
}

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(SEARCH_STORAGE_KEYS.checkout);
}
