import { HOME_PATH, PRIVATE_ROUTES } from '@frs/contract';
import { matchPath } from 'react-router';
import { loadAuthenticatedApp } from './authenticated-app-loader';
import { preloadPage } from './lazy-page';
import { PRIVATE_PAGE_LOADERS } from './page-loaders';

const HOME_ROUTE = PRIVATE_ROUTES.find((route) => route.path === HOME_PATH);

/**
 * Imports the logged-in shell and the screen at `pathname` (the home screen for any other path: a logged-in
 * user at / lands there) side by side. Called at the login, and at the start of a page load with a stored session:
 * the shell, the screen and the texts then download together instead of one after another. Resolves when both
 * imports have settled (a failure is left to the screen's LazyPage).
 */
export function preloadLoggedInApp(pathname: string = HOME_PATH): Promise<unknown> {
  const route = PRIVATE_ROUTES.find((candidate) => matchPath(candidate.path, pathname)) ?? HOME_ROUTE;
  return Promise.all([
    preloadPage(loadAuthenticatedApp),
    route ? preloadPage(PRIVATE_PAGE_LOADERS[route.key]) : undefined,
  ]);
}
