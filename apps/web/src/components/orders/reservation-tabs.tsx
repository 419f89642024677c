import { routePath, type TProductLine } from '@frs/contract';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WEB_PRODUCT_LINES } from '../../lib/product-lines';

/**
 * "Flights | Hotels | Packages" above the reservation lists: each tab is a link to its list (so it opens in a new tab too,
 * and Enter follows it), the current one marked for screen readers.
 */
export function ReservationTabs({ current }: { current: TProductLine }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('reservationTabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
    >
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('reservationTabs.label')}>
        {WEB_PRODUCT_LINES.map(({ line, routes }) => (
          <Tab
            key={line}
            value={line}
            label={t(`reservationTabs.${line}`)}
            component={RouterLink}
            to={routePath(routes.reservations)}
            aria-current={line === current ? 'page' : undefined}
            data-testid={`reservation-tab-${line}`}
          />
        ))}
      </Tabs>
    </Box>
  );
}
