import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '@frs/contract';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { PublicPageFrame } from '../../components/public-page-frame';
import { LazyPage } from './lazy-page';
import { PUBLIC_PAGE_LOADERS } from './page-loaders';

function PublicLayout() {
  return (
    <PublicPageFrame>
      <Outlet />
    </PublicPageFrame>
  );
}

/** Routes of a logged-out visitor: the public pages; any private path sends them to the login page. */
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
        <Route key={route.key} path={route.path} element={<Navigate to="/" replace />} />
      ))}
    </Routes>
  );
}
