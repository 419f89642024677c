import { RATE_CURRENCIES, type TRateRow } from '@frs/contract';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT, chartDayLabel, dayLabelStep } from './rate-chart-axis';

/** The bank and agency rates of each currency over the chosen days (a chunk of its own: see rate-history.tsx). */
export default function RateChart({ rows }: { rows: readonly TRateRow[] }) {
  const { t } = useTranslation();
  const labelStep = dayLabelStep(rows.length);
  return (
    <LineChart
      height={CHART_HEIGHT}
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
  );
}
