import type { TPageLoader } from './lazy-page';

/**
 * The authenticated part (shell and private routes) is a chunk of its own: the login screen never loads it. Apart
 * from page-loaders.ts, which the private routes inside that chunk import: a loader there made an import cycle.
 */
export const loadAuthenticatedApp: TPageLoader = () => import('./authenticated-app');
