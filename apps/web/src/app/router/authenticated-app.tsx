import { effectiveRole } from '@frs/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { CurrentUserContext, type TCurrentUser } from '../../lib/current-user';
import { profileQuery } from '../../lib/queries';
import { PrivateRoutes } from './private-routes';

/**
 * The logged-in part of the app. The profile is the source of truth for the role, so nothing role-dependent is
 * rendered before it has loaded.
 */
export default function AuthenticatedApp() {
  const profile = useQuery(profileQuery());
  const currentUser = useMemo<TCurrentUser | null>(
    () => (profile.data ? { profile: profile.data, role: effectiveRole(profile.data) } : null),
    [profile.data],
  );

  if (currentUser) {
    return (
      <CurrentUserContext value={currentUser}>
        <PrivateRoutes role={currentUser.role} />
      </CurrentUserContext>
    );
  }
  if (profile.isError) {
    const message = profile.error instanceof ApiError ? profile.error.message : undefined;
    return <LoadError message={message} onRetry={() => void profile.refetch()} />;
  }
  return <Spinner testId="auth-spinner" fullScreen />;
}
