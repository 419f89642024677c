import { historyText, routePath, type THistoryLink, type THistoryText, type TPrivateRouteKey } from '@frs/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { dynamicT } from '../../lib/i18n/dynamic-keys';
import { orderPagePath } from '../../lib/order-page-path';
import { WEB_PRODUCT_LINE } from '../../lib/product-lines';

/**
 * A history row in the reader's language: the contract's `historyText` (written once for /history, the order pages
 * and the history export, issue 31) with this catalogue's words and the browser's time zone. The record type and the
 * action by name, and each changed value as "Label: before → after": labels are the screens' field names, values
 * formatted as the screens show them; an order's rows read as on its page.
 */
export type THistoryEntryText = Pick<THistoryText, 'entityName' | 'actionName' | 'recordName' | 'changeLines'>;

export function useHistoryEntryText(): THistoryEntryText {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => historyText({ t: dynamicT(t), exists: (key) => i18n.exists(key), language: currentLanguage() }),
    [t, i18n],
  );
}

/** The page a row's record opens (its path, and the route that decides who may open it), or null. */
export function linkOf(link: THistoryLink): { path: string; route: TPrivateRouteKey } | null {
  if (!link) return null;
  switch (link.kind) {
    case 'order':
      return { path: orderPagePath(link.productLine, link.id), route: WEB_PRODUCT_LINE[link.productLine].routes.order };
    case 'agent':
      return { path: routePath('agentInfo', { id: link.id }), route: 'agentInfo' };
    case 'flight':
      return { path: routePath('flightClasses', { id: link.id }), route: 'flightClasses' };
  }
}
