/**
 * Reports (docs/ARCHITECTURE.md "How to add … A report"): the flight reports (/reports/flight; Super Admin, Admin,
 * Viewer, Reports: aggregates only) with their exports, and the staff's full order data export.
 */
export const REPORT_ENDPOINTS = {};
