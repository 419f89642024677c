import { formatIsoDate, type THotelGuest } from '@frs/contract';
import Box from '@mui/material/Box';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "PETROSYAN Anna", as tickets and vouchers print a name. */
export function guestName(guest: Pick<THotelGuest, 'firstName' | 'lastName'>): string {
  return `${guest.lastName.toUpperCase()} ${guest.firstName}`;
}

/** A hotel's category as stars, read out as "4 stars". */
export function Stars({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('hotelOrders.stars', { stars: count })}
      data-testid={testId}
      sx={{ color: 'warning.main', whiteSpace: 'nowrap', letterSpacing: 1 }}
    >
      {'★'.repeat(count)}
    </Box>
  );
}

/** "12.03.2026 – 15.03.2026, nights: 3". */
export function useStayText(): (stay: { checkIn: string; checkOut: string; nights: number }) => string {
  const { t } = useTranslation();
  return useCallback(
    (stay) =>
      t('hotelOrders.stay', {
        from: formatIsoDate(stay.checkIn),
        to: formatIsoDate(stay.checkOut),
        nights: stay.nights,
      }),
    [t],
  );
}
