import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PublicPageFrame } from '../../components/public-page-frame';
import { useAuth } from '../../lib/auth/auth-context';
import { loginPathReturningTo } from '../../lib/auth/return-path';
import { LazyPage } from './lazy-page';
import { PUBLIC_PAGE_LOADERS } from './page-loaders';

function PublicLayout() {
  return (
    <PublicPageFrame>
      <Outlet />
    </PublicPageFrame>
  );
}

/**
 * The login page for a private path: it goes back to the path after the login (lib/auth/return-path.ts), unless the
 * user has just logged out (the next one to log in on this device starts at the home screen).
 */
function ToLogin() {
  const location = useLocation();
  const { state } = useAuth();
  const signedOut = state.status === 'unauthenticated' && state.signedOut === true;
  return <Navigate to={signedOut ? '/' : loginPathReturningTo(location)} replace />;
}

/**
 * Routes of a logged-out visitor: the public pages; any private path sends them to the login page, which returns
 * there afterwards.
 */
export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<LazyPage key={route.path} loader={PUBLIC_PAGE_LOADERS[route.key]} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      {PRIVATE_ROUTES.map((route) => (
        <Route key={route.key} path={route.path} element={<ToLogin />} />
      ))}
    </Routes>
  );
}
