import { API_PATHS, type TLoginResponse } from '@frs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, type ReactNode } from 'react';
import { apiRequest, setUnauthorizedHandler } from '../../lib/api-client';
import { AuthContext, type TAuthContextValue } from '../../lib/auth/auth-context';
import { authReducer, INITIAL_AUTH_STATE } from '../../lib/auth/auth-state';
import { clearSession, readSession, STORAGE_KEYS, storeSession } from '../../lib/storage';

/** Holds the auth state machine and performs its storage effects; see lib/auth/auth-state.ts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const queryClient = useQueryClient();

  // Before the first paint, so the start-up spinner is not flashed for a frame.
  useLayoutEffect(() => {
    dispatch({ type: 'INIT', session: readSession() });
  }, []);

  const endSession = useCallback(() => {
    clearSession();
    dispatch({ type: 'LOGOUT' });
    // Another user may log in next on this device: nothing of this one's data may remain.
    queryClient.clear();
  }, [queryClient]);

  // A 401 from any call ends the session; the route guards then send the user to /.
  useEffect(() => setUnauthorizedHandler(endSession), [endSession]);

  // Logging out or in from another tab changes this tab too.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== localStorage) return;
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.userId) return;
      const session = readSession();
      if (session) dispatch({ type: 'INIT', session });
      else endSession();
    }
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [endSession]);

  const login = useCallback((response: TLoginResponse) => {
    const session = { token: response.token, userId: response.userId };
    storeSession(session);
    dispatch({ type: 'LOGIN', session });
  }, []);

  const logout = useCallback(() => {
    // Best effort: the call reads the token before endSession() clears it, and its failure changes nothing here.
    apiRequest(API_PATHS.logout, { method: 'POST', handleUnauthorized: false }).catch(() => undefined);
    endSession();
  }, [endSession]);

  const value = useMemo<TAuthContextValue>(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
