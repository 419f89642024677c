import type { TOrderStatus } from '@frs/contract';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../status-chip';

const COLORS: Record<TOrderStatus, ChipProps['color']> = {
  hold: 'warning',
  booked: 'info',
  ticketed: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'secondary',
};

export function OrderStatusChip({ status, testId }: { status: TOrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return <StatusChip status={status} label={t(`orderStatuses.${status}`)} color={COLORS[status]} testId={testId} />;
}
