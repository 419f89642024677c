import type { TBalanceOperationResponse, TPendingApproval } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { isPendingApproval } from '../../components/orders/approval-sent';
import { formatAmd } from '../../lib/format';

/**
 * A money call's answer: done (a transfer) or, for a manual balance or credit change, held until a second staff
 * member approves it (four-eyes, issue 19).
 */
export type TMoneyResult = TBalanceOperationResponse | TPendingApproval;

/** What the page tells after a money dialog: "done" with the balance now, or "sent for approval". */
export function useMoneyNotice(): (result: TMoneyResult) => string {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  return (result) =>
    isPendingApproval(result)
      ? t('approvals.sentForApproval')
      : t('agentInfo.moneyDone', { amount: formatAmd(result.balance, amd) });
}
