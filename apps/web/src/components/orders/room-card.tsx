import type { TMealType, TOrderPassengerStatus } from '@frs/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact } from './order-page-parts';

/** What a booked room shows in every line that sells rooms (a hotel stay, a package's hotel). */
interface TBookedRoom {
  id: number;
  mealType: TMealType;
  status: TOrderPassengerStatus;
  specialRequests: string | null;
  voucherNumber: string | null;
}

/**
 * One booked room of an order page: its title, its meal and (once refunded or removed) its status, then what the line
 * shows of it (`children`).
 */
export function RoomCard({
  room,
  title,
  gap,
  testId,
  children,
}: {
  room: TBookedRoom;
  title: string;
  /** The space between the card's rows (the package's denser card: 1; the hotel's: 1.5). */
  gap: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap, minWidth: 0 }}
      data-testid={testId}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`enums.mealType.${room.mealType}`)} />
        {room.status !== 'active' && (
          <Chip size="small" color="secondary" label={t(`passengerStatuses.${room.status}`)} />
        )}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * A room's special requests and the hotel's confirmation number, when it has them; the labels are the line's texts,
 * the test ids `<prefix>-requests-<id>` and `<prefix>-voucher-number-<id>`.
 */
export function RoomRequestsAndVoucher({
  room,
  labels,
  testIdPrefix,
}: {
  room: TBookedRoom;
  labels: { specialRequests: ParseKeys; voucherNumber: ParseKeys };
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {room.specialRequests && (
        <Fact label={t(labels.specialRequests)} testId={`${testIdPrefix}-requests-${room.id}`}>
          {room.specialRequests}
        </Fact>
      )}
      {room.voucherNumber && (
        <Fact label={t(labels.voucherNumber)} testId={`${testIdPrefix}-voucher-number-${room.id}`}>
          {room.voucherNumber}
        </Fact>
      )}
    </>
  );
}
