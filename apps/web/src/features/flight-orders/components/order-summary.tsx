import { addBreakdowns, formatIsoDate, type TFlightOrder, type TOrderPassenger } from '@frs/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { BaggageText, FareRulesButton } from './fare-rules';
import { NAME_MIN_WIDTH } from '../../../components/orders/table-widths';
import { passengerStatusText } from '../../../components/orders/passenger-status';
import { PriceBreakdownTable, type TPriceView } from './price-breakdown';
import { SegmentLine } from './segment-line';
import { OrderTotalLines } from '../../../components/orders/order-totals';

/** An order priced for an agent shows net and commission; the agency's own sale shows the gross price. */
export function orderPriceView(order: Pick<TFlightOrder, 'agent'>): TPriceView {
  return order.agent ? 'agent' : 'staff';
}

export function passengerName(passenger: Pick<TOrderPassenger, 'firstName' | 'lastName'>): string {
  return `${passenger.lastName.toUpperCase()} ${passenger.firstName}`;
}

/** The order's flights, each with its class, baggage and fare rules. */
export function OrderSegments({ order }: { order: TFlightOrder }) {
  const { t } = useTranslation();
  const types = [...new Set(order.passengers.map((passenger) => passenger.type))];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="order-segments">
      {order.segments.map((segment, index) => (
        <Box key={segment.id} sx={{ display: 'grid', gap: 0.5 }}>
          <SegmentLine flight={segment.flight} testId={`order-segment-${index}`} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Chip
              size="small"
              variant="outlined"
              label={`${segment.class.name} · ${t(`enums.classType.${segment.class.type}`)}`}
            />
            <Typography variant="body2" color="text.secondary">
              {t('fareRules.baggage')}: <BaggageText allowance={segment.baggageRule.allowances.adult} />
            </Typography>
            <FareRulesButton
              fareRule={segment.fareRule}
              baggageRule={segment.baggageRule}
              types={types}
              testId={`order-segment-${index}-rules`}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The passengers with type, date of birth, passport, ticket number and status; `actions` adds a cell per row. */
export function OrderPassengersTable({
  order,
  actions,
}: {
  order: TFlightOrder;
  actions?: (passenger: TOrderPassenger) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('order.passengers')}>
      <Table size="small" aria-label={t('order.passengers')} data-testid="order-passengers">
        <TableHead>
          <TableRow>
            <TableCell>{t('order.passengerName')}</TableCell>
            <TableCell>{t('order.passengerType')}</TableCell>
            <TableCell>{t('passenger.dateOfBirth')}</TableCell>
            <TableCell>{t('passenger.passportNumber')}</TableCell>
            <TableCell>{t('order.ticketNumber')}</TableCell>
            <TableCell>{t('order.passengerStatus')}</TableCell>
            {actions && <TableCell>{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.passengers.map((passenger) => (
            <TableRow key={passenger.id} data-testid={`order-passenger-${passenger.id}`}>
              <TableCell sx={{ fontWeight: 500, minWidth: NAME_MIN_WIDTH }}>{passengerName(passenger)}</TableCell>
              <TableCell>{t(`passengerTypes.${passenger.type}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatIsoDate(passenger.dateOfBirth)}</TableCell>
              <TableCell>
                {passenger.passportNumber} ({passenger.citizenship}, {formatIsoDate(passenger.passportExpiry)})
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid={`ticket-number-${passenger.id}`}>
                {passenger.ticketNumber ?? '—'}
              </TableCell>
              <TableCell data-testid={`passenger-status-${passenger.id}`}>
                {passengerStatusText(t, order.status, passenger.status)}
              </TableCell>
              {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(passenger)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** Each active passenger's price, their sum, and the order's totals (discount, payable, paid, refunds). */
export function OrderPrices({ order }: { order: TFlightOrder }) {
  const { t } = useTranslation();
  const view = orderPriceView(order);
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const rows = active.map((passenger) => ({
    key: String(passenger.id),
    label: `${passengerName(passenger)} (${t(`passengerTypes.${passenger.type}`)})`,
    breakdown: passenger.price,
  }));
  const { totals } = order;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <PriceBreakdownTable
        rows={rows}
        total={rows.length > 1 ? addBreakdowns(active.map((passenger) => passenger.price)) : undefined}
        view={view}
        testId="order-prices"
      />
      <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 420, ml: { sm: 'auto' } }} data-testid="order-totals">
        <OrderTotalLines totals={totals} agentPriced={view === 'agent'} testIdPrefix="order" />
      </Box>
    </Box>
  );
}
