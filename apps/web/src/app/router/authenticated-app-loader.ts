import { withFeatureTexts } from '../../lib/i18n';
import { LOGGED_IN_TEXTS } from '../../lib/i18n/feature-texts';
import type { TPageLoader } from './lazy-page';

/**
 * The authenticated part (shell and private routes) is a chunk of its own: the login screen never loads it, nor the
 * logged-in app's texts, which come with it. Apart from page-loaders.ts, which the private routes inside that chunk
 * import: a loader there made an import cycle.
 */
export const loadAuthenticatedApp: TPageLoader = withFeatureTexts(LOGGED_IN_TEXTS, () => import('./authenticated-app'));
