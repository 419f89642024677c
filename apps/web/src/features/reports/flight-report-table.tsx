import {
  formatIsoDate,
  formatMinor,
  type TFlightReportFigures,
  type TFlightReportGroup,
  type TFlightReportResponse,
} from '@frs/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/scroll-region';
import { NO_VALUE } from '../../lib/format';

type TFigure = keyof TFlightReportFigures;

/** The figures in the table's order, and how each is written. */
const FIGURES: readonly { key: TFigure; kind: 'count' | 'percent' | 'money' }[] = [
  { key: 'capacity', kind: 'count' },
  { key: 'sold', kind: 'count' },
  { key: 'held', kind: 'count' },
  { key: 'free', kind: 'count' },
  { key: 'loadFactor', kind: 'percent' },
  { key: 'revenueGross', kind: 'money' },
  { key: 'revenueNet', kind: 'money' },
  { key: 'commission', kind: 'money' },
  { key: 'refunds', kind: 'money' },
  { key: 'penalties', kind: 'money' },
  { key: 'passengers', kind: 'count' },
];

/** A load factor (0…1) as "68.3 %". */
export function percentText(loadFactor: number | null): string {
  return loadFactor === null ? NO_VALUE : `${(loadFactor * 100).toFixed(1)} %`;
}

function figureText(kind: 'count' | 'percent' | 'money', value: number | null): string {
  if (value === null) return NO_VALUE;
  if (kind === 'money') return formatMinor(value);
  if (kind === 'percent') return percentText(value);
  return String(value);
}

/** The first column stays in view while the figures scroll sideways on a phone. */
const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // A long label (an agent's company) takes two lines rather than pushing the figures out of sight.
  whiteSpace: 'normal',
  minWidth: 110,
} as const;

/** The report as a table: a row per group, its label first, and the totals of the whole selection at the foot. */
export function FlightReportTable({ report, groupBy }: { report: TFlightReportResponse; groupBy: TFlightReportGroup }) {
  const { t } = useTranslation();
  const label = (row: TFlightReportResponse['result'][number]) =>
    groupBy === 'day' && row.date ? formatIsoDate(row.date) : row.label;
  if (report.result.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="report-empty" sx={{ my: 2 }}>
        {t('flightReport.empty')}
      </Typography>
    );
  }
  return (
    <ScrollRegion label={t('flightReport.table')} testId="report-table">
      <Table
        size="small"
        sx={{
          // A sheet of its own: on the page's background the sticky first column would stand out.
          bgcolor: 'background.paper',
          '& td, & th': { px: 1, whiteSpace: 'nowrap' },
          '& th[scope="row"], & thead th:first-of-type': STICKY,
          // Headers wrap at their spaces, so that a laptop shows every column; the figures never wrap.
          '& thead th': { whiteSpace: 'normal', verticalAlign: 'bottom', lineHeight: 1.3, fontSize: '0.75rem' },
          '& tfoot td, & tfoot th': { fontSize: '0.875rem' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={STICKY}>
              {t(`flightReport.groupColumns.${groupBy}`)}
            </TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure.key} align="right">
                {t(`flightReport.columns.${figure.key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.result.map((row) => (
            <TableRow key={row.key} data-testid={`report-row-${row.key}`}>
              <TableCell component="th" scope="row" sx={STICKY}>
                {groupBy === 'flight' && row.flight && row.date ? (
                  <>
                    {row.flight} {row.route}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {formatIsoDate(row.date)}
                    </Typography>
                  </>
                ) : (
                  label(row)
                )}
              </TableCell>
              {FIGURES.map((figure) => (
                <TableCell key={figure.key} align="right">
                  {figureText(figure.kind, row[figure.key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="report-totals">
            <TableCell component="th" scope="row" sx={{ ...STICKY, fontWeight: 600 }}>
              {t('flightReport.total')}
            </TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure.key} align="right" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {figureText(figure.kind, report.totals[figure.key])}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </ScrollRegion>
  );
}
