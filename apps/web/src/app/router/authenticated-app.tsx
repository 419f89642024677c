import { effectiveRole } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { LoadError } from '../../components/load-error';
import { ShortcutsDialog } from '../../components/shortcuts-dialog';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { CurrentUserContext, type TSessionUser } from '../../lib/current-user';
import { useLiveEvents } from '../../lib/use-live-events';
import { profileQuery } from '../../lib/queries';
import { storeRole } from '../../lib/storage';
import { QueryProvider } from '../../lib/query-provider';
import { PrivateRoutes } from './private-routes';

/** The logged-in part of the app, with its server state. */
export default function AuthenticatedApp() {
  return (
    <QueryProvider>
      <LoggedInApp />
    </QueryProvider>
  );
}

/**
 * The shell and the routes are drawn at once from the role of the login answer (kept
 * in storage), while /api/profile loads; the profile is the source of truth for the role, so when it answers with
 * another one (a Super Admin changed it) the routes follow it. A session stored without a role waits for the profile.
 */
function LoggedInApp() {
  const { state } = useAuth();
  const storedRole = state.status === 'authenticated' ? state.role : undefined;
  const profile = useQuery(profileQuery());
  // One live events stream per signed-in tab: balances, orders, free seats and the bell follow without a reload.
  useLiveEvents();
  const profileRole = profile.data ? effectiveRole(profile.data) : undefined;
  const role = profileRole ?? storedRole;
  const sessionUser = useMemo<TSessionUser | null>(
    () => (role ? { role, profile: profile.data } : null),
    [role, profile.data],
  );

  // The profile's arrival changes the context, not the routes: only the screens that read the profile render again,
  // not the whole shell and screen (a second full render of the page, ~0.2 s of main thread on the search screen).
  const routes = useMemo(() => (role ? <PrivateRoutes role={role} /> : null), [role]);

  // The next start (a reload, another tab) draws the right routes at once.
  useEffect(() => {
    if (profileRole) storeRole(profileRole);
  }, [profileRole]);

  if (profile.isError && !profile.data) {
    const message = profile.error instanceof ApiError ? profile.error.message : undefined;
    return <LoadError message={message} onRetry={() => void profile.refetch()} />;
  }
  // `?` lists the keyboard shortcuts of the screen on show (docs/web.md, "Keyboard").
  if (sessionUser)
    return (
      <CurrentUserContext value={sessionUser}>
        {routes}
        <ShortcutsDialog />
      </CurrentUserContext>
    );
  return <Spinner testId="auth-spinner" fullScreen />;
}
