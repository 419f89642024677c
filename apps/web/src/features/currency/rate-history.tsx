import { addDays, RATE_CURRENCIES, todayIsoDate, ZRateByRangeRequest, type TRateByRangeRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form/form-date-field';
import { Spinner } from '../../components/spinner';
import { fieldErrorMap } from '../../lib/field-errors';
import { ratesQuery } from '../../lib/queries';
import { CHART_HEIGHT } from './rate-chart-axis';

/** The chart library is 87 KB gzip: fetched when there is something to draw, not with the screen. */
const RateChart = lazy(() => import('./rate-chart'));

const DEFAULT_DAYS = 30;

/** The bank and agency rates of a chosen period as a line chart (POST /exchange/rate-by-range). */
export function RateHistory() {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const [range, setRange] = useState<TRateByRangeRequest>({ startDate: addDays(today, -DEFAULT_DAYS), endDate: today });
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(ZRateByRangeRequest, { error: fieldErrorMap }),
    defaultValues: range,
  });
  const rates = useQuery(ratesQuery(range));
  const rows = rates.data ?? [];
  const hasData = rows.some((row) => RATE_CURRENCIES.some((currency) => row.bankRate[currency] !== null));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('currency.history')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit((values) => setRange(values))(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
      >
        <FormDateField
          control={control}
          name="startDate"
          testId="rates-start"
          label={t('currency.startDate')}
          size="small"
        />
        <FormDateField control={control} name="endDate" testId="rates-end" label={t('currency.endDate')} size="small" />
        <Button type="submit" variant="outlined" data-testid="rates-show">
          {t('currency.show')}
        </Button>
      </Box>
      {rates.isPending ? (
        <Spinner />
      ) : hasData ? (
        <Box role="img" aria-label={t('currency.chartLabel')} data-testid="rates-chart">
          <Suspense fallback={<Box sx={{ height: CHART_HEIGHT }} />}>
            <RateChart rows={rows} />
          </Suspense>
        </Box>
      ) : (
        <Typography color="text.secondary" data-testid="rates-no-data">
          {t('currency.noData')}
        </Typography>
      )}
    </Paper>
  );
}
