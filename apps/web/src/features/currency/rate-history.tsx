import { addDays, RATE_CURRENCIES, todayIsoDate, ZRateByRangeRequest, type TRateByRangeRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form/form-date-field';
import { Spinner } from '../../components/spinner';
import { fieldErrorMap } from '../../lib/field-errors';
import { ratesQuery } from '../../lib/queries';

const DEFAULT_DAYS = 30;
/** At most this many dates under the chart, evenly spaced and ending on the last day (fits a phone's width). */
const MAX_DAY_LABELS = 7;

/** "2026-11-24" -> "24.11" on the axis; the tooltip names the whole day, "24.11.2026". */
export function chartDayLabel(isoDate: string, withYear = false): string {
  const [year, month, day] = isoDate.split('-');
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}`;
}

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
  const labelStep = Math.max(1, Math.ceil((rows.length - 1) / (MAX_DAY_LABELS - 1)));
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
          <LineChart
            height={320}
            xAxis={[
              {
                data: rows.map((row) => row.date),
                scaleType: 'point',
                valueFormatter: (date: string, context) => chartDayLabel(date, context.location !== 'tick'),
                tickLabelInterval: (_date: string, index: number) => (rows.length - 1 - index) % labelStep === 0,
                // The axis as tall as its labels: at the default 25 px the theme font's labels did not fit and
                // were all left out.
                height: 'auto',
              },
            ]}
            series={RATE_CURRENCIES.flatMap((currency) => [
              {
                label: t('currency.seriesBank', { currency }),
                data: rows.map((row) => row.bankRate[currency]),
                showMark: false,
                connectNulls: true,
              },
              {
                label: t('currency.seriesAgency', { currency }),
                data: rows.map((row) => row.flightRate[currency]),
                showMark: false,
                connectNulls: true,
              },
            ])}
          />
        </Box>
      ) : (
        <Typography color="text.secondary" data-testid="rates-no-data">
          {t('currency.noData')}
        </Typography>
      )}
    </Paper>
  );
}
