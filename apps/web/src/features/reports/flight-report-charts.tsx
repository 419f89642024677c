import { formatMinor, minorToMajor, type TFlightReportRequest, type TFlightReportRow } from '@frs/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/query-content';
import { flightReportQuery } from './reports-api';
import { daysOf } from './report-request';

/**
 * The report's three charts (MUI X Charts; a chunk of their own, loaded after the table), each readable on a 375 px
 * phone: the fullest flights' load factor and the
 * agents' sales as horizontal bars (their labels have the width of the screen, one under the other, never
 * overlapping), the revenue of each day as lines with at most seven dates under them. Each is an image with a name
 * for screen readers; the table above has the same figures as text.
 */

/** At most this many bars: the chart stays a glance, the table has the rest. */
const MAX_BARS = 15;
const BAR_HEIGHT = 28;
/** At most this many dates under the revenue chart, the last day always among them. */
const MAX_DAY_LABELS = 7;
/** The longest label beside a bar (an agent's company), cut with an ellipsis. */
const MAX_LABEL = 18;

/** "2026-11-24" -> "24.11" under the chart; the tooltip names the whole day, "24.11.2026". */
export function dayLabel(isoDate: string, withYear = false): string {
  const [year, month, day] = isoDate.split('-');
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}`;
}

function shortLabel(text: string): string {
  return text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text;
}

const barsHeight = (count: number) => 60 + count * BAR_HEIGHT;
const amd = (minor: number | null) => (minor === null ? '' : formatMinor(minor));

function ChartPanel({
  title,
  note,
  label,
  testId,
  children,
}: {
  title: string;
  note?: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <Box role="img" aria-label={label} data-testid={testId} sx={{ width: '100%' }}>
        {children}
      </Box>
    </Paper>
  );
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {t('flightReport.charts.noData')}
    </Typography>
  );
}

/** The fullest flights with seats sold, by load factor (then by departure). */
export function LoadFactorChart({ rows }: { rows: readonly TFlightReportRow[] }) {
  const { t } = useTranslation();
  const fullest = rows
    .filter((row) => row.loadFactor !== null && row.sold > 0)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.loadFactor! - a.row.loadFactor! || a.index - b.index)
    .slice(0, MAX_BARS)
    .map(({ row }) => row);
  const title = t('flightReport.charts.loadFactor');
  return (
    <ChartPanel
      title={title}
      label={title}
      testId="chart-load-factor"
      note={
        fullest.length > 0 && rows.length > fullest.length
          ? t('flightReport.charts.loadFactorNote', { shown: fullest.length, count: rows.length })
          : undefined
      }
    >
      {fullest.length === 0 ? (
        <NoData />
      ) : (
        <BarChart
          layout="horizontal"
          height={barsHeight(fullest.length)}
          hideLegend
          yAxis={[
            {
              scaleType: 'band',
              data: fullest.map((row) => `${row.flight ?? row.label} ${row.date ? dayLabel(row.date) : ''}`),
              width: 92,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          // As tall as its labels: at the default height the theme font's labels do not fit and are left out.
          xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, tickNumber: 5, height: 'auto' }]}
          series={[
            {
              data: fullest.map((row) => Math.round(row.loadFactor! * 1000) / 10),
              label: t('flightReport.charts.loadFactorSeries'),
              valueFormatter: (value) => (value === null ? '' : `${value} %`),
            },
          ]}
          // Room for "100%" at the end of the axis.
          margin={{ right: 24 }}
        />
      )}
    </ChartPanel>
  );
}

/** Gross and net revenue of each day of the period (days without sales at 0). */
export function RevenueChart({
  rows,
  startDate,
  endDate,
}: {
  rows: readonly TFlightReportRow[];
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation();
  const days = daysOf(startDate, endDate);
  const byDay = new Map(rows.map((row) => [row.key, row]));
  const labelStep = Math.max(1, Math.ceil((days.length - 1) / (MAX_DAY_LABELS - 1)));
  const title = t('flightReport.charts.revenue');
  const hasSales = rows.some((row) => row.revenueGross !== 0);
  const compactAmount = useCompactAmount();
  const largest = Math.max(0, ...rows.map((row) => minorToMajor(Math.max(row.revenueGross, row.revenueNet))));
  return (
    <ChartPanel title={title} label={title} testId="chart-revenue">
      {hasSales ? (
        <LineChart
          height={280}
          xAxis={[
            {
              data: days,
              scaleType: 'point',
              valueFormatter: (day: string, context) => dayLabel(day, context.location !== 'tick'),
              tickLabelInterval: (_day: string, index: number) => (days.length - 1 - index) % labelStep === 0,
              height: 'auto',
            },
          ]}
          yAxis={[{ valueFormatter: compactAmount, width: valueAxisWidth(largest, compactAmount) }]}
          series={[
            {
              label: t('flightReport.charts.gross'),
              data: days.map((day) => minorToMajor(byDay.get(day)?.revenueGross ?? 0)),
              valueFormatter: (value) => (value === null ? '' : amd(Math.round(value * 100))),
              showMark: false,
              curve: 'linear',
            },
            {
              label: t('flightReport.charts.net'),
              data: days.map((day) => minorToMajor(byDay.get(day)?.revenueNet ?? 0)),
              valueFormatter: (value) => (value === null ? '' : amd(Math.round(value * 100))),
              showMark: false,
              curve: 'linear',
            },
          ]}
          // Room for the last date under the axis.
          margin={{ right: 24 }}
        />
      ) : (
        <NoData />
      )}
    </ChartPanel>
  );
}

/** The units of a short amount, and the language's decimal mark (`decimal`). */
export type TCompactUnit = 'thousand' | 'million' | 'billion';

const COMPACT_UNITS: readonly [number, TCompactUnit][] = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

/**
 * An axis amount in AMD, short, in the reader's language: 1 250 000 is "1.25M" in English, "1,25 млн" in Russian,
 * "1,25 մլն" in Armenian. Intl's compact notation where the browser has the language's data; Chromium has none for
 * Armenian (it would answer in English), so there the catalogue's words (`word(unit, value)`) and decimal mark
 * write it the same way.
 */
export function compactFormatter(
  language: string,
  word: (unit: TCompactUnit, value: string) => string,
  decimal: string,
): (value: number) => string {
  const intl = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 2 });
  if (intl.resolvedOptions().locale.split('-')[0] === language) return (value) => intl.format(value);
  const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });
  return (value) => {
    const [divisor, unit] = COMPACT_UNITS.find(([size]) => Math.abs(value) >= size) ?? [1, null];
    const figure = plain.format(value / divisor).replace('.', decimal);
    return unit ? word(unit, figure) : figure;
  };
}

/** The reader's short amounts (compactFormatter), following a language switch. */
function useCompactAmount(): (value: number) => string {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      compactFormatter(
        i18n.language,
        (unit, value) => t(`flightReport.charts.compact.${unit}`, { value }),
        t('flightReport.charts.compact.decimal'),
      ),
    [t, i18n.language],
  );
}

/**
 * The width of the value axis: its widest label (the top of the axis, a round number at or above the largest value,
 * written short) in the tick labels' font, and the tick. Measured, not left to the chart's own 'auto' width, which
 * measures before the web font is in and then cuts the labels to "2…".
 */
function valueAxisWidth(largest: number, format: (value: number) => string): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(largest, 1))));
  const labels = [largest, Math.ceil(largest / step) * step, 2 * Math.ceil(largest / step) * step].map(format);
  // The tick labels: 12 px; a generous 8 px a character (digits and the words of the units), and the tick's 6 px.
  return Math.max(...labels.map((label) => label.length)) * 8 + 14;
}

/** The agents with the highest gross sales (the agency's own sales among them). */
export function AgentSalesChart({ rows }: { rows: readonly TFlightReportRow[] }) {
  const { t } = useTranslation();
  const selling = rows.filter((row) => row.revenueGross > 0);
  const top = [...selling].sort((a, b) => b.revenueGross - a.revenueGross).slice(0, MAX_BARS);
  const title = t('flightReport.charts.agents');
  const compactAmount = useCompactAmount();
  return (
    <ChartPanel
      title={title}
      label={title}
      testId="chart-agents"
      note={
        selling.length > top.length
          ? t('flightReport.charts.agentsNote', { count: top.length, total: selling.length })
          : undefined
      }
    >
      {top.length === 0 ? (
        <NoData />
      ) : (
        <BarChart
          layout="horizontal"
          height={barsHeight(top.length)}
          hideLegend
          yAxis={[
            {
              scaleType: 'band',
              data: top.map((row) => shortLabel(row.label)),
              width: 110,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          xAxis={[{ valueFormatter: compactAmount, tickNumber: 4, height: 'auto' }]}
          series={[
            {
              data: top.map((row) => minorToMajor(row.revenueGross)),
              label: t('flightReport.charts.agentsSeries'),
              valueFormatter: (value) => (value === null ? '' : amd(Math.round(value * 100))),
            },
          ]}
          margin={{ right: 16 }}
        />
      )}
    </ChartPanel>
  );
}

/**
 * The three charts of the request's filters (whatever the table's grouping): the flights' load factor, the agents'
 * sales, the revenue of each day.
 */
export default function FlightReportCharts({ request }: { request: Omit<TFlightReportRequest, 'groupBy'> }) {
  const byFlight = useQuery(flightReportQuery({ ...request, groupBy: 'flight' }));
  const byAgent = useQuery(flightReportQuery({ ...request, groupBy: 'agent' }));
  const byDay = useQuery(flightReportQuery({ ...request, groupBy: 'day' }));
  return (
    <Box
      data-testid="report-charts"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <QueryContent query={byFlight}>{(report) => <LoadFactorChart rows={report.result} />}</QueryContent>
      <QueryContent query={byAgent}>{(report) => <AgentSalesChart rows={report.result} />}</QueryContent>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <QueryContent query={byDay}>
          {(report) => <RevenueChart rows={report.result} startDate={request.startDate} endDate={request.endDate} />}
        </QueryContent>
      </Box>
    </Box>
  );
}
