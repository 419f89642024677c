import {
  historyText,
  type THistoryLink,
  type THistoryText,
  type TPrivateRouteKey,
  type TProductLine,
} from '@frs/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { dynamicT } from '../../lib/i18n/dynamic-keys';

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
      return ORDER_PAGES[link.productLine](link.id);
    case 'agent':
      return { path: `/agents/${link.id}`, route: 'agentInfo' };
    case 'flight':
      return { path: `/flights/${link.id}`, route: 'flightClasses' };
  }
}

/** Each product line's order page (the contract's routes.ts). */
const ORDER_PAGES: Readonly<Record<TProductLine, (id: number) => { path: string; route: TPrivateRouteKey }>> = {
  flight: (id) => ({ path: `/reservation/edit/${id}`, route: 'reservationEdit' }),
  hotel: (id) => ({ path: `/reservation/hotel/${id}`, route: 'hotelOrder' }),
  package: (id) => ({ path: `/reservation/package/${id}`, route: 'packageOrder' }),
};
