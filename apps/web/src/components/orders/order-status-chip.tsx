import type { TOrderStatus, TProductLine } from '@frs/contract';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../status-chip';
import { orderStatusKey } from './order-status-text';

const COLORS: Record<TOrderStatus, ChipProps['color']> = {
  hold: 'warning',
  booked: 'info',
  ticketed: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'secondary',
};

/** An order's status in its product line's words (a paid hotel stay is "Confirmed"). */
export function OrderStatusChip({
  status,
  line,
  testId,
}: {
  status: TOrderStatus;
  line?: TProductLine;
  testId?: string;
}) {
  const { t } = useTranslation();
  return <StatusChip status={status} label={t(orderStatusKey(status, line))} color={COLORS[status]} testId={testId} />;
}
