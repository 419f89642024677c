import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
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
 * Sold, held and free seats: the numbers, and a bar whose dark part is sold and lighter part held. The bar is
 * decoration; its label carries the same numbers for screen readers.
 */
export function OccupancyBar({ seats, sold, held, free, testId }: TOccupancyBarProps) {
  const { t } = useTranslation();
  const percent = (value: number) => (seats > 0 ? Math.min(100, (value / seats) * 100) : 0);
  const label = t('flights.occupancy', { seats, sold, held, free });
  return (
    <Box sx={{ minWidth: 120, width: '100%' }} data-testid={testId}>
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {sold} / {held} / {free}
      </Typography>
      <LinearProgress
        variant="buffer"
        value={percent(sold)}
        valueBuffer={percent(sold + held)}
        aria-label={label}
        sx={{ mt: 0.5, height: 6, borderRadius: 3, '& .MuiLinearProgress-dashed': { display: 'none' } }}
      />
    </Box>
  );
}
