import { RATE_CURRENCIES, todayIsoDate } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { formatRate, rateRowForDay } from '../../lib/format';
import { ratesQuery } from '../../lib/queries';

/** Today's bank and agency rates, AMD per unit (the header's query: one request serves both). */
export function TodayRates() {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const rates = useQuery(ratesQuery({ startDate: today, endDate: today }));
  const row = rateRowForDay(rates.data, today);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('currency.today')}
      </Typography>
      {row?.stale && (
        <Alert severity="warning" data-testid="currency-stale" sx={{ mb: 1 }}>
          {t('currency.stale')}
        </Alert>
      )}
      {rates.isPending ? (
        <Spinner />
      ) : (
        // Narrow cell padding: the three columns and their long Armenian titles fit a 375 px phone.
        <Table size="small" aria-label={t('currency.today')} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('currency.currency')}</TableCell>
              <TableCell align="right">{t('currency.bankRate')}</TableCell>
              <TableCell align="right">{t('currency.agencyRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {RATE_CURRENCIES.map((currency) => (
              <TableRow key={currency} data-testid={`today-rate-${currency.toLowerCase()}`}>
                <TableCell component="th" scope="row" title={t('currency.perUnit', { currency })}>
                  {currency}
                </TableCell>
                <TableCell align="right">{formatRate(row?.bankRate[currency])}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatRate(row?.flightRate[currency])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
