import { readSession } from './storage';

/*
 * The booking flows' browser state (a last search, a checkout draft, a hold), tagged with the user who stored it.
 * Apart from storage.ts (the session, in the entry every screen loads): only the booking screens use these.
 */

/** A stored JSON value, or null when it is absent or unreadable (written by another version, or hand-edited). */
export function readStoredJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Stores a value tagged with the signed-in user (nothing when signed out), so that no other user reads it back. */
export function storeForUser(storage: Storage, key: string, value: Record<string, unknown>): void {
  const userId = readSession()?.userId;
  if (userId === undefined) return;
  storage.setItem(key, JSON.stringify({ userId, ...value }));
}
