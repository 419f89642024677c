import type { TProfile, TRole } from '@frs/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { profileQuery } from './queries';

/**
 * The logged-in user as the authenticated part of the app knows them: the effective role at once (from the login
 * answer, kept in storage), the profile once /api/profile has answered. The profile's role wins when both exist.
 */
export interface TSessionUser {
  /** The effective role (adminGroups when set, otherwise role): what routes and menus are built from. */
  role: TRole;
  profile: TProfile | undefined;
}

/** The logged-in user with the profile loaded. */
export interface TCurrentUser {
  profile: TProfile;
  role: TRole;
}

export const CurrentUserContext = createContext<TSessionUser | null>(null);

function useSessionUser(): TSessionUser {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used below the authenticated app');
  return value;
}

/** The effective role; never waits, so a screen that needs only the role is usable before the profile answers. */
export function useCurrentRole(): TRole {
  return useSessionUser().role;
}

/** The profile, or undefined while it loads (the shell shows placeholders for the balance meanwhile). */
export function useLoadedProfile(): TProfile | undefined {
  return useSessionUser().profile;
}

/**
 * The role and the profile. Until the profile has loaded the screen suspends: its route shows the loading spinner
 * inside the shell. The query is the one the authenticated app asked for, so this never adds a request.
 */
export function useCurrentUser(): TCurrentUser {
  const { role } = useSessionUser();
  const { data: profile } = useSuspenseQuery(profileQuery());
  return { profile, role };
}
