import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface TOccupancyBarProps {
  seats: number;
  sold: number;
  held: number;
  free: number;
  testId?: string;
}

/**
 * Sold, held and free seats: the numbers, and a bar whose dark part is sold, lighter part held and grey track free.
 * The bar is an image of the numbers (role img) with the same numbers as its label for screen readers.
 */
export function OccupancyBar({ seats, sold, held, free, testId }: TOccupancyBarProps) {
  const { t } = useTranslation();
  const percent = (value: number) => (seats > 0 ? Math.min(100, (value / seats) * 100) : 0);
  const label = t('flights.occupancy', { seats, sold, held, free });
  return (
    <Box sx={{ minWidth: 80, width: '100%', py: 0.5 }} data-testid={testId}>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
        {sold} / {held} / {free}
      </Typography>
      <Box
        role="img"
        aria-label={label}
        title={label}
        sx={{ display: 'flex', mt: 0.5, height: 6, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.300' }}
      >
        <Box sx={{ width: `${percent(sold)}%`, bgcolor: 'primary.dark' }} />
        <Box sx={{ width: `${percent(held)}%`, bgcolor: 'primary.main' }} />
      </Box>
    </Box>
  );
}
