import type { TStoredSession } from '../storage';

/**
 * The auth state machine of spec section 4. `undefined` lasts until the stored session has been read; the
 * reducer is pure, the storage effects live in the auth provider (and in `../storage`).
 */
export type TAuthState =
  { status: 'undefined' } | { status: 'authenticated'; userId: number; token: string } | { status: 'unauthenticated' };

export type TAuthAction =
  /** The stored session as read from browser storage (at start-up, or when another tab changed it). */
  { type: 'INIT'; session: TStoredSession | null } | { type: 'LOGIN'; session: TStoredSession } | { type: 'LOGOUT' };

export const INITIAL_AUTH_STATE: TAuthState = { status: 'undefined' };

export function authReducer(state: TAuthState, action: TAuthAction): TAuthState {
  switch (action.type) {
    case 'INIT':
      return action.session
        ? { status: 'authenticated', userId: action.session.userId, token: action.session.token }
        : { status: 'unauthenticated' };
    case 'LOGIN':
      return { status: 'authenticated', userId: action.session.userId, token: action.session.token };
    case 'LOGOUT':
      return state.status === 'unauthenticated' ? state : { status: 'unauthenticated' };
  }
}
