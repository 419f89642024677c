import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMinor, type TInventoryRoomType } from '@frs/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NightsTable } from './nights-table';
import { roomTypeName } from './room-type-name';

/**
 * One room type of the hotel: what it is and how it sells (meal, who it sleeps, base price, minimum stay, release,
 * commission), the "Set dates" action for writers, and its month of nights.
 */
export function RoomTypeCard({
  roomType,
  monthTitle,
  onSetDates,
}: {
  roomType: TInventoryRoomType;
  monthTitle: string;
  /** Absent for a role that may only read the inventory. */
  onSetDates?: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const facts = [
    ['meal', t(`enums.mealType.${roomType.mealType}`)],
    ['capacity', String(roomType.capacity)],
    ['occupancy', `${roomType.maxAdults} / ${roomType.maxChildren}`],
    ['childMaxAge', String(roomType.childMaxAge)],
    ['basePrice', `${formatMinor(roomType.pricePerNight)} ${roomType.currency}`],
    ['minStay', String(roomType.minStay)],
    ['releaseDays', String(roomType.releaseDays)],
    ['commission', `${roomType.commissionPercent}%`],
  ] as const;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`room-type-${roomType.roomId}`}
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="h6" id={headingId} sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {roomType.categoryName}
        </Typography>
        {onSetDates && (
          <Button
            variant="outlined"
            startIcon={<EditCalendarIcon />}
            onClick={onSetDates}
            aria-label={t('hotelInventory.setDatesOf', { room: roomTypeName(roomType) })}
            data-testid={`set-dates-${roomType.roomId}`}
          >
            {t('hotelInventory.setDates')}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {facts.map(([key, value]) => (
          <Box key={key} data-testid={`room-type-${roomType.roomId}-${key}`}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`hotelInventory.facts.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <NightsTable
        roomType={roomType}
        label={t('hotelInventory.calendarLabel', { room: roomTypeName(roomType), month: monthTitle })}
      />
    </Paper>
  );
}
