import { useTranslation } from 'react-i18next';
import type { TRouteKey } from '../lib/route-keys';
import { PageTitle } from './page-title';

/**
 * A screen that so far shows only its translated title. Each route has its own module rendering this, so a
 * feature replaces its own screen without touching the router.
 */
export function RouteTitlePage({ routeKey }: { routeKey: TRouteKey }) {
  const { t } = useTranslation();
  return <PageTitle title={t(`routes.${routeKey}`)} />;
}
