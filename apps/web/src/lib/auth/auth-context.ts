import type { TLoginResponse } from '@frs/contract';
import { createContext, useContext } from 'react';
import type { TAuthState } from './auth-state';

export interface TAuthContextValue {
  state: TAuthState;
  /** Starts loading the logged-in app's code while the login call runs, so it is drawn as soon as the answer comes. */
  prepareLogin: () => void;
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
