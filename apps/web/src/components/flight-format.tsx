import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocalDateTime, utcOffsetLabel, type TAirportSummary, type TFlight } from '@frs/contract';

/** "RM 801": the airline's IATA code and the flight number. */
export function flightCode(flight: Pick<TFlight, 'airline' | 'flightNumber'>): string {
  return `${flight.airline.iataCode} ${flight.flightNumber}`;
}

/**
 * A departure or arrival as the airport's local time, with the airport code and its zone and offset that day
 * (times are entered and shown in each airport's local time; apps/server/src/modules/flights/README.md "Time zones").
 */
export function LocalTime({ local, instant, airport }: { local: string; instant: string; airport: TAirportSummary }) {
  return (
    <Box sx={{ lineHeight: 1.2, py: 0.5 }}>
      <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatLocalDateTime(local)}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {airport.iataCode} · {airport.timeZone} ({utcOffsetLabel(instant, airport.timeZone)})
      </Typography>
    </Box>
  );
}
