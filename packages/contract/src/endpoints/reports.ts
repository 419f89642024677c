import { defineEndpoint } from '../endpoint';
import {
  ZFlightReportExportRequest,
  ZFlightReportRequest,
  ZFlightReportResponse,
} from '../lines/flight/flight-report-schemas';
import { ZOrdersFullDataQuery } from '../api/orders-full-data';

/**
 * Reports (docs/how-to-add.md "A report"): the flight reports (/reports/flight; Super Admin, Admin,
 * Viewer, Reports: aggregates only) with their exports, and the staff's full order data export.
 */
export const REPORT_ENDPOINTS = {
  ordersFullData: defineEndpoint({
    method: 'GET',
    path: '/api/reports/orders-full-data',
    access: 'reports.ordersData',
    query: ZOrdersFullDataQuery,
    response: 'file',
    tag: 'reports',
    summary:
      'Every order of the filters, one row each with its people, flights or nights and services, and money, as CSV or XLSX',
  }),
  flightReport: defineEndpoint({
    method: 'POST',
    path: '/api/reports/flight-reports',
    access: 'reports.read',
    body: ZFlightReportRequest,
    response: ZFlightReportResponse,
    tag: 'reports',
    summary: 'The flight report: seats and money of the flights of a period, grouped by flight, class, agent or day',
  }),
  flightReportExport: defineEndpoint({
    method: 'POST',
    path: '/api/reports/flight-reports/export',
    access: 'reports.read',
    body: ZFlightReportExportRequest,
    response: 'file',
    tag: 'reports',
    summary: 'The flight report as CSV, XLSX or PDF',
  }),
};
