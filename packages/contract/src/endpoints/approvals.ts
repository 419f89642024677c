import { ZErrorBody } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ZIdParams } from '../api/common';
import {
  ZApprovalListResponse,
  ZApprovalRequest,
  ZApprovalSettings,
  ZApprovalSettingsRequest,
  ZApproveRequest,
  ZRejectRequest,
} from '../api/approvals';

/** 404 (none), 409 (already decided; or the operation itself refuses now), 422 (a reused key). */
const DECISION_ERRORS = { 404: ZErrorBody, 409: ZErrorBody, 422: ZErrorBody } as const;
const tag = 'approvals';

/**
 * Four-eyes approval (issue 19): the list of requests, their decisions, and the thresholds. The requests themselves
 * are made by the operations' own endpoints (use-balance, credit-limit, editDiscount, the refunds), which answer 202.
 */
export const APPROVAL_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/approvals',
    access: 'approvals.read',
    response: ZApprovalListResponse,
    tag,
    summary: 'Approval requests: the pending ones first, then the decided ones, newest first',
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/approvals/approve/{id}',
    access: 'approvals.decide',
    params: ZIdParams,
    body: ZApproveRequest,
    response: ZApprovalRequest,
    errors: DECISION_ERRORS,
    idempotent: true,
    tag,
    summary: "Approve a pending request (not one's own): its operation runs now, in the same transaction",
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/approvals/reject/{id}',
    access: 'approvals.decide',
    params: ZIdParams,
    body: ZRejectRequest,
    response: ZApprovalRequest,
    errors: DECISION_ERRORS,
    idempotent: true,
    tag,
    summary: "Reject a pending request (not one's own) with a reason; nothing moves",
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/approvals/cancel/{id}',
    access: 'approvals.read',
    params: ZIdParams,
    response: ZApprovalRequest,
    errors: DECISION_ERRORS,
    idempotent: true,
    tag,
    summary: "Withdraw one's own pending request",
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/approvals/settings',
    access: 'approvalSettings.read',
    response: ZApprovalSettings,
    tag,
    summary: 'The thresholds above which discounts and refunds need approval (null: never)',
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/approvals/settings',
    access: 'approvalSettings.write',
    body: ZApprovalSettingsRequest,
    response: ZApprovalSettings,
    tag,
    summary: 'Set the thresholds above which discounts and refunds need approval (Super Admin)',
  }),
};
