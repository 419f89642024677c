import type { TPrivateRouteKey } from '@frs/contract';
import { withFeatureTexts } from '../../lib/i18n';
import { SCREEN_TEXTS, type TFeature } from '../../lib/i18n/feature-texts';
import type { TPublicRouteKey } from '../../lib/route-keys';
import type { TPageLoader } from './lazy-page';
import { LINE_PAGE_LOADERS } from './product-line-screens';

/**
 * Each screen is its own chunk. The `satisfies` makes a route added to the contract fail type-checking here until
 * it has a screen.
 */
export const PUBLIC_PAGE_LOADERS = {
  login: () => import('../../features/auth/login-page'),
  register: () => import('../../features/register/register-page'),
  reset: () => import('../../features/password-reset/reset-page'),
  resetVerification: () => import('../../features/password-reset/reset-verification-page'),
  verification: () => import('../../features/verification/verification-page'),
  passwordSetting: () => import('../../features/password-setting/password-setting-page'),
} satisfies Record<TPublicRouteKey, TPageLoader>;

/**
 * A screen with texts of its own (SCREEN_TEXTS) is imported together with them, so that it never renders a bare key.
 * (Wrapped here rather than loader by loader: build/page-sources.ts reads each screen's module from the lines below.)
 */
function withScreenTexts<TLoaders extends Record<TPrivateRouteKey, TPageLoader>>(loaders: TLoaders): TLoaders {
  const texts: Partial<Record<TPrivateRouteKey, readonly TFeature[]>> = SCREEN_TEXTS;
  const wrapped = Object.entries(loaders).map(([key, load]) => {
    const features = texts[key as TPrivateRouteKey];
    return [key, features ? withFeatureTexts(features, load) : load] as const;
  });
  return Object.fromEntries(wrapped) as TLoaders;
}

export const PRIVATE_PAGE_LOADERS = withScreenTexts({
  search: () => import('../../app/router/search-tabs-page'),
  ...LINE_PAGE_LOADERS,
  flights: () => import('../../features/flights/flights-page'),
  flightClasses: () => import('../../features/flights/flight-classes-page'),
  flightDisruption: () => import('../../features/flights/disruption/disruption-page'),
  hotelRoomTypes: () => import('../../features/hotels/hotel-room-types-page'),
  agents: () => import('../../features/agents/agents-page'),
  agentInfo: () => import('../../features/agents/agent-info-page'),
  passengers: () => import('../../features/passengers/passengers-page'),
  history: () => import('../../features/history/history-page'),
  approvals: () => import('../../features/approvals/approvals-page'),
  flightReports: () => import('../../features/reports/flight-reports-page'),
  settings: () => import('../../features/settings/settings-page'),
  profile: () => import('../../features/profile/profile-page'),
  currency: () => import('../../features/currency/currency-page'),
  confirm: () => import('../../features/flight-orders/confirm/confirm-page'),
  developers: () => import('../../features/developers/developers-page'),
  developersGuide: () => import('../../features/developers/guide-page'),
} satisfies Record<TPrivateRouteKey, TPageLoader>);
