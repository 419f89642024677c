import type { TUserStatus } from '@frs/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TUserStatus, ChipProps['color']> = {
  not_verified: 'default',
  verified: 'warning',
  approved: 'success',
  rejected: 'default',
  blocked: 'error',
};

export function UserStatusChip({ status, testId }: { status: TUserStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`statuses.${status}`)}
      data-testid={testId}
      data-status={status}
      // The status colour is the border; the label keeps the body text colour (4.5:1 contrast on white).
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}
