import type { TOrderStatus } from '@frs/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TOrderStatus, ChipProps['color']> = {
  hold: 'warning',
  booked: 'info',
  ticketed: 'success',
  cancelled: 'default',
  expired: 'default',
  refunded: 'secondary',
};

/** An order's status; the colour is the border, the label keeps the body text colour (contrast on white). */
export function OrderStatusChip({ status, testId }: { status: TOrderStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`orderStatuses.${status}`)}
      data-testid={testId}
      data-status={status}
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}
