import type { TLedgerReason } from '@frs/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listText } from './list-text';

/**
 * The reason of a ledger entry in the reader's language: the system's reasons are stored as a code with its
 * parameters and written out here; an admin's own words (a top-up, a transfer) are shown as they were typed.
 */
export function useLedgerReasonText(): (entry: {
  reason: string | null;
  systemReason: TLedgerReason | null;
}) => string {
  const { t } = useTranslation();
  return useCallback(
    ({ reason, systemReason }) => {
      if (!systemReason) return reason ?? '';
      const { code, params } = systemReason;
      switch (code) {
        case 'refund':
        case 'refundPenalty':
        case 'dateChangeFee':
          return t(`ledgerReasons.${code}`, {
            pnr: params.pnr,
            passengers: listText(params.passengers, t('common.and')),
          });
        case 'nameChange':
          return t('ledgerReasons.nameChange', params);
        case 'discount':
          return t('ledgerReasons.discount', params);
        default:
          return t(`ledgerReasons.${code}`, { pnr: params.pnr });
      }
    },
    [t],
  );
}
