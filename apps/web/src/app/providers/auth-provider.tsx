import { AUTH_ROUTES, effectiveRole, type TLoginResponse } from '@frs/contract';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { sendRoute, setUnauthorizedHandler } from '../../lib/api-transport';
import { AuthContext, type TAuthContextValue } from '../../lib/auth/auth-context';
import { authReducer, INITIAL_AUTH_STATE, type TAuthState } from '../../lib/auth/auth-state';
import { forgetServerState } from '../../lib/server-state';
import { clearSession, clearTabStorage, readSession, STORAGE_KEYS, storeSession } from '../../lib/storage';
import { preloadLoggedInApp } from '../router/preload-app';

/** The shell and the screen the login lands on (the home screen, or the page asked for before it). */
const preloadApp = (pathname?: string) => {
  void preloadLoggedInApp(pathname);
};

/** The state the app starts in: `undefined` left at once for the stored session, or none. */
const startingState = (initial: TAuthState) => authReducer(initial, { type: 'INIT', session: readSession() });

/** Holds the auth state machine and performs its storage effects; see lib/auth/auth-state.ts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The stored session is read as the state is created, so that the first render is already the logged-in app or
  // the login: read in an effect, it made a second render of the whole app as one urgent task, which React cannot
  // split (main.tsx renders the first one as a transition for that reason).
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE, startingState);

  const endSession = useCallback((signedOut: boolean) => {
    clearSession();
    dispatch({ type: 'LOGOUT', signedOut });
    // Another user may log in next on this device: nothing of this one's data may remain.
    forgetServerState();
  }, []);

  // A 401 from any call ends the session; the route guards then send the user to /.
  useEffect(() => setUnauthorizedHandler(() => endSession(false)), [endSession]);

  // Another tab logged in or out: this tab follows. It never writes the shared localStorage here: the other tab has
  // just written it, and clearing it would undo a login made there.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== localStorage) return;
      // A login writes the token last, a logout clears everything (key null): nothing else starts or ends a session.
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      const session = readSession();
      if (session) {
        if (state.status === 'authenticated' && state.userId !== session.userId) forgetServerState();
        dispatch({ type: 'INIT', session });
        return;
      }
      if (state.status === 'unauthenticated') return;
      clearTabStorage();
      dispatch({ type: 'LOGOUT', signedOut: true });
      forgetServerState();
    }
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [state]);

  const login = useCallback((response: TLoginResponse) => {
    const session = { token: response.token, userId: response.userId, role: effectiveRole(response) };
    storeSession(session);
    dispatch({ type: 'LOGIN', session });
  }, []);

  const logout = useCallback(() => {
    // Best effort: the call reads the token before endSession() clears it, and its failure changes nothing here.
    sendRoute(AUTH_ROUTES.logout, { handleUnauthorized: false }).catch(() => undefined);
    endSession(true);
  }, [endSession]);

  const value = useMemo<TAuthContextValue>(() => ({ state, preloadApp, login, logout }), [state, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
