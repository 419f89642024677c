import { defineEndpoint, NOT_FOUND } from '../endpoint';
import { ZHistoryExportRequest, ZHistoryListRequest, ZHistoryListResponse } from '../api/history';

const tag = 'history';

/** The history (/history): every change with who, when, what, and the old and new values. */
export const HISTORY_ENDPOINTS = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/logs/get',
    access: 'history.read',
    body: ZHistoryListRequest,
    response: ZHistoryListResponse,
    errors: NOT_FOUND,
    tag,
    summary:
      'A page of the history with filters (actor, entity, entity id, action, period, PNR), sorting and paging; ' +
      "an agent reads its own orders', passengers' and balance's rows, and another agent's record is a 404",
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/logs/get/export',
    access: 'history.read',
    body: ZHistoryExportRequest,
    response: 'file',
    errors: NOT_FOUND,
    tag,
    summary: 'The filtered history as CSV (UTF-8 with BOM) or XLSX',
  }),
};
