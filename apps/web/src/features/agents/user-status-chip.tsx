import type { TUserStatus } from '@frs/contract';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/status-chip';

const COLORS: Record<TUserStatus, ChipProps['color']> = {
  not_verified: 'default',
  verified: 'warning',
  approved: 'success',
  rejected: 'default',
  blocked: 'error',
};

export function UserStatusChip({ status, testId }: { status: TUserStatus; testId?: string }) {
  const { t } = useTranslation();
  return <StatusChip status={status} label={t(`statuses.${status}`)} color={COLORS[status]} testId={testId} />;
}
