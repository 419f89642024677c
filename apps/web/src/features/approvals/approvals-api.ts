import { APPROVAL_ENDPOINTS, type TApprovalSettings } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function approvalsQuery() {
  return queryOptions({
    queryKey: queryKeys.approvals.list(),
    queryFn: ({ signal }) => callApi(APPROVAL_ENDPOINTS.list, { signal }),
  });
}

export function approvalSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.approvals.settings(),
    queryFn: ({ signal }) => callApi(APPROVAL_ENDPOINTS.settings, { signal }),
  });
}

export type TDecision = 'approve' | 'reject' | 'cancel';

/** Approve, reject (a reason required) or withdraw one's own request, under one Idempotency-Key per user action. */
export function decideApproval(id: number, decision: TDecision, reason: string | null, idempotencyKey: string) {
  if (decision === 'cancel') return callApi(APPROVAL_ENDPOINTS.cancel, { params: { id }, idempotencyKey });
  if (decision === 'reject') {
    return callApi(APPROVAL_ENDPOINTS.reject, { params: { id }, body: { reason: reason ?? '' }, idempotencyKey });
  }
  return callApi(APPROVAL_ENDPOINTS.approve, { params: { id }, body: { reason }, idempotencyKey });
}

export function saveApprovalSettings(settings: TApprovalSettings) {
  return callApi(APPROVAL_ENDPOINTS.updateSettings, { body: settings });
}
