import { orderHistoryText, type TProductLine } from '@frs/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { dynamicT } from '../../lib/i18n/dynamic-keys';

type TValues = Record<string, unknown> | null;

/**
 * An order's history row as sentences in the reader's language: the contract's `orderHistoryText` (the same text as
 * /history and the history export), key by key of ORDER_HISTORY_VALUES, names instead of ids, money in AMD, lists as
 * sentences, statuses in the line's words, and nothing for a value that did not change.
 */
export function useHistoryText(): (oldValues: TValues, newValues: TValues, line?: TProductLine) => string[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      orderHistoryText({ t: dynamicT(t), exists: (key) => i18n.exists(key), language: currentLanguage() })
        .orderChangeLines,
    [t, i18n],
  );
}
