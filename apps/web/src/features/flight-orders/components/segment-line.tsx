import { formatLocalDateTime } from '@frs/contract';
import type { TFlightSummary } from '@frs/contract';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flightCode } from '../../../components/flight-format';

/** "2 h 35 min". */
export function useDurationText() {
  const { t } = useTranslation();
  return (minutes: number) => t('flights.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/**
 * One flight of a trip on one line (wrapping on a phone): the flight, the route with each airport's local times,
 * the duration, and whatever the screen adds (the class, the fare rules button).
 */
export function SegmentLine({
  flight,
  children,
  testId,
}: {
  flight: TFlightSummary;
  children?: ReactNode;
  testId?: string;
}) {
  const duration = useDurationText();
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <FlightTakeoffIcon fontSize="small" aria-hidden="true" color="action" />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {flightCode(flight)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {flight.airline.name}
        </Typography>
      </Box>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {flight.from.iataCode} {formatLocalDateTime(flight.departureLocal)} → {flight.to.iataCode}{' '}
        {formatLocalDateTime(flight.arrivalLocal)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {duration(flight.durationMinutes)}
      </Typography>
      {children}
    </Box>
  );
}
