import type { TPrivateRouteKey, TPublicRouteKey } from '@frs/contract';

export type { TPublicRouteKey };
/** Every route's title is the i18n key `routes.<key>`. */
export type TRouteKey = TPublicRouteKey | TPrivateRouteKey;
