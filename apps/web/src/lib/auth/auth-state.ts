import type { TRole } from '@frs/contract';
import type { TStoredSession } from '../storage';

/**
 * The auth state machine of docs/PRODUCT.md §4. `undefined` lasts until the stored session has been read; the
 * reducer is pure, the storage effects live in the auth provider (and in `../storage`).
 */
export type TAuthState =
  | { status: 'undefined' }
  /** `role`: the effective role of the login answer, until the profile says otherwise (absent: wait for it). */
  | { status: 'authenticated'; userId: number; token: string; role?: TRole }
  /**
   * `signedOut`: the user logged out (here or in another tab). The login page then does not offer to go back to the
   * page that was open: only a visit without a session (a link, a bookmark) or a session that ended (a 401) does.
   */
  | { status: 'unauthenticated'; signedOut?: true };

export type TAuthAction =
  /** The stored session as read from browser storage (at start-up, or when another tab changed it). */
  | { type: 'INIT'; session: TStoredSession | null }
  | { type: 'LOGIN'; session: TStoredSession }
  | { type: 'LOGOUT'; signedOut?: boolean };

export const INITIAL_AUTH_STATE: TAuthState = { status: 'undefined' };

export function authReducer(state: TAuthState, action: TAuthAction): TAuthState {
  switch (action.type) {
    case 'INIT':
      return action.session ? { status: 'authenticated', ...action.session } : { status: 'unauthenticated' };
    case 'LOGIN':
      return { status: 'authenticated', ...action.session };
    case 'LOGOUT': {
      const signedOut = action.signedOut === true;
      if (state.status === 'unauthenticated' && (state.signedOut === true) === signedOut) return state;
      return signedOut ? { status: 'unauthenticated', signedOut: true } : { status: 'unauthenticated' };
    }
  }
}
