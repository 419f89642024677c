import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The product lines with a reservations list, in the order of the tabs. */
const RESERVATION_LISTS = [
  { line: 'flight', path: '/reservations/flight' },
  { line: 'hotel', path: '/reservations/hotel' },
  { line: 'package', path: '/reservations/package' },
] as const;

export type TReservationLine = (typeof RESERVATION_LISTS)[number]['line'];

/**
 * "Flights | Hotels | Packages" above the reservation lists: each tab is a link to its list (so it opens in a new tab too,
 * and Enter follows it), the current one marked for screen readers.
 */
export function ReservationTabs({ current }: { current: TReservationLine }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('reservationTabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('reservationTabs.label')}>
        {RESERVATION_LISTS.map(({ line, path }) => (
          <Tab
            key={line}
            value={line}
            label={t(`reservationTabs.${line}`)}
            component={RouterLink}
            to={path}
            aria-current={line === current ? 'page' : undefined}
            data-testid={`reservation-tab-${line}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}
