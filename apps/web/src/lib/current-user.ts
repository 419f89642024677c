import type { TProfile, TRole } from '@frs/contract';
import { createContext, useContext } from 'react';

/** The logged-in user, available below the authenticated part of the app once the profile has loaded. */
export interface TCurrentUser {
  profile: TProfile;
  /** The effective role (adminGroups when set, otherwise role): what routes and menus are built from. */
  role: TRole;
}

export const CurrentUserContext = createContext<TCurrentUser | null>(null);

export function useCurrentUser(): TCurrentUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used below the authenticated app');
  return value;
}
