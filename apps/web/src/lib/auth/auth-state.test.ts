import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readSession, STORAGE_KEYS, storeRole, storeSession } from '../storage';
import { authReducer, INITIAL_AUTH_STATE, type TAuthState } from './auth-state';

const session = { token: 'jwt-token', userId: 42 };
const authenticated: TAuthState = { status: 'authenticated', token: 'jwt-token', userId: 42 };

describe('authReducer', () => {
  it('starts undefined', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'undefined' });
  });

  it('INIT with a stored session authenticates', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'INIT', session })).toEqual(authenticated);
  });

  it('INIT without a stored session logs out', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'INIT', session: null })).toEqual({ status: 'unauthenticated' });
  });

  it('LOGIN authenticates with the given user and token', () => {
    const state = authReducer({ status: 'unauthenticated' }, { type: 'LOGIN', session: { token: 't2', userId: 5 } });
    expect(state).toEqual({ status: 'authenticated', token: 't2', userId: 5 });
  });

  it('LOGIN keeps the effective role of the login answer', () => {
    const state = authReducer(
      { status: 'unauthenticated' },
      { type: 'LOGIN', session: { ...session, role: 'Tickets' } },
    );
    expect(state).toEqual({ ...authenticated, role: 'Tickets' });
  });

  it('LOGOUT leaves any state unauthenticated', () => {
    expect(authReducer(authenticated, { type: 'LOGOUT' })).toEqual({ status: 'unauthenticated' });
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'LOGOUT' })).toEqual({ status: 'unauthenticated' });
    const loggedOut: TAuthState = { status: 'unauthenticated' };
    expect(authReducer(loggedOut, { type: 'LOGOUT' })).toBe(loggedOut);
  });
});

describe('authReducer, a logout on purpose', () => {
  it('remembers that the user logged out (the login then does not return to the page), a 401 does not', () => {
    expect(authReducer(authenticated, { type: 'LOGOUT', signedOut: true })).toEqual({
      status: 'unauthenticated',
      signedOut: true,
    });
    expect(authReducer(authenticated, { type: 'LOGOUT', signedOut: false })).toEqual({ status: 'unauthenticated' });
    const signedOut: TAuthState = { status: 'unauthenticated', signedOut: true };
    expect(authReducer(signedOut, { type: 'LOGOUT', signedOut: true })).toBe(signedOut);
    expect(authReducer(signedOut, { type: 'LOGIN', session })).toEqual(authenticated);
  });
});

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads a session only when both token and user id are stored', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    expect(readSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userId, '12');
    expect(readSession()).toEqual({ token: 'abc', userId: 12 });
  });

  it('ignores a user id that is not a number', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    localStorage.setItem(STORAGE_KEYS.userId, 'undefined');
    expect(readSession()).toBeNull();
  });

  it('LOGIN stores the user id and token', () => {
    storeSession(session);
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(readSession()).toEqual(session);
  });

  it('stores the role with the session and reads back only a known role', () => {
    storeSession({ ...session, role: 'Reports' });
    expect(readSession()).toEqual({ ...session, role: 'Reports' });
    localStorage.setItem(STORAGE_KEYS.role, 'Emperor');
    expect(readSession()).toEqual(session);
  });

  it('writes the token last: another tab takes up the session when it sees the token', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    storeSession({ ...session, role: 'user' });
    const written = setItem.mock.calls.map(([key]) => key);
    expect(written).toEqual(['userId', 'role', 'token']);
  });

  it('a session without a role drops a role left from an earlier one', () => {
    storeSession({ ...session, role: 'Admin' });
    storeSession({ token: 'other', userId: 43 });
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBeNull();
  });

  it('keeps the stored role in step with the profile, but never once the session has ended', () => {
    storeSession({ ...session, role: 'user' });
    storeRole('Admin');
    expect(readSession()?.role).toBe('Admin');
    clearSession();
    storeRole('Admin');
    expect(localStorage.length).toBe(0);
  });

  it('LOGOUT clears all browser storage but keeps the language', () => {
    storeSession(session);
    localStorage.setItem('language', 'ru');
    localStorage.setItem('somethingElse', 'x');
    sessionStorage.setItem('draft', 'y');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('somethingElse')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('ru');
    expect(localStorage.length).toBe(1);
  });

  it('LOGOUT without a language preference leaves storage empty', () => {
    storeSession(session);
    clearSession();
    expect(localStorage.length).toBe(0);
  });
});
