import {
  BALANCE_ENTRY_KINDS,
  FLIGHT_ORDER_OPERATIONS,
  type TOrderActivity,
  type TProductLine,
  formatInstant,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../scroll-region';
import { formatAmd } from '../../lib/format';
import { useLedgerReasonText } from '../../lib/ledger-reason';
import { useHistoryText } from './history-text';

/** What the history of an order names its rows: the operations of the transition table, and two of its own. */
const HISTORY_ACTIONS = [...FLIGHT_ORDER_OPERATIONS, 'preOrder', 'splitFrom'] as const;
type THistoryAction = (typeof HISTORY_ACTIONS)[number];

function isHistoryAction(action: string): action is THistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(action);
}

function isEntryKind(kind: string): kind is (typeof BALANCE_ENTRY_KINDS)[number] {
  return (BALANCE_ENTRY_KINDS as readonly string[]).includes(kind);
}

/** The ledger entries carrying the order's PNR (its money movements). */
export function OrderMoney({ money }: { money: TOrderActivity['money'] }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const reasonText = useLedgerReasonText();
  if (money.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="order-money-empty">
        {t('orderPage.noMoney')}
      </Typography>
    );
  }
  return (
    <ScrollRegion label={t('orderPage.money')}>
      <Table size="small" aria-label={t('orderPage.money')} data-testid="order-money">
        <TableHead>
          <TableRow>
            <TableCell>{t('agentInfo.date')}</TableCell>
            <TableCell>{t('agentInfo.kind')}</TableCell>
            <TableCell align="right">{t('agentInfo.amount')}</TableCell>
            <TableCell align="right">{t('agentInfo.balanceAfter')}</TableCell>
            <TableCell>{t('agentInfo.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {money.map((entry) => (
            <TableRow key={entry.id} data-testid={`order-money-${entry.id}`} data-kind={entry.kind}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.at)}</TableCell>
              <TableCell>{isEntryKind(entry.kind) ? t(`entryKinds.${entry.kind}`) : entry.kind}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-column="amount">
                {formatAmd(entry.amount, amd)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatAmd(entry.balanceAfter, amd)}
              </TableCell>
              <TableCell>{reasonText(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The order's own history: who did what when, with the old and new values. A product line whose actions read
 * differently from the flight line's gives `actionText` (null: the flight line's label, or the action itself).
 */
export function OrderHistory({
  history,
  actionText,
  line,
}: {
  history: TOrderActivity['history'];
  actionText?: (action: string) => string | null;
  /** Statuses read in the line's words (a paid hotel stay is "Confirmed"). */
  line: TProductLine;
}) {
  const { t } = useTranslation();
  const changesText = useHistoryText();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="order-history">
      {history.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-action={entry.action}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.25 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {actionText?.(entry.action) ??
              (isHistoryAction(entry.action) ? t(`orderPage.actions.${entry.action}`) : entry.action)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatInstant(entry.at)} · {entry.actor?.name ?? t('orderPage.system')}
          </Typography>
          <HistoryChanges changes={changesText(entry.oldValues, entry.newValues, line)} />
        </Box>
      ))}
    </Box>
  );
}

/** What a history row changed, one value a line ("Payable: 96,000.00 ֏ → 48,000.00 ֏"); nothing when none did. */
function HistoryChanges({ changes }: { changes: readonly string[] }) {
  if (changes.length === 0) return null;
  return (
    <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="history-changes">
      {changes.join('; ')}
    </Typography>
  );
}
