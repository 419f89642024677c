import type { TFlightOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import { formatAmd } from '../../lib/format';
import { userQuery } from '../../lib/queries';

export interface TBalanceCheck {
  balance: number;
  creditLimit: number;
  /** balance + credit limit: what a charge may take. */
  available: number;
  /** What ticketing would charge now: the payable amount less what was already paid. */
  due: number;
  short: boolean;
}

/** Whether the agent an order is for can pay for its tickets now; null for the agency's own sales (no balance). */
export function balanceCheck(
  order: Pick<TFlightOrder, 'totals'>,
  balance: { currentBalance: number; creditLimit: number },
) {
  const available = balance.currentBalance + balance.creditLimit;
  const due = Math.max(0, order.totals.payable - order.totals.paid);
  return { balance: balance.currentBalance, creditLimit: balance.creditLimit, available, due, short: due > available };
}

/**
 * The paying agent's balance against what ticketing (or a stay's confirmation) charges: one's own from the profile
 * (the header's), another agent's (staff) from their profile; null for the agency's own sale. The server refuses a
 * short balance too; this says so before asking.
 */
export function useBalanceCheck(order: Pick<TFlightOrder, 'agent' | 'totals'> | undefined): TBalanceCheck | null {
  const { profile } = useCurrentUser();
  const agentId = order?.agent?.id ?? null;
  const own = agentId !== null && agentId === profile.userId;
  const other = useQuery({ ...userQuery(agentId ?? 0), enabled: agentId !== null && !own });
  if (!order || agentId === null) return null;
  const balance = own ? profile.balance : other.data?.balance;
  return balance ? balanceCheck(order, balance) : null;
}

export function BalanceCheckPanel({ check }: { check: TBalanceCheck }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="balance-check">
      <Typography variant="body2">
        {t('checkout.balanceLine', {
          balance: formatAmd(check.balance, amd),
          credit: formatAmd(check.creditLimit, amd),
          available: formatAmd(check.available, amd),
        })}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="balance-due">
        {t('checkout.dueLine', { due: formatAmd(check.due, amd) })}
      </Typography>
      {check.short && (
        <Alert severity="warning" data-testid="balance-short">
          {t('checkout.balanceShort', { missing: formatAmd(check.due - check.available, amd) })}
        </Alert>
      )}
    </Box>
  );
}
