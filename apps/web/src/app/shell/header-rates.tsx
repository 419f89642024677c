import { RATE_CURRENCIES, routePath, todayIsoDate } from '@frs/contract';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRate, rateRowForDay } from '../../lib/format';
import { ratesQuery } from '../../lib/queries';

/**
 * Today's agency (flight) rates for USD and EUR; each links to the currency page. A warning mark follows while the
 * rate provider cannot be reached and the last known rates are shown.
 */
export function HeaderRates() {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const rates = useQuery(ratesQuery({ startDate: today, endDate: today }));
  const row = rateRowForDay(rates.data, today);

  return (
    <Box
      component="ul"
      aria-label={t('header.rates')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        // Stacked on phones so that the balance still fits beside them.
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 0, sm: 2 },
        fontSize: { xs: '0.75rem', sm: '0.875rem' },
        lineHeight: { xs: 1.3, sm: 1.5 },
      }}
    >
      {RATE_CURRENCIES.map((currency) => (
        <li key={currency}>
          <Link
            component={RouterLink}
            to={routePath('currency')}
            color="inherit"
            underline="hover"
            data-testid={`header-rate-${currency.toLowerCase()}`}
            title={t('header.rateOf', { currency })}
            // At least 24 px tall: stacked on a phone, two 17 px lines were too small a target to tap (WCAG 2.5.8).
            sx={{
              color: 'inherit',
              whiteSpace: 'nowrap',
              fontWeight: 500,
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 24,
            }}
          >
            {currency} {formatRate(row?.flightRate[currency])}
          </Link>
        </li>
      ))}
      {row?.stale && (
        <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <WarningAmberIcon
            fontSize="small"
            titleAccess={t('header.staleRates')}
            data-testid="header-rates-stale"
            sx={{ color: 'warning.light' }}
          />
        </Box>
      )}
    </Box>
  );
}
