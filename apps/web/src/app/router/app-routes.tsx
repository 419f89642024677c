import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth/auth-context';
import { loadAuthenticatedApp } from './authenticated-app-loader';
import { LazyPage } from './lazy-page';
import { PublicRoutes } from './public-routes';

/** Chooses the route tree from the auth state of docs/PRODUCT.md §4. */
export function AppRoutes() {
  const { state } = useAuth();
  if (state.status === 'undefined') return <Spinner testId="auth-spinner" fullScreen />;
  if (state.status === 'unauthenticated') return <PublicRoutes />;
  return <LazyPage loader={loadAuthenticatedApp} />;
}
