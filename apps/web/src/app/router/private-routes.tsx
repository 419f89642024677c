import { canUseRoute, HOME_PATH, PRIVATE_ROUTES, PUBLIC_ROUTES, type TRole } from '@frs/contract';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { AppShell } from '../shell/app-shell';
import { LazyPage } from './lazy-page';
import { PRIVATE_PAGE_LOADERS } from './page-loaders';

interface TPrivateRoutesProps {
  role: TRole;
  /** The layout around the screens; tests may swap the shell for a bare <Outlet />. */
  layout?: ReactElement;
}

/**
 * Routes of a logged-in user. Only the routes the role may use are registered (docs/PRODUCT.md §6), so any other
 * private path falls through to the not-found page; public paths send the user home.
 */
export function PrivateRoutes({ role, layout = <AppShell /> }: TPrivateRoutesProps) {
  return (
    <Routes>
      {PUBLIC_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Navigate to={HOME_PATH} replace />} />
      ))}
      <Route element={layout}>
        {PRIVATE_ROUTES.filter((route) => canUseRoute(role, route.key)).map((route) => (
          <Route
            key={route.key}
            path={route.path}
            element={<LazyPage key={route.key} loader={PRIVATE_PAGE_LOADERS[route.key]} />}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
