/**
 * Four-eyes approval (issue 19): the owner of `approval_requests` and `approval_settings`. The modules whose
 * operations may need a second staff member's approval answer through `answerHeld` (which runs `holdForApproval`);
 * the app wires the operations an approval runs (approval-operations.ts), so that this module depends on none of them.
 */

export { type TApprovalExecutor, type TApprovalOperations } from './approval-decisions';
export { type THeldAnswer } from './approval-gate';
export { answerHeld, approvalsRoutes, registerHeldOrderOperation } from './routes';
export { holdForApproval } from './approval-gate';
export { readApprovalSettings } from './approval-settings';
