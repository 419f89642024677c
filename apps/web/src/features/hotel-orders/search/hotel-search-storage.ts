import {
  MAX_CHILD_AGE,
  MAX_HOTEL_ROOMS,
  MAX_ROOM_GUESTS,
  ZHotelOffer,
  ZHotelOrder,
  ZHotelSummary,
  ZIsoDate,
  type THotelOffer,
  type THotelOrder,
  type THotelSummary,
} from '@frs/contract';
import { z } from 'zod';
import { readSession } from '../../../lib/storage';
import { readStoredJson, storeForUser } from '../../../lib/user-storage';
import type { THotelSearch } from './hotel-search-values';

/**
 * The browser state of the hotel booking flow, in sessionStorage (it lives as long as the tab) and tagged with the
 * user id, so that one user never sees another's on a shared computer (logout clears all browser storage anyway):
 *
 * - the last hotel search, which the Hotels tab of /search runs again when it opens;
 * - the stay chosen for checkout: the hotel, the room type's offer and the search's stay and party, then the hold the
 *   pre-order made of it, so that a reload of /checkout/hotel shows the same hold.
 *
 * Both are read through schemas built from the contract's: anything stale or tampered with is dropped, never trusted
 * (the server prices and checks the order again at pre-order anyway).
 */
export const HOTEL_STORAGE_KEYS = { lastSearch: 'frs.lastHotelSearch', checkout: 'frs.hotelCheckout' } as const;

const ZHotelSearch = z.object({
  city: z.string().max(200),
  hotelId: z.number().int().positive().nullable(),
  checkIn: ZIsoDate,
  checkOut: ZIsoDate,
  rooms: z.number().int().min(1).max(MAX_HOTEL_ROOMS),
  adults: z.number().int().min(1).max(MAX_ROOM_GUESTS),
  childAges: z.array(z.number().int().min(0).max(MAX_CHILD_AGE)).max(MAX_ROOM_GUESTS - 1),
});

const ZLastHotelSearch = z.object({ userId: z.number().int(), search: ZHotelSearch });
const ZHotelCheckoutDraft = z.object({
  userId: z.number().int(),
  search: ZHotelSearch,
  hotel: ZHotelSummary,
  offer: ZHotelOffer,
  nights: z.number().int().positive(),
  order: ZHotelOrder.optional(),
});

export interface THotelCheckoutDraft {
  search: THotelSearch;
  hotel: THotelSummary;
  offer: THotelOffer;
  nights: number;
  /** The hold the pre-order made of this stay (as the server answered it). */
  order?: THotelOrder;
}

export function readLastHotelSearch(): THotelSearch | null {
  const parsed = ZLastHotelSearch.safeParse(readStoredJson(sessionStorage, HOTEL_STORAGE_KEYS.lastSearch));
  return parsed.success && parsed.data.userId === readSession()?.userId ? parsed.data.search : null;
}

export function storeLastHotelSearch(search: THotelSearch): void {
  storeForUser(sessionStorage, HOTEL_STORAGE_KEYS.lastSearch, { search });
}

export function readHotelCheckoutDraft(): THotelCheckoutDraft | null {
  const parsed = ZHotelCheckoutDraft.safeParse(readStoredJson(sessionStorage, HOTEL_STORAGE_KEYS.checkout));
  if (!parsed.success || parsed.data.userId !== readSession()?.userId) return null;
  const { userId: _userId, order, ...draft } = parsed.data;
  return order ? { ...draft, order } : draft;
}

export function storeHotelCheckoutDraft(draft: THotelCheckoutDraft): void {
  storeForUser(sessionStorage, HOTEL_STORAGE_KEYS.checkout, { ...draft });
}

export function clearHotelCheckoutDraft(): void {
  sessionStorage.removeItem(HOTEL_STORAGE_KEYS.checkout);
}
