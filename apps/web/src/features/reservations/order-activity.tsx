import {
  BALANCE_ENTRY_KINDS,
  formatInstant,
  ORDER_OPERATIONS,
  ORDER_STATUSES,
  type TOrderActivity,
  type TOrderStatus,
} from '@frs/contract';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../lib/format';
import { ScrollRegion } from '../../components/scroll-region';

/** What the history of an order names its rows: the operations of the transition table, and two of its own. */
const HISTORY_ACTIONS = [...ORDER_OPERATIONS, 'preOrder', 'splitFrom'] as const;
type THistoryAction = (typeof HISTORY_ACTIONS)[number];

function isHistoryAction(action: string): action is THistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(action);
}

function isEntryKind(kind: string): kind is (typeof BALANCE_ENTRY_KINDS)[number] {
  return (BALANCE_ENTRY_KINDS as readonly string[]).includes(kind);
}

/** Fields the history names with a label of their own; any other shows its key. */
const HISTORY_FIELDS = [
  'status',
  'pnr',
  'agentId',
  'payable',
  'paid',
  'discount',
  'fee',
  'penalty',
  'refunded',
  'reason',
  'name',
  'passengerId',
  'passengerIds',
  'passengers',
  'classIds',
  'holdExpiresAt',
  'bookingExpiresAt',
  'orderDate',
  'newPnr',
  'fromPnr',
] as const;
type THistoryField = (typeof HISTORY_FIELDS)[number];
/** Amounts in the history are minor units, shown as money. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['payable', 'paid', 'discount', 'fee', 'penalty', 'refunded']);

function isHistoryField(key: string): key is THistoryField {
  return (HISTORY_FIELDS as readonly string[]).includes(key);
}

function isOrderStatus(value: unknown): value is TOrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Reads a history row's values: labels, money, statuses and times as the rest of the page shows them. */
function useHistoryText() {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const valueText = (key: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatAmd(value, amd);
    if (key === 'status' && isOrderStatus(value)) return t(`orderStatuses.${value}`);
    if (typeof value === 'string' && key.endsWith('At') && !Number.isNaN(Date.parse(value))) {
      return formatInstant(value);
    }
    if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value);
  };
  /** "Status: Held → Booked; Discount: 0.00 ֏ → 50.00 ֏". */
  return (oldValues: Record<string, unknown> | null, newValues: Record<string, unknown> | null): string => {
    const keys = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])];
    return keys
      .map((key) => {
        const label = isHistoryField(key) ? t(`orderPage.historyFields.${key}`) : key;
        const before = oldValues && key in oldValues ? valueText(key, oldValues[key]) : null;
        const after = newValues && key in newValues ? valueText(key, newValues[key]) : null;
        return before === null ? `${label}: ${after}` : `${label}: ${before} → ${after ?? '—'}`;
      })
      .join('; ');
  };
}

/** The ledger entries carrying the order's PNR (its money movements). */
export function OrderMoney({ money }: { money: TOrderActivity['money'] }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
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
              <TableCell>{entry.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** The order's own history: who did what when, with the old and new values. */
export function OrderHistory({ history }: { history: TOrderActivity['history'] }) {
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
            {isHistoryAction(entry.action) ? t(`orderPage.actions.${entry.action}`) : entry.action}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatInstant(entry.at)} · {entry.actor?.name ?? t('orderPage.system')}
          </Typography>
          {(entry.oldValues ?? entry.newValues) && (
            <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {changesText(entry.oldValues, entry.newValues)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
