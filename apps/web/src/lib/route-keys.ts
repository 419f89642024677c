import type { PUBLIC_ROUTES, TPrivateRouteKey } from '@frs/contract';

export type TPublicRouteKey = (typeof PUBLIC_ROUTES)[number]['key'];
/** Every route's title is the i18n key `routes.<key>`. */
export type TRouteKey = TPublicRouteKey | TPrivateRouteKey;
