import { REPORT_ENDPOINTS, type TFlightReportFormat, type TFlightReportRequest } from '@frs/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadListExport } from '../../lib/list-export';
import { queryKeys } from '../../lib/query-keys';

/** The flight report of a request (the previous answer stays on screen while a new one loads). */
export function flightReportQuery(request: TFlightReportRequest) {
  return queryOptions({
    queryKey: queryKeys.flightReport(request),
    queryFn: ({ signal }) => callApi(REPORT_ENDPOINTS.flightReport, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the report of the request as CSV, XLSX or PDF. */
export function downloadFlightReport(request: TFlightReportRequest, format: TFlightReportFormat): Promise<void> {
  return downloadListExport(REPORT_ENDPOINTS.flightReportExport, { body: { ...request, format } });
}
