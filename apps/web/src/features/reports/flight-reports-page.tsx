import { FLIGHT_REPORT_FORMATS, hasPermission, ZFlightReportRequest, type TFlightReportRequest } from '@frs/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../components/list/export-menu';
import { PageTitle } from '../../components/page-title';
import { QueryContent } from '../../components/query-content';
import { Spinner } from '../../components/spinner';
import { useCurrentRole } from '../../lib/current-user';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { FlightReportForm } from './flight-report-form';
import { FlightReportTable } from './flight-report-table';
import { OrdersDataExport } from './orders-data-export';
import { downloadFlightReport, flightReportQuery } from './reports-api';
import { reportRequestOf } from './report-request';
import { useReportFilters } from './use-report-filters';

/** The charts are the largest code of the screen: they load after the table is drawn. */
const FlightReportCharts = lazy(() => import('./flight-report-charts'));

/** The contract's messages about the period, by field, for the form. */
function periodErrors(request: TFlightReportRequest, translate: (message: string) => string | undefined) {
  const parsed = ZFlightReportRequest.safeParse(request, { error: fieldErrorMap });
  if (parsed.success) return { valid: true, errors: {} };
  const errors: Partial<Record<'startDate' | 'endDate', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'startDate' || field === 'endDate') && !errors[field]) errors[field] = translate(issue.message);
  }
  return { valid: false, errors };
}

/**
 * /reports/flight (Super Admin, Admin, Viewer, Reports): the flight report of a period (this month unless the URL
 * says otherwise) grouped by flight, class, agent or day, filtered by route, flights, airline and agent, as a table
 * with its totals and three charts, and as a CSV, XLSX or PDF file. The request lives in the URL, so a report can be
 * bookmarked; figures only, never a passenger.
 */
export default function FlightReportsPage() {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const { filters, changeFilters, clearFilters } = useReportFilters();
  const request = reportRequestOf(filters);
  const { valid, errors } = periodErrors(request, (message) => translateFieldError(message, t));
  const { groupBy: _groupBy, ...filtered } = request;
  const period = { startDate: request.startDate, endDate: request.endDate };

  const enabled = { enabled: valid };
  const table = useQuery({ ...flightReportQuery(request), ...enabled });
  // The pickers' choices: every flight and agent of the period, whatever else is chosen.
  const flightChoices = useQuery({ ...flightReportQuery({ ...period, groupBy: 'flight' }), ...enabled });
  const agentChoices = useQuery({ ...flightReportQuery({ ...period, groupBy: 'agent' }), ...enabled });

  return (
    <>
      <PageTitle title={t('routes.flightReports')} />
      <FlightReportForm
        filters={filters}
        request={request}
        errors={errors}
        flightRows={flightChoices.data?.result}
        agentRows={agentChoices.data?.result}
        onChange={changeFilters}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mb: 1.5 }}>
        <Button variant="text" onClick={clearFilters} data-testid="report-reset">
          {t('flightReport.reset')}
        </Button>
        <ExportMenu
          formats={FLIGHT_REPORT_FORMATS}
          onExport={(format) => downloadFlightReport(request, format)}
          disabled={!valid}
          testId="report-export"
        />
      </Box>
      {valid && (
        <>
          <QueryContent query={table}>
            {(report) => <FlightReportTable report={report} groupBy={request.groupBy ?? 'flight'} />}
          </QueryContent>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('flightReport.amounts')}
          </Typography>
          <Suspense fallback={<Spinner />}>
            <FlightReportCharts request={filtered} />
          </Suspense>
        </>
      )}
      {/* The full order data is the staff's: the Reports role sees figures only. */}
      {hasPermission(role, 'reports.ordersData') && <OrdersDataExport />}
    </>
  );
}
