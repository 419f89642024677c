import type { TLoginResponse } from '@frs/contract';
import { createContext, useContext } from 'react';
import type { TAuthState } from './auth-state';

export interface TAuthContextValue {
  state: TAuthState;
  /**
   * Starts loading the logged-in app's code (once): on the login page while the visitor types, and again at the
   * submit, so that the app is drawn as soon as the login answer comes. `pathname`: the screen the login goes to
   * (the home screen when left out).
   */
  preloadApp: (pathname?: string) => void;
  /** Stores the session of a successful login and switches to the authenticated state. */
  login: (response: TLoginResponse) => void;
  /** Revokes the token on the server (best effort), clears browser storage and the query cache. */
  logout: () => void;
}

export const AuthContext = createContext<TAuthContextValue | null>(null);

export function useAuth(): TAuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
