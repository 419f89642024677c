import type { TOrderTotals } from '@frs/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../lib/format';

/**
 * The totals every order page (flight, hotel, package) ends its prices with, in the same lines and words; each line
 * puts them in a box of its own (beside the package's breakdown, under the flight's price table).
 */

/** One "label: amount" line of the totals; `strong` for what is payable. */
export function TotalLine({
  label,
  amount,
  testId,
  strong,
}: {
  label: string;
  amount: number;
  testId: string;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {formatAmd(amount, t('header.amdSign'))}
      </Typography>
    </Box>
  );
}

/** The totals' lines, each named by its key in the catalogue (`order.totals.<name>`) and its test id's suffix. */
type TTotalName = 'gross' | 'commission' | 'discount' | 'payable' | 'paid' | 'refunded' | 'penalties';

/**
 * The order's totals: for an order priced for an agent the gross and the commission first (the agency's own sale
 * shows neither), the discount once granted, what is payable (in bold) and paid, and the refunds and penalties once
 * any.
 */
export function OrderTotalLines({
  totals,
  agentPriced,
  testIdPrefix,
}: {
  totals: TOrderTotals;
  agentPriced: boolean;
  /** `<prefix>-total-gross`, `<prefix>-total-payable`, … */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const lines: (readonly [TTotalName, number])[] = [
    ...(agentPriced
      ? ([
          ['gross', totals.gross],
          ['commission', totals.commission],
        ] as const)
      : []),
    ...(totals.discount > 0 ? ([['discount', -totals.discount]] as const) : []),
    ['payable', totals.payable],
    ['paid', totals.paid],
    ...(totals.refunded > 0 || totals.penalties > 0
      ? ([
          ['refunded', totals.refunded],
          ['penalties', totals.penalties],
        ] as const)
      : []),
  ];
  return lines.map(([name, amount]) => (
    <TotalLine
      key={name}
      label={t(`order.totals.${name}`)}
      amount={amount}
      testId={`${testIdPrefix}-total-${name}`}
      strong={name === 'payable'}
    />
  ));
}
