import { formatIsoDate, formatLocalDateTime, type TFlightSummary, type TPackageService } from '@frs/contract';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { flightCode } from '../../../components/flight-format';

/**
 * The pieces both package screens (checkout and the order page) show a package with: its two flights, the hotel's
 * stars, the stay and the included services.
 */

/** "★★★★" with the count for screen readers. */
export function Stars({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('packageOrders.stars', { stars: count })}
      sx={{ color: 'warning.main', whiteSpace: 'nowrap' }}
      data-testid={testId}
    >
      {'★'.repeat(Math.max(0, Math.min(count, 5)))}
    </Box>
  );
}

/** One flight of the package on one line (wrapping on a phone): which leg, the flight, the route, the times, the class. */
export function PackageFlightLine({
  leg,
  flight,
  className,
  testId,
}: {
  leg: 'outbound' | 'return';
  flight: TFlightSummary;
  className: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const Icon = leg === 'outbound' ? FlightTakeoffIcon : FlightLandIcon;
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.25, minWidth: 0 }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <Icon fontSize="small" aria-hidden="true" color="action" />
        <Typography component="span" variant="body2" color="text.secondary">
          {t(`packageOrders.legs.${leg}`)}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {flightCode(flight)}
        </Typography>
      </Box>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {flight.from.iataCode} {formatLocalDateTime(flight.departureLocal)} → {flight.to.iataCode}{' '}
        {formatLocalDateTime(flight.arrivalLocal)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {flight.airline.name} · {className}
      </Typography>
    </Box>
  );
}

/** "12.05.2026 – 19.05.2026, nights: 7". */
export function useStayText() {
  const { t } = useTranslation();
  return (stay: { checkIn: string; checkOut: string; nights: number }) =>
    t('packageOrders.stay', {
      from: formatIsoDate(stay.checkIn),
      to: formatIsoDate(stay.checkOut),
      nights: stay.nights,
    });
}

/** The included services: what each is and how it is charged (per person or once). */
export function ServiceList({ services, testId }: { services: readonly TPackageService[]; testId: string }) {
  const { t } = useTranslation();
  if (services.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {t('packageOrders.noServices')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }} data-testid={testId}>
      {services.map((service) => (
        <Typography component="li" variant="body2" key={service.serviceId}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {service.name}
          </Box>{' '}
          ({t(`enums.serviceKind.${service.kind}`)}, {t(`packageOrders.charges.${service.charge}`)})
        </Typography>
      ))}
    </Box>
  );
}
