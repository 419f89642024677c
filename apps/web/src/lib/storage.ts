import { isLanguage, ROLES, type TLanguage, type TRole } from '@frs/contract';

/**
 * The browser storage keys of docs/PRODUCT.md §3 (auth), the effective role of the login answer (so that the shell is
 * drawn before /api/profile answers; the server decides every permission, the profile corrects a stale role) and the
 * interface language.
 */
export const STORAGE_KEYS = { token: 'token', userId: 'userId', role: 'role', language: 'language' } as const;

export interface TStoredSession {
  token: string;
  userId: number;
  /** Absent for a session stored before the role was (the app then waits for the profile). */
  role?: TRole;
}

function isRole(value: unknown): value is TRole {
  return (ROLES as readonly unknown[]).includes(value);
}

/** The stored session, or null unless both the token and a valid user id are present. */
export function readSession(): TStoredSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userIdText = localStorage.getItem(STORAGE_KEYS.userId);
  if (!token || !userIdText || !/^\d+$/.test(userIdText)) return null;
  const userId = Number(userIdText);
  if (!Number.isSafeInteger(userId)) return null;
  const role = localStorage.getItem(STORAGE_KEYS.role);
  return isRole(role) ? { token, userId, role } : { token, userId };
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || null;
}

/**
 * Other tabs take up a session when they see its token change (the `storage` event), so the token is written last:
 * by then the rest of the session is in place.
 */
export function storeSession(session: TStoredSession): void {
  localStorage.setItem(STORAGE_KEYS.userId, String(session.userId));
  if (session.role) localStorage.setItem(STORAGE_KEYS.role, session.role);
  else localStorage.removeItem(STORAGE_KEYS.role);
  localStorage.setItem(STORAGE_KEYS.token, session.token);
}

/** Keeps the stored role in step with the profile; never writes into a storage whose session has ended. */
export function storeRole(role: TRole): void {
  if (readToken() && localStorage.getItem(STORAGE_KEYS.role) !== role) localStorage.setItem(STORAGE_KEYS.role, role);
}

/**
 * Logging out clears all browser storage (docs/PRODUCT.md §4). The interface language is a device preference, not
 * session data, so it is written back.
 */
export function clearSession(): void {
  const language = readLanguage();
  localStorage.clear();
  sessionStorage.clear();
  if (language) storeLanguage(language);
}

/**
 * Another tab has logged out and cleared localStorage, which the tabs share. Each tab has a sessionStorage of its
 * own: this one clears its own, and leaves localStorage alone (a new login in another tab may already be there).
 */
export function clearTabStorage(): void {
  sessionStorage.clear();
}

export function readLanguage(): TLanguage | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: TLanguage): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
