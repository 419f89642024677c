import type { TPassengerType, TPriceBreakdownAmd } from '@frs/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatAmd } from '../../../lib/format';
import { NAME_MIN_WIDTH } from '../../../components/orders/table-widths';

/** Who reads the prices: an agent pays net and earns the commission; the agency's staff see the gross price. */
export type TPriceView = 'agent' | 'staff';

export interface TPriceRow {
  key: string;
  label: string;
  /** How many passengers the row's price is for (the amounts are per passenger). */
  count?: number;
  breakdown: TPriceBreakdownAmd;
}

/** The columns each reader sees, in order. */
const COLUMNS: Record<TPriceView, (keyof TPriceBreakdownAmd)[]> = {
  agent: ['fare', 'tax', 'surcharge', 'gross', 'commission', 'net'],
  staff: ['fare', 'tax', 'surcharge', 'gross'],
};

/**
 * A price breakdown in AMD: one row per passenger type (or passenger), and the total. Titles and passenger names
 * wrap, amounts never do, so that it fits a laptop's card whole; it scrolls sideways inside its box on a phone
 * instead of widening the page.
 */
export function PriceBreakdownTable({
  rows,
  total,
  view,
  testId,
}: {
  rows: readonly TPriceRow[];
  total?: TPriceBreakdownAmd;
  view: TPriceView;
  testId?: string;
}) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const columns = COLUMNS[view];
  const showCount = rows.some((row) => row.count !== undefined);
  return (
    <ScrollRegion label={t('prices.title')} testId={testId}>
      <Table size="small" aria-label={t('prices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('prices.passenger')}</TableCell>
            {showCount && <TableCell align="right">{t('prices.count')}</TableCell>}
            {columns.map((column) => (
              <TableCell key={column} align="right">
                {t(`prices.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={testId ? `${testId}-${row.key}` : undefined}>
              <TableCell sx={{ minWidth: NAME_MIN_WIDTH }}>{row.label}</TableCell>
              {showCount && <TableCell align="right">{row.count ?? ''}</TableCell>}
              {columns.map((column) => (
                <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }} data-column={column}>
                  {formatAmd(row.breakdown[column], amd)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {total && (
            <TableRow data-testid={testId ? `${testId}-total` : undefined}>
              <TableCell sx={{ fontWeight: 600 }}>{t('prices.total')}</TableCell>
              {showCount && <TableCell />}
              {columns.map((column) => (
                <TableCell
                  key={column}
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  data-column={column}
                >
                  {formatAmd(total[column], amd)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** The rows of a search offer's `prices`: one per passenger type asked for. */
export function passengerTypeRows(
  prices: readonly (TPriceBreakdownAmd & { type: TPassengerType; count: number })[],
  label: (type: TPassengerType) => string,
): TPriceRow[] {
  return prices.map((price) => ({ key: price.type, label: label(price.type), count: price.count, breakdown: price }));
}
