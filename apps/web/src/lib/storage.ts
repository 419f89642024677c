import { isLanguage, type TLanguage } from '@frs/contract';

/** The browser storage keys of spec section 3 (auth) plus the interface language. */
export const STORAGE_KEYS = { token: 'token', userId: 'userId', language: 'language' } as const;

export interface TStoredSession {
  token: string;
  userId: number;
}

/** The stored session, or null unless both the token and a valid user id are present. */
export function readSession(): TStoredSession | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const userIdText = localStorage.getItem(STORAGE_KEYS.userId);
  if (!token || !userIdText || !/^\d+$/.test(userIdText)) return null;
  const userId = Number(userIdText);
  return Number.isSafeInteger(userId) ? { token, userId } : null;
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || null;
}

export function storeSession(session: TStoredSession): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.userId, String(session.userId));
}

/**
 * Logging out clears all browser storage (spec section 4). The interface language is a device preference, not
 * session data, so it is written back.
 */
export function clearSession(): void {
  const language = readLanguage();
  localStorage.clear();
  sessionStorage.clear();
  if (language) storeLanguage(language);
}

export function readLanguage(): TLanguage | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: TLanguage): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}
